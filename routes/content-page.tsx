import { cmsPageTag, contentPageIdentifier, type CmsPage } from '../domain/cms-content';
import { ContentPage } from '../ui/content/content-page';
import type { DocumentHead } from '../ui/document';
import { contentSections } from './content-sections';
import { withNewsletterPopup } from './newsletter-popup';
import { page, type LoaderArgs, type RouteModule, type RouteOutcome } from './route-module';

/** Title, description and canonical URL of a CMS page: its SEO fields, else its title. */
export function contentHead(cmsPage: CmsPage, args: Pick<LoaderArgs, 'url' | 'shared'>, path: string): DocumentHead {
  const storeName = args.shared.storeConfig.store_name ?? '';
  const title = cmsPage.seo?.metaTitle?.trim() || (storeName ? `${cmsPage.title} | ${storeName}` : cmsPage.title);
  const description = cmsPage.seo?.metaDescription?.trim();
  return { title, ...(description ? { description } : {}), canonical: new URL(path, args.url).href };
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
