/**
 * What sanitised HTML may contain (routes/sanitize-html.ts): the allow-lists and the URL rule,
 * shared by its two passes (the HTMLRewriter pass and the well-formed re-serialisation).
 */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'section', 'div', 'span', 'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 's', 'small',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Elements without content or end tag. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);
export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']);
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);

/**
 * Named references that decode to something that can matter in a URL scheme (`:`, tab,
 * newline) plus the everyday ones. No other named reference decodes to an ASCII letter, digit,
 * `+`, `-`, `.` or `:`, so an undecoded one can only make a scheme invalid, never valid.
 */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':', Tab: '\t', NewLine: '\n', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', quest: '?', num: '#', period: '.', nbsp: '\u00a0',
};

/** Decode character references as the browser does in an attribute value (HTMLRewriter hands us the source text). */
export function decodeAttributeValue(value: string): string {
  return value.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));?/g, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED_REFERENCES, name) && match.endsWith(';') ? NAMED_REFERENCES[name]! : match;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Relative URLs and http(s)/mailto/tel only: no `javascript:`, `data:`, `vbscript:`… */
export function isSafeUrl(raw: string): boolean {
  // Browsers decode character references, then ignore ASCII whitespace and control characters
  // inside a scheme: check what the browser will see, not the source text.
  const compact = decodeAttributeValue(raw).replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const colon = compact.search(/[:/?#]/);
  if (colon === -1 || compact[colon] !== ':') return true; // no scheme: a relative URL
  const scheme = compact.slice(0, colon);
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** Whether an attribute (lower-case name, source value) may stay on an allowed element. */
export function isAllowedAttribute(name: string, value: string): boolean {
  return ALLOWED_ATTRIBUTES.has(name) && (!URL_ATTRIBUTES.has(name) || isSafeUrl(value));
}
