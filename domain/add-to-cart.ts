/**
 * The add-to-cart rules of storefront.md §5 and §4, checked in the browser before any cart
 * call: the purchase island shows the message of the first rule that fails. Messages are et-EE
 * catalogue keys (the island translates them with `params`).
 */

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export type AddToCartInput = {
  /** `__typename` of the product (e.g. 'SimpleProduct', 'ConfigurableProduct'). */
  readonly typename: string;
  /** The chosen variant of a configurable product; ignored for other types. */
  readonly selectedVariant: { readonly sku: string } | null;
  /** Stock status of what is bought: the variant's for a configurable product. */
  readonly stockStatus: StockStatus | null;
  /** `only_x_left_in_stock` of what is bought, `null` when the backend does not limit it. */
  readonly onlyXLeft: number | null;
  /** The requested quantity as typed (any number; it is validated here). */
  readonly quantity: number;
  /** Delivery time is 'müük ainult laoseisust' (see `isSoldFromStockOnly` in domain/stock.ts). */
  readonly soldFromStockOnly: boolean;
  /** Sum over the configured sources by the stock rule; `null` when unknown. */
  readonly availableQty: number | null;
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

/** Largest quantity one add may ask for; far above any stock, it only keeps the number sane. */
export const MAX_ADD_QUANTITY = 9999;

export const CONFIGURABLE_PRODUCT = 'ConfigurableProduct';

/**
 * Whether this add may go to the cart, in this order:
 * 1. the quantity is a whole number from 1 to `MAX_ADD_QUANTITY`;
 * 2. a configurable product has a variant selected (§5);
 * 3. what is bought has stock status IN_STOCK ("others need a stock status", §5; applied to
 *    the variant too, which Magento would refuse anyway);
 * 4. with 'müük ainult laoseisust', not above the available stock (§4); checked before the
 *    generic rule below because its message tells the shopper how many they can have. With
 *    unknown stock (`availableQty` null) it cannot be checked here and the cart call decides;
 * 5. the quantity is not above `only_x_left_in_stock` when that is set (§5).
 */
export function validateAddToCart(input: AddToCartInput): AddToCartResult {
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ADD_QUANTITY) {
    return { ok: false, reason: 'invalid-quantity', message: 'Please enter a valid quantity' };
  }
  if (input.typename === CONFIGURABLE_PRODUCT && !input.selectedVariant) {
    return { ok: false, reason: 'select-options', message: 'Please select product options' };
  }
  if (input.stockStatus !== 'IN_STOCK') {
    return { ok: false, reason: 'out-of-stock', message: 'This product is out of stock' };
  }
  if (input.soldFromStockOnly && input.availableQty !== null && quantity > input.availableQty) {
    const qty = Math.max(0, input.availableQty);
    if (qty === 0) return { ok: false, reason: 'out-of-stock', message: 'This product is out of stock' };
    return { ok: false, reason: 'exceeds-stock', message: 'This product is sold from stock only: at most {qty} can be ordered', params: { qty } };
  }
  if (input.onlyXLeft !== null && quantity > input.onlyXLeft) {
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

/*
 * Which variant is being bought (§3 `configurable_options`, §5 "only when a variant is
 * selected"): the options' chosen values must match one variant's attributes.
 */
export type VariantOption = { readonly code: string; readonly values: ReadonlyArray<{ readonly valueIndex: number }> };
export type VariantAttributes = { readonly sku: string; readonly attributes: Readonly<Record<string, number>> };
/** Chosen `valueIndex` per option code; a missing code is not chosen yet. */
export type OptionSelection = Readonly<Record<string, number>>;

/** The variant matching a chosen value for every option, or `null` (not all chosen, or no such variant). */
export function findVariant<V extends VariantAttributes>(variants: readonly V[], options: readonly VariantOption[], selection: OptionSelection): V | null {
  if (options.length === 0 || options.some((option) => selection[option.code] === undefined)) return null;
  return variants.find((variant) => options.every((option) => variant.attributes[option.code] === selection[option.code])) ?? null;
}

/**
 * Whether choosing `valueIndex` for option `code`, keeping the other choices, still leads to
 * some variant. The picker disables values that cannot.
 */
export function isValueAvailable(
  variants: readonly VariantAttributes[],
  options: readonly VariantOption[],
  selection: OptionSelection,
  code: string,
  valueIndex: number,
): boolean {
  return variants.some(
    (variant) =>
      variant.attributes[code] === valueIndex &&
      options.every((option) => option.code === code || selection[option.code] === undefined || variant.attributes[option.code] === selection[option.code]),
  );
}
