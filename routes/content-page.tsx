import { cmsPageTag, contentPageIdentifier, type CmsPage } from '../domain/cms-content';
import { cutAtWord, DESCRIPTION_MAX, TITLE_MAX } from '../domain/seo-text';
import { ContentPage } from '../ui/content/content-page';
import type { DocumentHead } from '../ui/document';
import { contentSections } from './content-sections';
import { withNewsletterPopup } from './newsletter-popup';
import { page, type LoaderArgs, type RouteModule, type RouteOutcome } from './route-module';

/**
 * Title, description and canonical URL of a CMS page. `<title>`: its SEO title, else its title
 * followed by the store name; either cut at a word boundary with an ellipsis (search results show
 * about 60 characters; the h1 keeps the whole title, which the shopper came to read). Description:
 * the SEO description cut at a word boundary to 160 characters; none without one.
 */
export function contentHead(cmsPage: CmsPage, args: Pick<LoaderArgs, 'url' | 'shared'>, path: string): DocumentHead {
  const storeName = args.shared.storeConfig.store_name ?? '';
  const metaTitle = cmsPage.seo?.metaTitle?.trim();
  const pageTitle = cutAtWord(cmsPage.title, TITLE_MAX);
  const title = metaTitle ? cutAtWord(metaTitle, TITLE_MAX + 10) : storeName ? `${pageTitle} | ${storeName}` : pageTitle;
  const description = cmsPage.seo?.metaDescription?.trim();
  return { title, ...(description ? { description: cutAtWord(description, DESCRIPTION_MAX) } : {}), canonical: new URL(path, args.url).href };
}

/**
 * A CMS page at `url.pathname` (domain/cms-content.ts `contentPageIdentifier`): its sections
 * under breadcrumbs and its title. A path that is not a content page, and a page the CMS does
 * not have or has not published, is the 404 page.
 */
export async function loadContentPage(args: LoaderArgs): Promise<RouteOutcome> {
  const identifier = contentPageIdentifier(args.url.pathname);
  if (!identifier) return { kind: 'not-found' };
  const stored = await args.cmsPage(identifier);
  if (!stored.found) return { kind: 'not-found' };
  const sections = await contentSections(args, stored.page);
  return page(contentHead(stored.page, args, args.url.pathname), <ContentPage title={stored.page.title} sections={sections} />);
}

/** The edge cache keys a content page on its CMS page's tag (a publish of it purges only it). */
export function contentPageTags(url: URL): string[] {
  const identifier = contentPageIdentifier(url.pathname);
  return identifier ? [cmsPageTag(identifier)] : [];
}

/** /bank/{slug}.html, /info/{slug}.html, /teenused/{slug}.html (the slug may have several segments). */
export const contentPageRoute: RouteModule = withNewsletterPopup({
  id: 'content-page',
  paths: ['/bank/*', '/info/*', '/teenused/*'],
  guards: [],
  layout: 'default',
  cache: 'public',
  load: loadContentPage,
  contentTags: contentPageTags,
});
