// The one way a shopper's search text reaches FTS5 (Klevu search and GraphQL products(search)).
// The text is never FTS syntax: it is cut into words of letters, digits and marks, and each word
// becomes a quoted string with a prefix `*` ("diiv"* finds 'diivanid'). Quotes, `*`, `^`, `:`,
// parentheses, `-`, `+` and every other character outside words only separate words, and NEAR,
// AND, OR and NOT inside quotes are plain words. The result travels as a bound parameter.
// https://www.sqlite.org/fts5.html#full_text_query_syntax

/** Longer search text is cut to this many characters (a 10 000-character term still answers). */
export const MAX_TERM_LENGTH = 200;
/** Words after this many are ignored: each one is another prefix scan of the index. */
export const MAX_TERM_WORDS = 8;

/**
 * The distinct words of a search text, lower-cased: at most MAX_TERM_WORDS of the first
 * MAX_TERM_LENGTH characters (a repeated word would only repeat the work).
 */
export function searchWords(term: string): string[] {
  const text = term.normalize('NFC').slice(0, MAX_TERM_LENGTH).toLowerCase();
  return [...new Set(text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [])].slice(0, MAX_TERM_WORDS);
}

/**
 * An FTS5 MATCH expression requiring every word as a prefix, e.g. `"diiv"* "hall"*`. Null when
 * the text has no words (empty, or only punctuation): the caller then matches nothing.
 */
export function ftsMatchExpression(term: string): string | null {
  const words = searchWords(term);
  // A word holds no '"' (only letters, digits and marks); doubling is FTS5's escape regardless.
  return words.length ? words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(' ') : null;
}

/**
 * One FTS5 MATCH expression per word, without the prefix `*`: matched only by that whole word
 * (`"diivan"` finds 'Diivan Tamm', not 'Diivanvoodi Kuu'). The relevance sort ranks a product
 * by how many of the words it holds whole before the bm25 score. Empty when the text has no words.
 */
export function wholeWordExpressions(term: string): string[] {
  return searchWords(term).map((w) => `"${w.replaceAll('"', '""')}"`);
}
