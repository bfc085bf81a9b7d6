/**
 * Server-side island wrappers for layouts and the header. Each renders the same view its
 * `client/islands/<name>.tsx` hydrates; none reads request data (pass it as props).
 */
export { AccountButtonIsland } from './account-button';
export { CartButtonIsland } from './cart-button';
export { MobileMenuButtonIsland } from './mobile-menu-button';
export { NewsletterModalIsland } from './newsletter-modal';
export { NotificationsIsland } from './notifications';
export { SidebarsIsland, type SidebarsIslandProps } from './sidebars';
export { WishlistButtonIsland } from './wishlist-button';
