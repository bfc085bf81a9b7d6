/**
 * Allow-list sanitiser for HTML from the CMS and the commerce backend (CMS blocks, category and
 * product descriptions), built on the runtime's streaming HTML parser (HTMLRewriter), so it
 * sees markup exactly as a browser would rather than guessing with regular expressions.
 *
 * - Dropped with their content: script, style, iframe, forms and other active content.
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
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea',
  'select', 'option', 'template', 'svg', 'math', 'link', 'meta', 'base', 'noscript', 'title', 'head',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']);
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** Relative URLs and http(s)/mailto/tel only: no `javascript:`, `data:`, `vbscript:`… */
function isSafeUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
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
