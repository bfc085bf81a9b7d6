import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { Marked } from 'marked';
import { createContext, useContext, type ReactNode } from 'react';
// The edge build by name: what `react-dom/server` is in workerd anyway, and free of Node built-ins,
// so the client build's route analysis (scripts/page-islands.mjs, which bundles routes for Node
// as ESM) can load this module too (Node's build does `require('util')`, which an ESM bundle cannot).
import { renderToStaticMarkup } from 'react-dom/server.edge';
import type { CmsBlocks, CmsRichText } from '../domain/cms-content';
import { cmsMediaUrl } from '../domain/cms-media';
import type { SafeHtml } from '../ui/content/content-types';
import { sanitizeHtml } from './sanitize-html';

/**
 * CMS rich text (domain/cms-content.ts `CmsRichTextSchema`) → sanitised HTML, on the server only
 * (this module is imported by routes, never by an island: no renderer or parser reaches a client
 * chunk). Strapi writes rich text two ways and older content is HTML, so a field may hold:
 * - Blocks (JSON, Strapi 5's `blocks` field): rendered with Strapi's own
 *   `@strapi/blocks-react-renderer` to static markup;
 * - a string that looks like HTML (`looksLikeHtml`): used as it is;
 * - any other string: Markdown (Strapi's "Rich text (Markdown)" field), through `marked` (GFM).
 * Whatever came out then goes through the same sanitiser (routes/sanitize-html.ts) and the same
 * heading rule (`headingsFromH2`: the page owns the h1), so the three kinds obey one policy.
 */

/**
 * A string is HTML when, trimmed, it starts with a tag, an end tag or a comment (`<p>`, `<h2 …>`,
 * `</…`, `<!--`): what an HTML editor or a pasted fragment produces. Everything else is Markdown,
 * which also covers text with inline tags in it (`Tere <strong>x</strong>`: Markdown keeps inline
 * HTML, so it renders the same either way). Content starting with a tag but written as Markdown
 * (`<br>` then `**bold**`) would show its Markdown marks; Strapi's Markdown editor never writes
 * that. Block-level tags are not searched for inside: a Markdown text mentioning `<p>` in its
 * prose would otherwise lose its formatting.
 */
export function looksLikeHtml(text: string): boolean {
  return /^<(?:[a-z]|\/[a-z]|!--)/i.test(text.trimStart());
}

// One parser instance with its own options (marked's global `marked` is shared module state).
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → HTML (not yet sanitised). */
export function markdownHtml(text: string): string {
  return markdown.parse(text, { async: false });
}

/** How deep inside lists a Blocks list renders (`ListBlock`). */
const ListDepth = createContext(0);

/**
 * A Blocks list. Strapi nests a sub-list as a sibling of the list items (`list` → [`list-item`,
 * `list`]); written as it is, that is a `<ul>` directly inside a `<ul>`, which HTML does not allow
 * (Nu HTML checker error): a nested list is wrapped in its own `<li>`.
 */
function ListBlock({ format, children }: { format: 'ordered' | 'unordered'; children?: ReactNode }) {
  const depth = useContext(ListDepth);
  const list = <ListDepth value={depth + 1}>{format === 'ordered' ? <ol>{children}</ol> : <ul>{children}</ul>}</ListDepth>;
  return depth > 0 ? <li>{list}</li> : list;
}

/**
 * Blocks → HTML (not yet sanitised). Images get the media base URL and their width/height (no
 * layout shift); strikethrough is `<s>` (the sanitiser's allow-list has no `<del>`); a nested
 * list sits in a list item.
 */
export function blocksHtml(blocks: CmsBlocks, mediaBase: string): string {
  return renderToStaticMarkup(
    <BlocksRenderer
      content={blocks as BlocksContent}
      blocks={{
        list: ListBlock,
        image: ({ image }) => {
          const src = cmsMediaUrl(mediaBase, image.url);
          return src ? <img src={src} alt={image.alternativeText ?? ''} width={image.width || undefined} height={image.height || undefined} loading="lazy" decoding="async" /> : null;
        },
      }}
      modifiers={{ strikethrough: ({ children }: { children: ReactNode }) => <s>{children}</s> }}
    />,
  );
}

/** Unsanitised HTML of a rich-text value, by its kind. */
export function richTextSourceHtml(value: CmsRichText, mediaBase: string): string {
  if (Array.isArray(value)) return blocksHtml(value, mediaBase);
  return looksLikeHtml(value) ? value : markdownHtml(value);
}

/**
 * Each section sits right under the page's h1, so a fragment's highest heading becomes an h2
 * and the others move up with it (an editor's column starting at h3 would skip a level: axe
 * heading-order). Runs on sanitised HTML, whose tags the parser has already normalised.
 */
export function headingsFromH2(html: string): string {
  const levels = [...html.matchAll(/<h([2-6])[\s>]/g)].map((match) => Number(match[1]));
  const shift = levels.length ? Math.min(...levels) - 2 : 0;
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([2-6])([\s>])/g, (_whole, slash: string, level: string, next: string) => `<${slash}h${Number(level) - shift}${next}`);
}

/** A rich-text field ready for `dangerouslySetInnerHTML`: rendered by kind, sanitised, headings from h2. */
export async function richTextHtml(value: CmsRichText, mediaBase: string): Promise<SafeHtml> {
  return { sanitised: headingsFromH2(await sanitizeHtml(richTextSourceHtml(value, mediaBase))) };
}
