import { t } from '../ui/i18n/t';
import { CategoriesOverviewPage } from '../ui/pages/categories-overview-page';
import { page, type RouteModule } from './route-module';
import { withNewsletterPopup } from './newsletter-popup';

/** /kategooriad.html: the category tree, straight from the shared (KV) menu: no upstream call. */
export const categoriesOverviewRoute: RouteModule = withNewsletterPopup({
  id: 'categories-overview',
  paths: ['/kategooriad.html'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load({ shared, url }) {
    return page(
      { title: `${t('All categories')} | ${shared.storeConfig.store_name ?? ''}`, canonical: new URL('/kategooriad.html', url).href },
      <CategoriesOverviewPage menu={shared.menu} />,
    );
  },
});
