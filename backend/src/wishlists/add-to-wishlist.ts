// Mutation.addProductsToWishlist (Magento 2.4.7 WishlistGraphQl AddProductsToWishlist with
// Model\Wishlist\AddProductsToWishlist): each item passes or becomes a user error, the list comes
// back either way. Per item, in Magento's order:
//   - the product by `parent_sku` when given, else `sku`: missing → 'Could not find a product
//     with SKU "…"' (PRODUCT_NOT_FOUND);
//   - (int) quantity 0 → 'The quantity of a wish list item cannot be 0' (UNDEFINED); ours: a
//     negative quantity gets the same answer, more than 10000 'The quantity of a wish list item
//     cannot be more than 10000';
//   - a configurable product is listed as itself with the chosen variant: `sku` a variant's SKU
//     (with or without `parent_sku`), or `selected_options`; without a choice the item has no
//     variant yet (configured_variant null), as Magento's wish list allows;
//   - the same product with the same choice again adds to the item's quantity
//     (Wishlist::_addCatalogProduct). The storefront never sends an item it already holds
//     (customer.md §4: adding an item already present does nothing on the client).
import { chosenVariant } from '../commerce/cart/add-products-to-cart';
import { productsBySku } from '../commerce/cart/cart-store';
import type { ProductRow } from '../commerce/catalogue-rows';
import type { CommerceContext } from '../commerce/context';
import { inputError } from '../commerce/errors';
import { ownWishlist, wishlistCustomer } from './wishlist-access';
import { wishlistShape } from './wishlist-shape';
import { addWishlistItems, MAX_WISHLIST_QTY, wishlistById, type WishlistAddition } from './wishlist-store';
import type { MutationResolver } from '../commerce/resolver-types';

export type WishlistItemInput = {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
};
type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string };

/** Most items one call may add (not a Magento limit: bounds the work of one request). */
const MAX_ITEMS = 100;
const MAX_OPTIONS = 20;
const MAX_TEXT = 255;

const notFound = (sku: string): UserError => ({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku.slice(0, 64)}"` });

async function planItem(context: CommerceContext, input: WishlistItemInput, catalogue: Map<string, ProductRow>): Promise<WishlistAddition | UserError> {
  const listedSku = input.parent_sku || input.sku;
  const found = catalogue.get(listedSku);
  if (!found) return notFound(listedSku);
  if (Math.trunc(input.quantity) === 0 || input.quantity < 0) return { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' };
  if (input.quantity > MAX_WISHLIST_QTY) return { code: 'UNDEFINED', message: `The quantity of a wish list item cannot be more than ${MAX_WISHLIST_QTY}` };
  const options = (input.selected_options ?? []).slice(0, MAX_OPTIONS);
  const entered = (input.entered_options ?? []).slice(0, MAX_OPTIONS).map(({ uid, value }) => ({ uid: String(uid).slice(0, MAX_TEXT), value: String(value).slice(0, MAX_TEXT) }));
  let product = found;
  let variant: ProductRow | null = null;
  if (found.parent_id !== null) {
    // A variant's own SKU: listed as its configurable product with that variant chosen.
    const parent = await context.product(found.parent_id);
    if (!parent) return notFound(listedSku);
    product = parent;
    variant = found;
  } else if (found.type_id === 'configurable') {
    if (input.parent_sku && input.sku !== input.parent_sku) {
      const child = catalogue.get(input.sku);
      if (!child || child.parent_id !== found.id) return notFound(input.sku);
      variant = child;
    } else if (options.length) {
      const chosen = await chosenVariant(context, found, options);
      if ('code' in chosen) return { code: 'UNDEFINED', message: chosen.message };
      variant = chosen;
    }
  }
  return {
    sku: product.sku,
    variantSku: variant?.sku ?? '',
    quantity: input.quantity,
    selectedOptions: JSON.stringify(variant ? options : []),
    enteredOptions: JSON.stringify(product.type_id === 'giftcard' ? entered : []),
    description: null,
  };
}

export const addProductsToWishlist: MutationResolver<'addProductsToWishlist'> = async (_s, args, context) => {
  const customer = wishlistCustomer(context);
  const wishlist = await ownWishlist(context, customer, args.wishlistId);
  if (args.wishlistItems.length > MAX_ITEMS) throw inputError(`No more than ${MAX_ITEMS} wish list items can be added in one request.`);
  const catalogue = await productsBySku(context.db, args.wishlistItems.flatMap((i) => [i.sku, i.parent_sku ?? i.sku].map((sku) => String(sku).slice(0, 64))));
  const additions: WishlistAddition[] = [];
  const userErrors: UserError[] = [];
  for (const item of args.wishlistItems) {
    const plan = await planItem(context, item, catalogue);
    if ('code' in plan) userErrors.push(plan);
    else additions.push(plan);
  }
  await addWishlistItems(context.db, wishlist.id, additions);
  return { wishlist: wishlistShape((await wishlistById(context.db, wishlist.id))!), user_errors: userErrors };
};
