/**
 * Server-side island wrappers for layouts, the header, listings and the product page. Each renders the same view its
 * `client/islands/<name>.tsx` hydrates; none reads request data (pass it as props).
 */
export { AssemblyProductsIsland, type AssemblyProductsIslandProps } from './assembly-products';
export { ListingViewIsland, type ListingViewIslandProps } from './listing-view';
export { LiveSearchIsland, type LiveSearchIslandProps } from './live-search';
export { NotificationsIsland } from './notifications';
export { ProductGalleryIsland, type ProductGalleryIslandProps } from './product-gallery';
export { ProductPurchaseIsland, type ProductPurchaseIslandProps } from './product-purchase';
export { RecentlyViewedIsland, type RecentlyViewedIslandProps } from './recently-viewed';
export { ReviewFormIsland, type ReviewFormIslandProps } from './review-form';
export { ThankYouIsland } from './thank-you';
export { CheckoutIsland } from './checkout';
export { AccountAddressesIsland } from './account-addresses';
export { AccountGdprIsland } from './account-gdpr';
export { AccountPasswordIsland } from './account-password';
export { AccountPersonalDataIsland } from './account-personal-data';
export { AccountSubscriptionsIsland } from './account-subscriptions';
export { GdprRequestIsland } from './gdpr-request';
export { NewsletterFormIsland } from './newsletter-form';
export { NewsletterPopupIsland } from './newsletter-popup';
