import { z } from 'zod';
import { categoryPath } from '../domain/links';
import { CacheShort } from '../graphql/client';
import { ROUTE_QUERY } from '../graphql/documents';
import { CategoryPage } from '../ui/category/category-page';
import { loadListing } from './listing';
import { page, type RouteModule } from './route-module';
import { SlugSegmentSchema } from './route-params';
import { htmlToText, sanitizeHtml } from './sanitize-html';
import { ancestorCrumbs } from './breadcrumbs';
import { withNewsletterPopup } from './newsletter-popup';

const ParamsSchema = z.object({
  slug1: SlugSegmentSchema,
  slug2: SlugSegmentSchema.optional(),
  slug3: SlugSegmentSchema.optional(),
  slug4: SlugSegmentSchema.optional(),
  slug5: SlugSegmentSchema.optional(),
});

/** `page` is the only query state a canonical URL keeps. */
export function canonicalListingUrl(url: URL, path: string, page: number): string {
  const canonical = new URL(path, url);
  if (page > 1) canonical.searchParams.set('page', String(page));
  return canonical.href;
}

/**
 * `/c/{slug_1}/…/{slug_5}`. Critical, in parallel: resolving the path (unknown → 404 before the
 * first byte) and the requested page of the listing (filters, sort, page size, page from the
 * query string; a page past the end redirects to the last one).
 */
export const categoryRoute: RouteModule = withNewsletterPopup({
  id: 'category',
  paths: ['/c/:slug1/:slug2?/:slug3?/:slug4?/:slug5?'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load(args) {
    const params = ParamsSchema.safeParse(args.params);
    if (!params.success) return { kind: 'not-found' };
    const path = Object.values(params.data).filter(Boolean).join('/');
    const listingPromise = loadListing(args, {
      scope: { category_url_path: { eq: path.replace(/\.html$/, '') } },
      defaultSort: { field: 'position', direction: 'ASC' },
    });
    // Don't leave a rejection unhandled if the route turns out not to exist.
    listingPromise.catch(() => undefined);
    const { route: category } = await args.commerce.query(ROUTE_QUERY, { url: path }, { cache: CacheShort });
    if (!category || category.__typename !== 'CategoryTree') return { kind: 'not-found' };
    const outcome = await listingPromise;
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.location, status: 302 };

    const suffix = category.url_suffix ?? null;
    const crumbs = ancestorCrumbs(category.breadcrumbs, suffix);
    const ownPath = categoryPath({ url_path: category.url_path ?? path, url_suffix: suffix });
    const name = category.name ?? '';
    const description = category.description ? await sanitizeHtml(category.description, 'category.description') : null;
    const pageLabel = outcome.query.page > 1 ? ` – ${outcome.query.page}` : '';
    return page(
      {
        title: `${name}${pageLabel} | ${args.shared.storeConfig.store_name}`,
        description: (description ? htmlToText(description) : name).slice(0, 160),
        canonical: canonicalListingUrl(args.url, ownPath, outcome.query.page),
      },
      <CategoryPage
        origin={args.url.origin}
        category={{
          name,
          descriptionHtml: description || null,
          crumbs,
          children: (category.children ?? [])
            .filter((child) => child !== null)
            .map((child) => ({ uid: child.uid, name: child.name ?? '', url_path: child.url_path ?? '', url_suffix: child.url_suffix ?? null })),
        }}
        listing={outcome.listing}
        links={outcome.links}
      />,
    );
  },
});
