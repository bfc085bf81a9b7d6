import { cmsPageTag } from '../domain/cms-content';
import { cutAtWord, DESCRIPTION_MAX, TITLE_MAX } from '../domain/seo-text';
import { CacheShort } from '../graphql/client';
import { CATEGORY_PRODUCTS_QUERY } from '../graphql/documents';
import { HomePage } from '../ui/home/home-page';
import { t } from '../ui/i18n/t';
import { contentSections, hasProductWidget } from './content-sections';
import { productCards } from './product-cards';
import { page, type LoaderArgs, type RouteModule } from './route-module';
import { withNewsletterPopup } from './newsletter-popup';

/** Number of products in the home page's popular products strip. */
const FEATURED_COUNT = 8;
/** The CMS page of `/` and `/Home` (domain/cms-content.ts `contentPageIdentifier`). */
const HOME_PAGE = 'home';

/** Deferred: popular products; `null` on failure (the strip is skipped, the page degraded). */
function loadFeatured({ commerce, markDegraded }: LoaderArgs) {
  return commerce
    .query(CATEGORY_PRODUCTS_QUERY, { pageSize: FEATURED_COUNT, currentPage: 1, filter: {}, sort: { position: 'ASC' } }, { cache: CacheShort })
    .then((data) => productCards(data.products?.items))
    .catch(() => {
      markDegraded();
      return null;
    });
}

export const homeRoute: RouteModule = withNewsletterPopup({
  id: 'home',
  paths: ['/', '/Home'],
  guards: [],
  layout: 'default',
  cache: 'public',
  /**
   * The CMS page `home` (KV; awaited: it is the page's content, and a warm KV answers at once):
   * its sections in the editor's order, then the category tiles. The generic popular products
   * strip is shown only when the editor placed no product widget: a shopper expects the home page
   * to show products, but the editor's curated shelves are the ones to show, and a second, generic
   * shelf would repeat their products and push the rest of the page down. Without a `home` page
   * in the CMS the home page still works (categories and popular products).
   */
  async load(args) {
    const stored = await args.cmsPage(HOME_PAGE);
    const sections = stored.found ? await contentSections(args, stored.page) : [];
    const featured = hasProductWidget(sections) ? null : loadFeatured(args);
    const { storeConfig } = args.shared;
    const seo = stored.found ? stored.page.seo : null;
    return page(
      {
        // The editor's SEO texts cut at a word as on content pages (routes/content-page.tsx).
        title: cutAtWord(seo?.metaTitle ?? '', TITLE_MAX + 10) || (storeConfig.default_title ?? storeConfig.store_name ?? ''),
        description: cutAtWord(seo?.metaDescription ?? '', DESCRIPTION_MAX) || t('Furniture and home furnishings with delivery all over Estonia'),
        canonical: new URL('/', args.url).href,
      },
      <HomePage storeName={storeConfig.store_name ?? ''} menu={args.shared.menu} sections={sections} featured={featured} />,
    );
  },
  contentTags: () => [cmsPageTag(HOME_PAGE)],
});
