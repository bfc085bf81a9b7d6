import { ALLOWED_TAGS, VOID_TAGS, isAllowedAttribute } from './html-policy';

/**
 * The second pass of the sanitiser (routes/sanitize-html.ts): re-serialises HTMLRewriter's output
 * so that the fragment is well formed and closed, whatever the input was. HTMLRewriter streams
 * tokens and never builds a tree, so on its own it passes on an unclosed `<table>` or `<a>` (the
 * rest of the page ends up inside it), a stray `</div>` (closes the page's own element), and an
 * unfinished tag at the end (`<a href="`: the page's next tag becomes part of it).
 *
 * - Start tags of the allow-list are written again from their parsed name and attributes (the
 *   attribute allow-list and URL rule applied once more, values quoted and escaped), so what the
 *   browser reads is exactly what was checked.
 * - Every other `<` is text (`&lt;`); `<!…>`, `<?…>` and `</` + non-letter (comments, doctype,
 *   CDATA, processing instructions: the browser's bogus comments) are dropped.
 * - End tags close only what is open here; the rest is dropped. What is still open at the end is
 *   closed. The browser's implied end tags that matter for an editor's markup are applied
 *   (a block closes an open `p`, `li` closes `li`, `dt`/`dd` close each other, a heading closes a
 *   heading, `a` closes `a`), so the tree the browser builds is the one written here; table
 *   parts outside a table are dropped, as the browser ignores them.
 * Linear in the input: a hand-written scanner, no backtracking regular expression over tags.
 */
export function wellFormedHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const close = (until: number) => {
    while (open.length > until) out.push(`</${open.pop()!}>`);
  };
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > at) out.push(html.slice(at, textEnd).replace(/\u0000/g, ''));
    if (lt === -1) break;
    const tag = readTag(html, lt);
    if (!tag) {
      const gt = html.indexOf('>', lt);
      if (/^<(?:!|\?|\/(?![A-Za-z]))/.test(html.slice(lt, lt + 2)) && gt !== -1) {
        at = gt + 1;
      } else {
        out.push('&lt;');
        at = lt + 1;
      }
      continue;
    }
    at = tag.next;
    const { name } = tag;
    if (!ALLOWED_TAGS.has(name)) continue;
    if (tag.end) {
      if (VOID_TAGS.has(name)) continue;
      const index = open.lastIndexOf(name);
      if (index !== -1) close(index);
      continue;
    }
    if (TABLE_PARTS.has(name) && !open.includes('table')) continue;
    closeImplied(name, open, close);
    out.push(`<${name}${attributesOf(name, tag.attributes)}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  close(0);
  return out.join('');
}

const TABLE_PARTS = new Set(['thead', 'tbody', 'tr', 'th', 'td']);
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Start tags that close an open `p` (https://html.spec.whatwg.org/#parsing-main-inbody), of our allow-list. */
const CLOSES_P = new Set(['section', 'div', 'p', 'ul', 'ol', 'dl', 'dt', 'dd', 'li', 'blockquote', 'figure', 'figcaption', 'table', 'hr', ...HEADINGS]);
/** Where the search for an element to close implicitly stops (the spec's scopes and special elements, of our allow-list). */
const SCOPE_BOUNDARY = new Set(['table', 'td', 'th']);
const SPECIAL = new Set(['section', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', ...HEADINGS]);

/** Index of the nearest open element named in `names`, searching down to a boundary; -1 if none. */
function openIndex(open: readonly string[], names: ReadonlySet<string>, stop: (name: string) => boolean): number {
  for (let index = open.length - 1; index >= 0; index -= 1) {
    if (names.has(open[index]!)) return index;
    if (stop(open[index]!)) return -1;
  }
  return -1;
}

function closeImplied(name: string, open: string[], close: (until: number) => void): void {
  const closeAt = (index: number) => index !== -1 && close(index);
  if (name === 'li') closeAt(openIndex(open, new Set(['li']), (node) => SPECIAL.has(node) || SCOPE_BOUNDARY.has(node)));
  if (name === 'dt' || name === 'dd') closeAt(openIndex(open, new Set(['dt', 'dd']), (node) => SPECIAL.has(node) || SCOPE_BOUNDARY.has(node)));
  if (name === 'a') closeAt(openIndex(open, new Set(['a']), (node) => SCOPE_BOUNDARY.has(node)));
  if (CLOSES_P.has(name)) closeAt(openIndex(open, new Set(['p']), (node) => SCOPE_BOUNDARY.has(node)));
  if (HEADINGS.has(name) && HEADINGS.has(open.at(-1) ?? '')) close(open.length - 1);
}

function attributesOf(tag: string, attributes: ReadonlyArray<[string, string]>): string {
  const kept = new Map<string, string>();
  for (const [name, value] of attributes) {
    // The browser keeps the first of two attributes with one name.
    if (!kept.has(name) && isAllowedAttribute(name, value)) kept.set(name, value);
  }
  if (tag === 'a' && /^https?:/i.test(kept.get('href') ?? '')) kept.set('rel', 'noopener');
  return [...kept].map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`).join('');
}

type Tag = { end: boolean; name: string; attributes: Array<[string, string]>; next: number };
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

/**
 * The tag starting at `start` (a `<`), read as the HTML tokenizer reads it, or `null` when it is
 * not a plain tag (unfinished at the end, odd characters in a name or an unquoted value): then the
 * caller writes the `<` as text, which is always safe.
 */
function readTag(html: string, start: number): Tag | null {
  let at = start + 1;
  const end = html[at] === '/';
  if (end) at += 1;
  const nameStart = at;
  while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>') at += 1;
  const name = html.slice(nameStart, at);
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return null;
  if (end) {
    while (isSpace(html[at])) at += 1;
    return html[at] === '>' ? { end, name: name.toLowerCase(), attributes: [], next: at + 1 } : null;
  }
  const attributes: Array<[string, string]> = [];
  for (;;) {
    while (isSpace(html[at]) || html[at] === '/') at += 1;
    if (at >= html.length) return null;
    if (html[at] === '>') return { end, name: name.toLowerCase(), attributes, next: at + 1 };
    const attributeStart = at;
    at += 1; // a first `=` belongs to the name
    while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>' && html[at] !== '=') at += 1;
    const attributeName = html.slice(attributeStart, at);
    if (/["'<]/.test(attributeName)) return null;
    let probe = at;
    while (isSpace(html[probe])) probe += 1;
    let value = '';
    if (html[probe] === '=') {
      at = probe + 1;
      while (isSpace(html[at])) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const closing = html.indexOf(quote, at + 1);
        if (closing === -1) return null;
        value = html.slice(at + 1, closing);
        at = closing + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !isSpace(html[at]) && html[at] !== '>') at += 1;
        value = html.slice(valueStart, at);
        if (!value || /["'<=`]/.test(value)) return null;
      }
    }
    attributes.push([attributeName.toLowerCase(), value]);
  }
}
