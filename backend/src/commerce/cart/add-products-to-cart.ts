// Mutation.addProductsToCart, as Magento 2.4.7 (Magento\Quote\Model\Cart\AddProductsToCart):
// each requested line is checked on its own; what passes is added, what fails becomes a
// `user_errors` entry {code, message} with Magento's message and code, and the cart comes back
// either way (partial success). Only a missing or unknown cart fails the whole call.
//   1. resolver: arguments and context, the cart (cart-access.ts),
//   2. validation: each line against the catalogue and the stock rule (planLine below),
//   3. D1 write: one batch for every line that passed (cart-store.ts addCartItems),
//   4. shape: cart-shape.ts.
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { giftCardAmount, type EnteredOption } from '../gift-cards/gift-card-amount';
import { cartForUser, checkLineCount, missing } from './cart-access';
import { cartShape, orderable } from './cart-shape';
import { addCartItems, cartItems, productsBySku, type CartItemAddition } from './cart-store';
import type { MutationResolver } from '../resolver-types';

/** Magento's default maximum quantity of one product in a cart (cataloginventory max_sale_qty). */
export const MAX_SALE_QTY = 10000;

export type CartItemInput = {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: EnteredOption[] | null;
};
export type UserError = { code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED'; message: string };

// Magento's messages, with the codes its AddProductsToCart maps them to.
const notFound = (sku: string): UserError => ({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` });
const QTY_NOT_POSITIVE: UserError = { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' };
const NOT_AVAILABLE: UserError = { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' };
const CHOOSE_OPTIONS: UserError = { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
const OPTIONS_NOT_AVAILABLE: UserError = { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' };
export const DECIMAL_QTY = 'You cannot use decimal quantity for this product.';
/**
 * 2.4.7's text for more than max_sale_qty (InventorySales IsCorrectQtyCondition, CatalogInventory
 * StockStateProvider). AddProductsToCartError still maps the older 'The most you may purchase
 * is', so this text gets code UNDEFINED.
 */
export const MAX_QTY_EXCEEDED = 'The requested qty exceeds the maximum qty allowed in shopping cart';
/** @deprecated the pre-2.4 text; Magento 2.4.7 answers MAX_QTY_EXCEEDED. Kept for importers. */
export const MOST_YOU_MAY_PURCHASE = MAX_QTY_EXCEEDED;
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

/** The text inside a base64 string, '' when it is not base64. */
function decodeBase64(text: string): string {
  try {
    return atob(text);
  } catch {
    return '';
  }
}

/** {attribute id → option id} of ConfigurableProductOptionsValues uids (base64 'configurable/{attribute}/{option}'). */
function decodeOptionUids(uids: readonly string[]): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const uid of uids) {
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(decodeBase64(uid));
    if (match) chosen.set(Number(match[1]), Number(match[2]));
  }
  return chosen;
}

/** The variant of `parent` the selected options name, or the user error Magento answers. */
export async function chosenVariant(context: CommerceContext, parent: ProductRow, uids: readonly string[]): Promise<ProductRow | UserError> {
  const [codes, variants, { byCode }] = await Promise.all([context.configurableAttributes(parent.id), context.variants(parent.id), context.attributes()]);
  const chosen = decodeOptionUids(uids);
  const wanted = codes.map((code) => ({ column: `${code}_id` as 'color_id' | 'material_id' | 'size_id', option: chosen.get(byCode.get(code)?.id ?? -1) }));
  if (!wanted.length || wanted.some((w) => w.option === undefined)) return CHOOSE_OPTIONS;
  return variants.find((v) => wanted.every((w) => v[w.column] === w.option)) ?? OPTIONS_NOT_AVAILABLE;
}

/**
 * Magento's text for a quantity a line may not hold (the sum of what the cart has and what is
 * added), null when it may. Checked in MSI's order: the maximum per cart, whole units (no
 * product here sells fractions), then what is left to sell (`maxQty`, null = unlimited).
 */
export function quantityProblem(quantity: number, maxQty: number | null): string | null {
  if (quantity > MAX_SALE_QTY) return MAX_QTY_EXCEEDED;
  if (!Number.isInteger(quantity)) return DECIMAL_QTY;
  if (maxQty !== null && quantity > maxQty) return QTY_NOT_AVAILABLE;
  return null;
}

type Plan = { addition: CartItemAddition; product: ProductRow } | UserError;

/**
 * What one requested line adds, or why it cannot. A variant's SKU (with or without its
 * `parent_sku`) is stored as a line of its configurable product, as the storefront shows it.
 */
async function planLine(context: CommerceContext, input: CartItemInput, catalogue: Map<string, ProductRow>, held: (sku: string) => number): Promise<Plan> {
  if (!(input.quantity > 0)) return QTY_NOT_POSITIVE;
  const product = catalogue.get(input.sku);
  if (!product) return notFound(input.sku);
  const options = input.selected_options ?? [];
  let bought = product;
  let parent: ProductRow | null = null;
  if (product.parent_id !== null) {
    parent = (await context.product(product.parent_id)) ?? null;
    if (!parent || (input.parent_sku && input.parent_sku !== parent.sku)) return notFound(input.parent_sku ?? input.sku);
  } else if (product.type_id === 'configurable') {
    const variant = await chosenVariant(context, product, options);
    if ('code' in variant) return variant;
    parent = product;
    bought = variant;
  } else if (product.type_id === 'giftcard') {
    // Its amount, chosen by the shopper, is its price; it has no stock (a card is issued per order).
    const amount = giftCardAmount(input.entered_options);
    if ('message' in amount) return { code: 'UNDEFINED', message: amount.message };
    if (!Number.isInteger(input.quantity)) return { code: 'UNDEFINED', message: DECIMAL_QTY };
    if (held(product.sku) + input.quantity > MAX_SALE_QTY) return { code: 'INSUFFICIENT_STOCK', message: MOST_YOU_MAY_PURCHASE };
    return { product, addition: { sku: product.sku, parentSku: null, quantity: input.quantity, selectedOptions: [], giftCardAmount: amount.cents } };
  }
  const stock = await orderable(context, bought);
  if (!stock.salable) return NOT_AVAILABLE;
  const problem = quantityProblem(held(bought.sku) + input.quantity, stock.maxQty);
  if (problem) return { code: problem === QTY_NOT_AVAILABLE ? 'INSUFFICIENT_STOCK' : 'UNDEFINED', message: problem };
  return { product: bought, addition: { sku: bought.sku, parentSku: parent?.sku ?? null, quantity: input.quantity, selectedOptions: parent ? options : [] } };
}

export const addProductsToCart: MutationResolver<'addProductsToCart'> = async (_s, args, context) => {
  if (!args.cartId) throw missing('cartId');
  if (!args.cartItems?.length) throw missing('cartItems');
  // Awaited here: a promise returned already rejected is reported as unhandled by workerd before the caller adopts it.
  return await addLines(context, args.cartId, args.cartItems);
};

/**
 * Adds what passes of `lines` to the cart the masked id names (throws Magento's cart errors) and
 * returns the priced cart with a user error per line that did not; with `allOrNothing`, throws
 * the first line's message (graphql-input) and adds nothing.
 */
export async function addLines(context: CommerceContext, cartId: string, lines: readonly CartItemInput[], { allOrNothing = false } = {}) {
  checkLineCount(lines);
  const cart = await cartForUser(context, cartId);
  const [existing, catalogue] = await Promise.all([cartItems(context.db, cart.id), productsBySku(context.db, lines.map((i) => i.sku))]);
  // What the cart will hold of each SKU, so a SKU requested twice is checked against the sum.
  const holding = new Map<string, number>();
  for (const row of existing) holding.set(row.sku, (holding.get(row.sku) ?? 0) + row.quantity);
  const additions: CartItemAddition[] = [];
  const userErrors: UserError[] = [];
  const failed: Array<{ error: UserError; sku: string }> = [];
  for (const input of lines) {
    const plan = await planLine(context, input, catalogue, (sku) => holding.get(sku) ?? 0);
    if ('code' in plan) {
      userErrors.push(plan);
      failed.push({ error: plan, sku: input.sku });
      continue;
    }
    holding.set(plan.addition.sku, (holding.get(plan.addition.sku) ?? 0) + plan.addition.quantity);
    additions.push(plan.addition);
  }
  // addVirtualProductsToCart (Magento's AddSimpleProductToCart): the first line that fails fails
  // the call, nothing added; an unknown SKU as not found, anything else wrapped with the SKU.
  if (allOrNothing && failed[0]) {
    const { error, sku } = failed[0];
    if (error.code === 'PRODUCT_NOT_FOUND') throw noSuchEntity(error.message);
    throw inputError(`Could not add the product with SKU ${sku} to the shopping cart: ${error.message}`);
  }
  await addCartItems(context.db, cart.id, additions);
  return { cart: await cartShape(context, cart), user_errors: userErrors };
}
