/**
 * Allow-list sanitiser for HTML from the CMS and the commerce backend (CMS blocks, category and
 * product descriptions), built on the runtime's streaming HTML parser (HTMLRewriter), so it
 * sees markup exactly as a browser would rather than guessing with regular expressions.
 *
 * - Dropped with their content: script, style, iframe, forms and other active content, and every
 *   element whose content the parser reads as raw text (xmp, noembed, noframes, plaintext,
 *   noscript, title, textarea…): unwrapping one would turn its text into live markup.
 * - Unwrapped (content kept): any other tag not on the allow-list.
 * - `h1` becomes `h2`: the page owns its single h1.
 * - Attributes: only the allow-listed ones; URLs only relative, http(s), mailto or tel.
 * - Comments removed.
 */
const ALLOWED_TAGS = new Set([
  'section', 'div', 'span', 'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 's', 'small',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const DROPPED_TAGS = new Set([
  // Raw-text and escapable raw-text elements of the HTML tokenizer, legacy ones included.
  'script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'title', 'textarea', 'template',
  // Active content, forms and document-level elements.
  'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'option', 'svg', 'math', 'link', 'meta',
  'base', 'head',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']);
const URL_ATTRIBUTES = new Set(['href', 'src']);

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
function isSafeUrl(raw: string): boolean {
  // Browsers decode character references, then ignore ASCII whitespace and control characters
  // inside a scheme: check what the browser will see, not the source text.
  const compact = decodeAttributeValue(raw).replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const colon = compact.search(/[:/?#]/);
  if (colon === -1 || compact[colon] !== ':') return true; // no scheme: a relative URL
  const scheme = compact.slice(0, colon);
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/**
 * HTMLRewriter's element, spelled out: with the DOM lib loaded too (the client shares this
 * tsconfig), the global name `Element` resolves to the DOM's, not the runtime's.
 */
type RewriterElement = {
  tagName: string;
  readonly attributes: Iterable<[string, string]>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  removeAndKeepContent(): void;
};

export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(raw) {
        const element = raw as unknown as RewriterElement;
        const tag = element.tagName.toLowerCase();
        if (DROPPED_TAGS.has(tag)) {
          element.remove();
          return;
        }
        if (!ALLOWED_TAGS.has(tag) && tag !== 'h1') {
          element.removeAndKeepContent();
          return;
        }
        if (tag === 'h1') element.tagName = 'h2';
        const names = [...element.attributes].map(([name]) => name);
        for (const name of names) {
          const value = element.getAttribute(name) ?? '';
          if (!ALLOWED_ATTRIBUTES.has(name) || (URL_ATTRIBUTES.has(name) && !isSafeUrl(value))) element.removeAttribute(name);
        }
        if (tag === 'a' && element.getAttribute('href')?.match(/^https?:/i)) element.setAttribute('rel', 'noopener');
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
    });
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}

/**
 * Plain text of (sanitised) HTML for meta descriptions and JSON-LD: tags become spaces,
 * character references are decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  return decodeAttributeValue(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
