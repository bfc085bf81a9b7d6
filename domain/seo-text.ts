/**
 * Text cut to fit where the shop shows it: a document `<title>` (search results show about 60
 * characters), a meta description (about 160), a heading made from a page identifier. Pure.
 */

/** `<title>` of a page before ` | store name`; search engines show about 60 characters. */
export const TITLE_MAX = 60;
/** Meta description; search engines show about 155–160 characters. */
export const DESCRIPTION_MAX = 160;

/**
 * `text` (whitespace collapsed) at most `max` characters long: cut at the last word boundary
 * that fits, with an ellipsis (counted in `max`). A single word longer than half of `max` is cut
 * inside it rather than leaving almost nothing.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1); // the ellipsis takes the last character
  const boundary = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = boundary >= max / 2 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s,.;:–—-]+$/u, '')}…`;
}

/**
 * A title for a page the editor left without one, from its identifier's last segment:
 * `info/ilma-pealkirjata` → 'Ilma pealkirjata'.
 */
export function identifierTitle(identifier: string): string {
  const words = (identifier.split('/').at(-1) ?? identifier).replace(/-+/g, ' ').trim();
  return words ? words[0]!.toLocaleUpperCase('et-EE') + words.slice(1) : identifier;
}
