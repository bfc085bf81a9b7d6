import { t } from '../i18n/t';
import { Icon } from '../islands/header-icons';
import { WISHLIST_TOGGLE_ATTRIBUTE } from '../header/wishlist-markers';

/** An outlined heart; `.wishlist-heart[data-pressed] path` fills it (ui/styles/wishlist.css). */
export const HeartIcon = () => (
  <Icon>
    <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
  </Icon>
);

/**
 * The wish list toggle of a product (customer.md §4: adds, or removes a product already in the
 * list). The same HTML for every shopper (pages are edge-cached): disabled until the boot glue
 * (client/wishlist-button.ts) enables it; the pressed state and its label follow the shopper's
 * list once it is loaded (signed in only). A guest's press opens the sign-in sidebar.
 */
export function WishlistHeart({ sku, typename, name, className, categories }: { sku: string; typename: string; name: string; className?: string; categories?: readonly string[] }) {
  // `data-categories`: the category path the page knows (the product page's breadcrumbs), for add_to_wishlist.
  const marker = { [WISHLIST_TOGGLE_ATTRIBUTE]: sku, 'data-typename': typename, 'data-name': name, ...(categories?.length ? { 'data-categories': JSON.stringify(categories) } : {}) };
  return (
    <button type="button" className={className ? `wishlist-heart ${className}` : 'wishlist-heart'} aria-label={t('Add {product} to wishlist', { product: name })} disabled {...marker}>
      <HeartIcon />
    </button>
  );
}
