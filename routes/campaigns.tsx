import { t } from '../ui/i18n/t';
import { CategoryPage } from '../ui/category/category-page';
import { canonicalListingUrl } from './category';
import { loadListing } from './listing';
import { page, type RouteModule } from './route-module';
import { withNewsletterPopup } from './newsletter-popup';

/** /c/kampaaniad.html: the listing of storeConfig `campaign_category_id`. */
export const campaignsRoute: RouteModule = withNewsletterPopup({
  id: 'campaigns',
  paths: ['/c/kampaaniad.html'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load(args) {
    const campaignId = args.shared.storeConfig.campaign_category_id;
    if (campaignId === null) return { kind: 'not-found' };
    const outcome = await loadListing(args, {
      scope: { category_id: { eq: String(campaignId) } },
      defaultSort: { field: 'position', direction: 'ASC' },
    });
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.location, status: 302 };
    const title = t('Campaigns');
    return page(
      { title: `${title} | ${args.shared.storeConfig.store_name}`, canonical: canonicalListingUrl(args.url, '/c/kampaaniad.html', outcome.query.page) },
      <CategoryPage origin={args.url.origin} category={{ name: title, descriptionHtml: null, crumbs: [], children: [] }} listing={outcome.listing} links={outcome.links} />,
    );
  },
});
