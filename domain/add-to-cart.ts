/**
 * The add-to-cart rules of storefront.md §5 and §4, checked in the browser before any cart
 * call: the purchase control shows the message of the first rule that fails. Messages are et-EE
 * catalogue keys (translated with `params`). Kept for the cart issue: until the cart exists the
 * product page offers no add-to-cart control (issue 6), so nothing in the browser imports this.
 * Stock comes from domain/stock.ts `productStock`, the rule that also writes the page's
 * 'In stock' and 'Only {n} left', so the page and this check can never disagree.
 */
import { isSoldFromStockOnly, type ProductStock } from './stock';

export type AddToCartInput = {
  /** `__typename` of the product (e.g. 'SimpleProduct', 'ConfigurableProduct'). */
  readonly typename: string;
  /** The chosen variant of a configurable product; ignored for other types. */
  readonly selectedVariant: { readonly sku: string } | null;
  /** `productStock` of what is bought: the variant's for a configurable product. */
  readonly stock: Pick<ProductStock, 'state' | 'maxQty' | 'deliveryTime'>;
  /** The requested quantity as typed (any number; it is validated here). */
  readonly quantity: number;
};

export type AddToCartRejection =
  | { readonly reason: 'invalid-quantity'; readonly message: 'Please enter a valid quantity' }
  | { readonly reason: 'select-options'; readonly message: 'Please select product options' }
  | { readonly reason: 'out-of-stock'; readonly message: 'This product is out of stock' }
  | { readonly reason: 'qty-not-available'; readonly message: 'The requested qty is not available' }
  | {
      readonly reason: 'exceeds-stock';
      readonly message: 'This product is sold from stock only: at most {qty} can be ordered';
      readonly params: { readonly qty: number };
    };

export type AddToCartResult = { readonly ok: true } | ({ readonly ok: false } & AddToCartRejection);

/**
 * Magento's default "maximum qty allowed in shopping cart": the largest quantity one add or one
 * line may ask for (the worker's argument schemas, worker/api/cart-methods.ts, and the browser's
 * checks read this one constant). Far above any stock, it only keeps the number sane.
 */
export const MAX_CART_QUANTITY = 10_000;

export const CONFIGURABLE_PRODUCT = 'ConfigurableProduct';

/**
 * Whether this add may go to the cart, in this order:
 * 1. the quantity is a whole number from 1 to `MAX_CART_QUANTITY`;
 * 2. a configurable product has a variant selected (§5);
 * 3. what is bought can be ordered: in stock or made to order (`stock.state`; "others need a
 *    stock status", §5, applied to the variant too, which Magento would refuse anyway);
 * 4. the quantity is not above the stock rule's `maxQty` (§5 `only_x_left_in_stock`, §4 sold
 *    from stock only). With 'müük ainult laoseisust' the message says how many may be ordered.
 */
export function validateAddToCart(input: AddToCartInput): AddToCartResult {
  const { quantity, stock } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) {
    return { ok: false, reason: 'invalid-quantity', message: 'Please enter a valid quantity' };
  }
  if (input.typename === CONFIGURABLE_PRODUCT && !input.selectedVariant) {
    return { ok: false, reason: 'select-options', message: 'Please select product options' };
  }
  if (stock.state === 'out-of-stock' || stock.maxQty === 0) {
    return { ok: false, reason: 'out-of-stock', message: 'This product is out of stock' };
  }
  if (stock.maxQty !== null && quantity > stock.maxQty) {
    if (isSoldFromStockOnly(stock.deliveryTime)) {
      return { ok: false, reason: 'exceeds-stock', message: 'This product is sold from stock only: at most {qty} can be ordered', params: { qty: stock.maxQty } };
    }
    return { ok: false, reason: 'qty-not-available', message: 'The requested qty is not available' };
  }
  return { ok: true };
}

/**
 * The quantity field's text as a number for `validateAddToCart`: '' or anything not a plain
 * decimal number gives NaN (rejected there), so '1e3' or '0x10' never pass as quantities.
 */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}
