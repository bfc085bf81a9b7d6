import { t } from '../ui/i18n/t';
import { CheckoutIsland } from '../ui/islands/checkout';
import { page, type RouteModule } from './route-module';

/**
 * /checkout (storefront.md §2–4): the minimal layout, the `checkout` guard (which enforces
 * nothing), private (never in a shared cache: the edge HTML cache stores only `public` routes)
 * and not indexed. The step is the `step` query parameter (/checkout, /checkout?step=shipping,
 * /checkout?step=payment), read by the island in the browser, where the data deciding whether
 * the step may be shown lives; the server renders the same page for every step.
 */
export const checkoutRoute: RouteModule = {
  id: 'checkout',
  paths: ['/checkout'],
  guards: ['checkout'],
  layout: 'minimal',
  cache: 'private',
  async load({ shared }) {
    const country = shared.storeConfig.default_country;
    return page(
      { title: `${t('Checkout')} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' },
      <CheckoutIsland countryName={country?.name ?? country?.code ?? 'EE'} />,
    );
  },
};
