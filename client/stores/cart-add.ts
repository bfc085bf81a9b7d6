/**
 * The product page's add to cart, loaded with the `$cart` store on the first press (the purchase
 * island reads the form and hands it here): the rules of storefront.md §5 (domain/add-to-cart.ts,
 * and the gift card amount of domain/gift-card-amount.ts) before any call, then the add.
 * Returns the translated message of the first rule that fails, or the store's result.
 */
import { type AddToCartInput, parseQuantity, validateAddToCart } from '../../domain/add-to-cart';
import { validateGiftCardAmount } from '../../domain/gift-card-amount';
import { t } from '../../ui/i18n/t';
import { addProductToCart, type CartResult } from './cart';

export type AddToCartForm = {
  readonly product: {
    readonly typename: string;
    readonly sku: string;
    readonly name: string;
    /** `null` unless a gift card; then whether it is the virtual E-gift card. */
    readonly giftCardVirtual: boolean | null;
    /** The category path, outermost first, for add_to_cart's item_category…. */
    readonly categories?: readonly string[];
  };
  /** The chosen variant of a configurable product, with the option value uids that chose it. */
  readonly variant: { readonly sku: string; readonly optionUids: readonly string[] } | null;
  /** `productStock` of what is bought (the variant's for a configurable product). */
  readonly stock: AddToCartInput['stock'];
  /** The fields as typed. */
  readonly quantity: string;
  readonly amount: string;
};

/** The purchase island's product and variant, as its props carry them (ui/islands/product-purchase-view.tsx). */
type PurchaseProduct = AddToCartForm['product'] & {
  readonly options: readonly { readonly code: string; readonly values: readonly { readonly valueIndex: number; readonly uid: string }[] }[];
};
type PurchaseVariant = { readonly sku: string; readonly attributes: Readonly<Record<string, number>> };

const fieldValue = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
};

/**
 * The purchase island's add: reads the form's fields (`quantity`, `amount`: ui/islands/product-
 * purchase-view.tsx ADD_TO_CART_FIELDS) and sends the chosen variant with the option value uids
 * that chose it. Here rather than in the island so the page loads none of it before a press.
 */
export function submitPurchaseForm(form: HTMLFormElement, product: PurchaseProduct, variant: PurchaseVariant | null, stock: AddToCartInput['stock']): Promise<CartResult> {
  const optionUids = variant ? product.options.flatMap((option) => option.values.find((value) => value.valueIndex === variant.attributes[option.code])?.uid ?? []) : [];
  return submitAddToCart({
    product,
    variant: variant ? { sku: variant.sku, optionUids } : null,
    stock,
    quantity: fieldValue(form, 'quantity'),
    amount: fieldValue(form, 'amount'),
  });
}

export function submitAddToCart({ product, variant, stock, quantity: quantityText, amount: amountText }: AddToCartForm): Promise<CartResult> {
  const quantity = parseQuantity(quantityText);
  const rule = validateAddToCart({ typename: product.typename, selectedVariant: variant, stock, quantity });
  if (!rule.ok) return Promise.resolve({ ok: false, message: t(rule.message, 'params' in rule ? rule.params : undefined) });
  let giftCard = null;
  if (product.giftCardVirtual !== null) {
    const amount = validateGiftCardAmount(amountText);
    if (!amount.ok) return Promise.resolve({ ok: false, message: t(amount.message, 'params' in amount ? amount.params : undefined) });
    giftCard = { amount: amount.amount, virtual: product.giftCardVirtual };
  }
  const categories = product.categories ?? [];
  return addProductToCart({ typename: product.typename, sku: product.sku, name: product.name, variant, giftCard, categories }, quantity).then((result) => {
    if (result.ok) followWishlistQuery(product.sku);
    return result;
  });
}

/**
 * storefront.md §3: `wishlist` in the product page's query (the wish list sidebar's link for an
 * item it cannot add by itself) makes a successful add to cart take the item out of the wish list
 * (client/stores/wishlist.ts followUpCartAdd; its chunk loads only then).
 */
function followWishlistQuery(sku: string): void {
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  if (query.has('wishlist')) void import('./wishlist').then((module) => module.followUpCartAdd(sku, query.get('wishlist') || null));
}
