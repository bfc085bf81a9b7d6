import { CacheShort } from '../graphql/client';
import { CATEGORY_PRODUCTS_QUERY } from '../graphql/documents';
import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { ProductCardGrid } from '../ui/product/product-card-grid';
import { productCards } from './product-cards';
import { page, type RouteModule } from './route-module';
import { simpleRoute } from './simple-route';

/** How many catalogue products the developer page shows (a few rows at every breakpoint). */
const DEVELOPER_CARD_COUNT = 12;

/**
 * `/dev/` (and `/dev/product-card`): the developer's product-card page. Real cards from the
 * catalogue (the first products in position order, the same query and card the home page's
 * strip uses), to check the card against real data at every width. Development only: the
 * worker answers 404 in production (worker/app.tsx, the same rule as `/__dev`); noindex, and
 * never in a sitemap (those list categories and products only). A backend failure shows the
 * maintenance page, as for any page whose critical data fails.
 */
export const developerCardRoute: RouteModule = {
  id: 'dev-product-card',
  paths: ['/dev', '/dev/', '/dev/product-card'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load({ commerce, shared }) {
    const data = await commerce.query(CATEGORY_PRODUCTS_QUERY, { pageSize: DEVELOPER_CARD_COUNT, currentPage: 1, filter: {}, sort: { position: 'ASC' } }, { cache: CacheShort });
    const title = t('Product card');
    return page(
      { title: `${title} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' },
      <SimplePage title={title}>
        <section aria-labelledby="dev-cards">
          <h2 id="dev-cards">{t('Products')}</h2>
          <ProductCardGrid products={productCards(data.products?.items)} listName="Developer product cards" />
        </section>
      </SimplePage>,
    );
  },
};

/** /Page and /test: purpose not shown in the spec. */
export const pageRoute = simpleRoute({ id: 'page', paths: ['/Page'], title: 'Page', noindex: true });
export const testRoute = simpleRoute({ id: 'test', paths: ['/test'], title: 'Test page', noindex: true });
