import { IMAGE_SIZES } from '../../domain/image-url';
import { t } from '../i18n/t';
import { Image } from '../media/image';
import { formatMoney } from '../../domain/money';
import { CloseIcon, Icon } from './header-icons';

type Money = { readonly value: number | null; readonly currency: string | null };
const money = (value: Money) => formatMoney({ value: value.value ?? 0, currency: value.currency ?? 'EUR' });

/** A wish list item as the sidebar reads it (client/stores/wishlist-schema.ts `WishlistItem`, structurally). */
export type WishlistItemView = {
  readonly id: string;
  readonly typename: string;
  readonly path: string;
  readonly product: {
    readonly name: string;
    readonly sku: string;
    readonly stock_status?: string | null;
    readonly small_image?: { readonly url?: string | null } | null;
    readonly price_range: { readonly minimum_price: { readonly regular_price: Money; readonly final_price: Money } };
  };
  readonly options: readonly { readonly label: string; readonly value: string }[];
  readonly variant: { readonly image: string | null; readonly price: { readonly regular_price: Money; readonly final_price: Money } } | null;
};

export type WishlistSidebarViewProps = {
  readonly items: readonly WishlistItemView[] | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly busy: Readonly<Record<string, 'cart' | 'remove' | undefined>>;
  readonly view: 'grid' | 'list';
  readonly onView: (view: 'grid' | 'list') => void;
  readonly onAddToCart: (id: string) => void;
  readonly onRemove: (id: string) => void;
};

/** Id of the item list (the view toggle's `aria-controls`). */
export const WISHLIST_ITEMS_ID = 'wishlist-items';

/**
 * Whether the sidebar can add `item` to the cart by itself (addWishlistItemsToCart): not a
 * configurable without its chosen variant, a gift card (its amount is chosen on its page) or a
 * bundle or grouped product (their parts are): those link to the product page in the `wishlist`
 * query mode instead, where an add to cart takes the item out of the list (storefront.md §3).
 */
export function addsFromSidebar(item: Pick<WishlistItemView, 'typename' | 'variant'>): boolean {
  if (item.typename === 'ConfigurableProduct') return item.variant !== null;
  return item.typename === 'SimpleProduct' || item.typename === 'VirtualProduct' || item.typename === 'DownloadableProduct';
}

/**
 * Grid / list buttons (storefront.md §4: the wish list's own toggle), as the listings' toggle
 * (ui/listing/listing-view-toggle.tsx) looks; not that component itself: sharing it would split
 * it into a chunk of its own that every category page then loads at start.
 */
function ViewToggle({ view, onView }: Pick<WishlistSidebarViewProps, 'view' | 'onView'>) {
  return (
    <div className="listing-view" role="group" aria-label={t('View as')}>
      <button type="button" className="listing-view__button" aria-pressed={view === 'grid'} aria-controls={WISHLIST_ITEMS_ID} onClick={() => onView('grid')}>
        <Icon>
          <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
        </Icon>
        <span className="visually-hidden">{t('Grid')}</span>
      </button>
      <button type="button" className="listing-view__button" aria-pressed={view === 'list'} aria-controls={WISHLIST_ITEMS_ID} onClick={() => onView('list')}>
        <Icon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
        <span className="visually-hidden">{t('List')}</span>
      </button>
    </div>
  );
}

function WishlistItemRow({ item, busy, onAddToCart, onRemove }: { item: WishlistItemView; busy: 'cart' | 'remove' | undefined } & Pick<WishlistSidebarViewProps, 'onAddToCart' | 'onRemove'>) {
  const { product } = item;
  const { regular_price: regular, final_price: final } = item.variant?.price ?? product.price_range.minimum_price;
  const image = item.variant?.image ?? product.small_image?.url ?? null;
  const outOfStock = product.stock_status === 'OUT_OF_STOCK';
  const discounted = (final.value ?? 0) < (regular.value ?? 0);
  return (
    <li className="wishlist-item" aria-busy={busy ? true : undefined}>
      <a href={item.path} className="wishlist-item__image" tabIndex={-1} aria-hidden="true">
        <Image url={image} alt="" width={IMAGE_SIZES.cart.width} height={IMAGE_SIZES.cart.height} />
      </a>
      <div className="wishlist-item__main">
        <a href={item.path} className="wishlist-item__name">
          {product.name}
        </a>
        {item.options.length > 0 ? <p className="cart-line__variant">{item.options.map((option) => `${option.label}: ${option.value}`).join(', ')}</p> : null}
        <p className="wishlist-item__price">
          <span className={discounted ? 'price price--special' : 'price'}>{money(final)}</span>
          {discounted ? (
            <s className="price price--regular">
              <span className="visually-hidden">{t('Regular price')} </span>
              {money(regular)}
            </s>
          ) : null}
        </p>
        {outOfStock ? <p className="cart-line__variant">{t('Out of stock')}</p> : null}
        <div className="wishlist-item__actions">
          {outOfStock ? null : addsFromSidebar(item) ? (
            <button type="button" className="button button--primary wishlist-item__cart" disabled={busy !== undefined} onClick={() => onAddToCart(item.id)}>
              {t('Add to cart')}
              <span className="visually-hidden"> {product.name}</span>
            </button>
          ) : (
            <a className="button button--primary wishlist-item__cart" href={`${item.path}?wishlist=${encodeURIComponent(item.id)}`}>
              {t('Choose options')}
              <span className="visually-hidden"> {product.name}</span>
            </a>
          )}
          <button
            type="button"
            className="cart-line__remove"
            aria-label={t('Remove {product} from wishlist', { product: product.name })}
            disabled={busy !== undefined}
            onClick={() => onRemove(item.id)}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The wish list sidebar's content (storefront.md §2, §4: grid or list view): each item with its
 * image, name (a link to its page), price, chosen variant, 'Add to cart' (or 'Choose options'
 * on its page) and remove; an empty state that says how to fill the list.
 */
export function WishlistSidebarView({ items, status, busy, view, onView, onAddToCart, onRemove }: WishlistSidebarViewProps) {
  if (items === null || (items.length === 0 && status !== 'ready')) {
    if (status === 'error') return <p className="cart-sidebar__message" role="alert">{t('Internal server error: try again')}</p>;
    if (status !== 'ready') return <p className="cart-sidebar__message">{t('Loading wishlist…')}</p>;
  }
  if (!items || items.length === 0) {
    return (
      <div className="wishlist-empty">
        <p className="wishlist-empty__title">{t('Your wishlist is empty')}</p>
        <p className="cart-sidebar__message">{t('Keep products here with the heart on a product page or in a listing.')}</p>
      </div>
    );
  }
  return (
    <>
      <div className="wishlist-sidebar__toolbar">
        <ViewToggle view={view} onView={onView} />
      </div>
      <ul id={WISHLIST_ITEMS_ID} className="wishlist-items" data-view={view}>
        {items.map((item) => (
          <WishlistItemRow key={item.id} item={item} busy={busy[item.id]} onAddToCart={onAddToCart} onRemove={onRemove} />
        ))}
      </ul>
    </>
  );
}
