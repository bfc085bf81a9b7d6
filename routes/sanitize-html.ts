import { ALLOWED_TAGS, decodeAttributeValue, isAllowedAttribute } from './html-policy';
import { wellFormedHtml } from './well-formed-html';

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
 * - Attributes: only the allow-listed ones (routes/html-policy.ts); URLs only relative, http(s),
 *   mailto or tel; never a nonce.
 * - Comments removed.
 * - Then re-serialised well formed and closed (routes/well-formed-html.ts), so a field can never
 *   swallow or close the page's markup around it.
 *
 * Never throws (issue 17 §4): HTMLRewriter refuses markup whose tokenisation it cannot decide
 * while streaming (a raw-text element such as `<style>`, `<title>` or `<xmp>` inside `<select>`
 * or after `<frameset>`). Those two are renamed before parsing (they are dropped with their
 * content either way), and anything the parser still refuses drops the whole field, logged as
 * `{"at":"sanitize-html","field",…}`: the page renders without it.
 */
export async function sanitizeHtml(html: string, field = 'html'): Promise<string> {
  try {
    return wellFormedHtml(await rewrite(disambiguate(html)));
  } catch (error) {
    console.warn(JSON.stringify({ at: 'sanitize-html', field, dropped: true, length: html.length, error: String(error).slice(0, 200) }));
    return '';
  }
}

const DROPPED_TAGS = new Set([
  // Raw-text and escapable raw-text elements of the HTML tokenizer, legacy ones included.
  'script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'title', 'textarea', 'template',
  // Active content, forms and document-level elements.
  'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'option', 'svg', 'math', 'link', 'meta',
  'base', 'head',
  // `select` and `frameset` as renamed by `disambiguate`.
  'x-dropped-select', 'x-dropped-frameset',
]);

/**
 * lol-html (HTMLRewriter) throws on a text-type tag inside `<select>` or after `<frameset>`: whether
 * the browser would read what follows as raw text depends on a tree it does not build
 * (lol-html's ambiguity guard). Both elements are dropped with their content anyway, so under
 * another name they parse unambiguously and still go. A match inside an attribute value or a
 * comment only changes that text.
 */
function disambiguate(html: string): string {
  return html.replace(/<(\/?)(select|frameset)(?=[\s/>]|$)/gi, (_match, slash: string, name: string) => `<${slash}x-dropped-${name.toLowerCase()}`);
}

/**
 * HTMLRewriter's element, spelled out: with the DOM lib loaded too (the client shares this
 * tsconfig), the global name `Element` resolves to the DOM's, not the runtime's.
 */
type RewriterElement = {
  tagName: string;
  readonly attributes: Iterable<[string, string]>;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  remove(): void;
  removeAndKeepContent(): void;
};

/** The first pass: drop and unwrap elements, filter attributes, remove comments. Throws on markup lol-html refuses. */
async function rewrite(html: string): Promise<string> {
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
          if (!isAllowedAttribute(name, element.getAttribute(name) ?? '')) element.removeAttribute(name);
        }
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
