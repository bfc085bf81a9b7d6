import { z } from 'zod';
import { categoryPath } from '../domain/links';
import { CATEGORY_PRODUCTS_QUERY, ROUTE_QUERY } from '../graphql/documents';
import { CategoryPage, type CategoryListing } from '../ui/category/category-page';
import { productImageUrl } from './media';
import { productCards } from './product-cards';
import { page, type LoaderArgs, type RouteModule } from './route-module';
import { SlugSegmentSchema } from './route-params';

/** Default listing page size (storefront.md §9); storeConfig `list_per_page` overrides. */
const DEFAULT_PAGE_SIZE = 32;

const ParamsSchema = z.object({
  slug1: SlugSegmentSchema,
  slug2: SlugSegmentSchema.optional(),
  slug3: SlugSegmentSchema.optional(),
  slug4: SlugSegmentSchema.optional(),
  slug5: SlugSegmentSchema.optional(),
});

/**
 * Deferred: the first page of the category's products, by url path, so it starts in parallel
 * with the route lookup instead of after it. `null` on failure (the listing shows an error).
 */
function loadListing({ commerce, shared }: LoaderArgs, categoryUrlPath: string): Promise<CategoryListing> {
  return commerce
    .query(CATEGORY_PRODUCTS_QUERY, {
      filter: { category_url_path: { eq: categoryUrlPath } },
      pageSize: shared.storeConfig.list_per_page ?? DEFAULT_PAGE_SIZE,
      currentPage: 1,
      sort: { position: 'ASC' },
    })
    .then((data) => ({
      totalCount: data.products?.total_count ?? 0,
      items: productCards(data.products?.items),
    }))
    .catch(() => null);
}

/**
 * `/c/{slug_1}/…/{slug_5}`. Critical: resolving the path (an unknown path is a 404 before the
 * first byte). Filters, sorting and paging come with the catalogue issue.
 */
export const categoryRoute: RouteModule = {
  id: 'category',
  paths: ['/c/:slug1/:slug2?/:slug3?/:slug4?/:slug5?'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load(args) {
    const params = ParamsSchema.safeParse(args.params);
    if (!params.success) return { kind: 'not-found' };
    const path = Object.values(params.data).filter(Boolean).join('/');
    const listing = loadListing(args, path.replace(/\.html$/, ''));
    const data = await args.commerce.query(ROUTE_QUERY, { url: path });
    const category = data.route;
    if (!category || category.__typename !== 'CategoryTree') return { kind: 'not-found' };

    const crumbs = [...(category.breadcrumbs ?? [])]
      .filter((crumb) => crumb !== null)
      .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
      .map((crumb) => ({
        name: crumb.category_name ?? '',
        href: categoryPath({ url_path: crumb.category_url_path ?? '', url_suffix: category.url_suffix ?? null }),
      }));
    return page(
      {
        title: `${category.name ?? ''} | ${args.shared.storeConfig.store_name ?? ''}`,
        description: category.description ? category.description.replace(/<[^>]*>/g, ' ').slice(0, 160).trim() : category.name ?? '',
        canonical: new URL(categoryPath({ url_path: category.url_path ?? path, url_suffix: category.url_suffix ?? null }), args.url).href,
      },
      <CategoryPage
        category={{
          name: category.name ?? '',
          crumbs,
          children: (category.children ?? []).filter((child) => child !== null).map((child) => ({
            uid: child.uid,
            name: child.name ?? '',
            url_path: child.url_path ?? '',
            url_suffix: child.url_suffix ?? null,
          })),
        }}
        listing={listing}
        imageUrl={productImageUrl}
      />,
    );
  },
};
