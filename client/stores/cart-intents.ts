import { atom } from 'nanostores';
import { type AddToCartResult, validateAddToCart } from '../../domain/add-to-cart';
import { isSoldFromStockOnly } from '../../domain/stock';
import { t } from '../../ui/i18n/t';
import { pushToast } from './notifications';

/**
 * Add-to-cart requests that passed the rules of domain/add-to-cart.ts but were NOT sent to any
 * cart: the cart issue has not landed, so nothing calls `addProductsToCart` yet. The purchase
 * island records each one here; the cart issue will replace this store with the real cart
 * call (and may replay these intents). Nothing in the UI may claim they are in a cart beyond
 * the spec's toast text.
 */
export type CartIntent = {
  /** The SKU to add: the variant's for a configurable product. */
  readonly sku: string;
  /** The product's own SKU (the parent of a configurable). */
  readonly parentSku: string;
  readonly quantity: number;
};

/** Oldest first; in memory only (lost on navigation, as an unsent request would be). */
export const $cartIntents = atom<readonly CartIntent[]>([]);

/** What can be bought: the product, or its selected variant (the same fields). */
type Offer = {
  readonly sku: string;
  readonly stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  readonly onlyXLeft: number | null;
  readonly tarneaeg: string | null;
  readonly availableQty: number | null;
};

export type AddToCartRequest = {
  readonly product: Offer & { readonly typename: string };
  readonly variant: Offer | null;
  /** The quantity field as a number (NaN when it is not one). */
  readonly quantity: number;
};

/**
 * Apply the add-to-cart rules to what the shopper chose. Allowed: record the intent in
 * `$cartIntents` and show the 'Product added to cart' toast (storefront.md §8). Refused: nothing
 * changes and the result carries the rule's message for the island to show.
 */
export function requestAddToCart({ product, variant, quantity }: AddToCartRequest): AddToCartResult {
  const bought = variant ?? product;
  const result = validateAddToCart({
    typename: product.typename,
    selectedVariant: variant,
    stockStatus: bought.stockStatus,
    onlyXLeft: bought.onlyXLeft,
    quantity,
    soldFromStockOnly: isSoldFromStockOnly(bought.tarneaeg),
    availableQty: bought.availableQty,
  });
  if (result.ok) {
    $cartIntents.set([...$cartIntents.get(), { sku: bought.sku, parentSku: product.sku, quantity }]);
    pushToast(t('Product added to cart'));
  }
  return result;
}
