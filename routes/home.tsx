import { CATEGORY_PRODUCTS_QUERY, CMS_BLOCKS_QUERY } from '../graphql/documents';
import { HomePage, type HomeHero } from '../ui/home/home-page';
import { t } from '../ui/i18n/t';
import { productCards } from './product-cards';
import { page, type LoaderArgs, type RouteModule } from './route-module';
import { sanitizeHtml } from './sanitize-html';
import { withNewsletterPopup } from './newsletter-popup';

/** Number of products in the home page's popular products strip. */
const FEATURED_COUNT = 8;

/**
 * Deferred: the hero CMS block. Resolves to `null` when the block is missing or the backend
 * fails (then the page is marked degraded), so the section is skipped and the stream never breaks.
 */
function loadHero({ commerce, markDegraded }: LoaderArgs): Promise<HomeHero> {
  return commerce
    .query(CMS_BLOCKS_QUERY, { identifiers: ['home-hero'] })
    .then(async (data) => {
      const block = data.cmsBlocks?.items?.find((item) => item?.identifier === 'home-hero');
      return block?.content ? { html: await sanitizeHtml(block.content) } : null;
    })
    .catch(() => {
      markDegraded();
      return null;
    });
}

/** Deferred: popular products; `null` on failure (the strip is skipped, the page degraded). */
function loadFeatured({ commerce, markDegraded }: LoaderArgs) {
  return commerce
    .query(CATEGORY_PRODUCTS_QUERY, { pageSize: FEATURED_COUNT, currentPage: 1, filter: {}, sort: { position: 'ASC' } })
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
  /** No critical data beyond the shell (storeConfig + menu from KV): everything else streams. */
  async load(args) {
    const hero = loadHero(args);
    const featured = loadFeatured(args);
    const { storeConfig } = args.shared;
    return page(
      {
        title: storeConfig.default_title ?? storeConfig.store_name ?? '',
        description: t('Furniture and home furnishings with delivery all over Estonia'),
        canonical: new URL('/', args.url).href,
      },
      <HomePage
        storeName={storeConfig.store_name ?? ''}
        menu={args.shared.menu}
        hero={hero}
        featured={featured}
      />,
    );
  },
});
