import { campaignsRoute } from './campaigns';
import { cartRestorationRoute } from './cart-restoration';
import { categoriesOverviewRoute } from './categories-overview';
import { categoryRoute } from './category';
import { checkoutRoute } from './checkout';
import { confirmAccountRoute } from './confirm-account';
import { contactsRoute } from './contacts';
import { contentPageRoute } from './content-page';
import { developerCardRoute, pageRoute, testRoute } from './developer';
import { gdprRoute } from './gdpr';
import { homeRoute } from './home';
import { gdprAcceptanceRoute } from './account-gdpr';
import { orderHistoryRoute, orderRoute } from './account-orders';
import { passwordChangeRoute } from './account-password-change';
import { personalDataRoute } from './account-personal-data';
import { shippingDetailsRoute } from './account-shipping-details';
import { subscriptionsRoute } from './account-subscriptions';
import { myAccountRoute, myAccountUnknownRoute } from './my-account';
import { newsletterConfirmRoute } from './newsletter-confirm';
import { paymentFailRoute } from './payment-fail';
import { productRoute } from './product';
import { resetPasswordRoute } from './reset-password';
import type { RouteModule } from './route-module';
import { searchRoute } from './search';
import { thankYouRoute } from './thank-you';

/**
 * Every page route of storefront.md §2 and customer.md §2, in match order (specific paths
 * before patterns). Each module states its guards, layout, cache policy and loader.
 */
export const ROUTES: readonly RouteModule[] = [
  homeRoute,
  categoriesOverviewRoute,
  contactsRoute,
  campaignsRoute,
  categoryRoute,
  productRoute,
  searchRoute,
  cartRestorationRoute,
  checkoutRoute,
  thankYouRoute,
  paymentFailRoute,
  resetPasswordRoute,
  confirmAccountRoute,
  newsletterConfirmRoute,
  gdprRoute,
  contentPageRoute,
  myAccountRoute,
  personalDataRoute,
  shippingDetailsRoute,
  passwordChangeRoute,
  orderHistoryRoute,
  orderRoute,
  subscriptionsRoute,
  gdprAcceptanceRoute,
  myAccountUnknownRoute,
  developerCardRoute,
  pageRoute,
  testRoute,
];
