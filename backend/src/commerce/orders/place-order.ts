// Mutation.placeOrder as Magento 2.4.7 answers it (Magento\QuoteGraphQl\Model\Resolver\PlaceOrder
// with its ErrorMapper): a failure is data, `errors[]{message, code}` beside `orderV2: null`.
//   1. the cart (unknown → CART_NOT_FOUND, ordered → CART_NOT_ACTIVE); an open order of the
//      cart is answered again (a replay never places a second order),
//   2. the priced cart (cart-shape.ts: the backend is the only source of prices) and its
//      checkout: e-mail, addresses, shipping and payment methods, stock, what gift cards pay,
//   3. one D1 batch (order-store.ts insertOrder) guarded in SQL: when another order took the
//      stock, a gift card's balance or a coupon's last use first, the batch fails as a whole and
//      the cart stays active; lost stock is planned again from fresh data (twice at most: another
//      store may still hold it), a lost coupon use or card balance is refused (the price changed),
//   4. redirect methods get a payment session on the provider's page (payments/).
import { productStock, type StockSource } from '../../../../domain/stock';
import { inJson } from '../../db/batch-loader';
import { createPaymentSession, pendingPaymentSession } from '../../payments/payment-sessions';
import { MASKED_ID, missing } from '../cart/cart-access';
import { toCents } from '../cart/cart-pricing';
import { cartShape } from '../cart/cart-shape';
import { findCart, type CartRow } from '../cart/cart-store';
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { authorizationError } from '../errors';
import { cartGiftCardCodes } from '../gift-cards/gift-card-accounts';
import { checkoutConsentResolvers, marketingConsentOfCart } from './checkout-consents';
import { firstCheckoutProblem, orderCheckout } from './order-checkout';
import { guestOrderResolvers } from './guest-order';
import { orderShape } from './order-shape';
import { insertOrder, openOrderOfCart, placementFailure, type OrderDraft, type OrderItemDraft, type OrderRow } from './order-store';
import { allocateStock, type StockLine } from './stock-allocation';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

type ErrorCode = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';
type PlaceOrderError = { message: string; code: ErrorCode };

// Magento 2.4.7's messages and codes (QuoteGraphQl PlaceOrder::MESSAGE_CODES, QuoteValidator and
// the quote's validation rules; /work reference: Guest/PlaceOrderTest): the raw exception text,
// no "Unable to place order:" prefix. Ours (code UNDEFINED, as Magento gives any other message):
// a coupon or gift card spent by another order in the meantime.
export const PLACE_ORDER_MESSAGES = {
  inactive: "The cart isn't active.",
  guestEmail: 'Guest email for cart is missing.',
  empty: 'A server error stopped your order from being placed. Please try to place your order again.',
  outOfStock: 'Some of the products are out of stock.',
  shippingAddress: "Some addresses can't be used due to the configurations for specific countries.",
  shippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  billingAddress:
    'Please check the billing address information. "firstname" is required. Enter and try again. "lastname" is required. Enter and try again. "street" is required. Enter and try again. "city" is required. Enter and try again.',
  paymentMethod: 'Enter a valid payment method and try again.',
  paymentNotAvailable: 'The requested Payment Method is not available.',
  couponUsedUp: "The coupon code isn't valid. Verify the code and try again.",
  giftCardBalance: "The gift card code couldn't be added. Verify your information and try again.",
} as const;

const fail = (message: string, code: ErrorCode = 'UNABLE_TO_PLACE_ORDER') => ({ order: null, orderV2: null, errors: [{ message, code }] satisfies PlaceOrderError[], payment_redirect_url: null });

/** How many times a placement is planned again after a guard refused it (stock moved between stores…). */
const ATTEMPTS = 3;

/** The guest's key to the order: 32 random url-safe characters (never derived from the number). */
function newOrderToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

type FreshStock = { product: Pick<ProductRow, 'sku' | 'stock_status' | 'only_x_left_in_stock' | 'tarneaeg'>; sources: StockSource[] };

/** Stock read now, past the request's loaders (a second attempt must see what the first lost to). */
async function freshStock(db: D1Database, skus: readonly string[]): Promise<Map<string, FreshStock>> {
  const unique = [...new Set(skus)];
  const result = new Map<string, FreshStock>();
  if (!unique.length) return result;
  const rows = await db
    .prepare(
      `SELECT p.sku, p.stock_status, p.only_x_left_in_stock, p.tarneaeg, i.source_code, i.status, i.qty
       FROM products p LEFT JOIN inventory_source_items i ON i.product_id = p.id WHERE ${inJson('p.sku')}`,
    )
    .bind(JSON.stringify(unique))
    .all<{ sku: string; stock_status: number; only_x_left_in_stock: number | null; tarneaeg: string | null; source_code: string | null; status: number; qty: number }>();
  for (const row of rows.results) {
    const entry = result.get(row.sku) ?? { product: row, sources: [] };
    if (row.source_code) entry.sources.push({ source_code: row.source_code, status: row.status, qty: row.qty });
    result.set(row.sku, entry);
  }
  return result;
}

type ShapedLine = { __typename: string; quantity: number; is_available: boolean; amount: { value: number }; product: ProductRow; configured_variant: ProductRow;
  prices: { price_including_tax: { value: number }; row_total_including_tax: { value: number }; total_item_discount: { value: number } } };

type Attempt = { placed: OrderRow } | { error: ReturnType<typeof fail> } | { retry: ReturnType<typeof fail> };

async function attempt(context: CommerceContext, cart: CartRow): Promise<Attempt> {
  const shape = await cartShape(context, cart);
  const lines = shape.items as unknown as ShapedLine[];
  const checkout = orderCheckout(shape);
  const { state } = checkout;
  const grandTotal = toCents(shape.prices.grand_total.value);
  // Magento's order of checks: e-mail, items, stock, then the quote's validation rules.
  if (!cart.customer_id && !state.email) return { error: fail(PLACE_ORDER_MESSAGES.guestEmail, 'GUEST_EMAIL_MISSING') };
  if (!lines.length) return { error: fail(PLACE_ORDER_MESSAGES.empty) };
  if (lines.some((line) => !line.is_available)) return { error: fail(PLACE_ORDER_MESSAGES.outOfStock) };
  const problem = firstCheckoutProblem(state, { grandTotalCents: grandTotal, itemCount: lines.length, isGuest: !cart.customer_id });
  if (problem) return { error: fail(problem.message, problem.code) };
  // A coupon or gift card applied to the cart that can no longer be used (its last use or its
  // balance went to another order) would silently raise the price: refused, as the batch's
  // guards refuse it when the other order wins at the same moment.
  if (cart.coupon_code && !shape.applied_coupons?.length) return { error: fail(PLACE_ORDER_MESSAGES.couponUsedUp, 'UNDEFINED') };
  const appliedCards = new Set((shape.applied_gift_cards as Array<{ code: string }>).map((card) => card.code.toLowerCase()));
  if ((await cartGiftCardCodes(context.db, cart.id)).some((code) => !appliedCards.has(code.toLowerCase()))) {
    return { error: fail(PLACE_ORDER_MESSAGES.giftCardBalance, 'UNDEFINED') };
  }
  const payment = state.paymentMethod!;

  const stocked = lines.filter((line) => line.__typename !== 'GiftCardCartItem');
  const fresh = await freshStock(context.db, stocked.map((line) => line.configured_variant.sku));
  const stockLines: StockLine[] = [];
  for (const line of stocked) {
    const variant = line.configured_variant;
    const now = fresh.get(variant.sku);
    if (!now) return { error: fail(PLACE_ORDER_MESSAGES.outOfStock) };
    const stock = productStock({
      sources: now.sources,
      stockStatus: now.product.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK',
      onlyXLeft: now.product.only_x_left_in_stock,
      tarneaeg: now.product.tarneaeg,
    });
    if (stock.state === 'out-of-stock') return { error: fail(PLACE_ORDER_MESSAGES.outOfStock) };
    const parentSku = variant.sku === line.product.sku ? null : line.product.sku;
    stockLines.push({ sku: variant.sku, parentSku, quantity: line.quantity, sources: now.sources, backorder: stock.state === 'backorder' });
  }
  const plan = allocateStock(stockLines, checkout.pickupSource);
  if (!plan.ok) return { error: fail(PLACE_ORDER_MESSAGES.outOfStock) };

  // Redirect (deferred) methods wait for the provider; invoice and free settle now.
  const redirect = grandTotal > 0 && payment.is_deferred;
  const sum = (list: ReadonlyArray<{ amount: { value: number } }> | null | undefined) => (list ?? []).reduce((total, d) => total + toCents(d.amount.value), 0);
  const prices = shape.prices as typeof shape.prices & { giftcards_amount?: { value: number } };
  const items: OrderItemDraft[] = lines.map((line) => {
    const variant = line.configured_variant;
    const isGiftCard = line.__typename === 'GiftCardCartItem';
    return {
      product_sku: variant.sku,
      variant_sku: variant.sku,
      product_name: line.product.name,
      product_type: line.product.type_id,
      product_url_key: line.product.url_key,
      // The catalogue file (media/catalog/product/…); order-shape.ts makes it absolute.
      product_image_url: variant.image ?? line.product.image,
      sale_price: toCents(line.prices.price_including_tax.value),
      quantity: line.quantity,
      row_total: toCents(line.prices.row_total_including_tax.value),
      discount: toCents(line.prices.total_item_discount.value),
      gift_card_amount: isGiftCard ? toCents(line.amount.value) : 0,
      selected_options: '[]',
    };
  });
  const discount = sum(shape.prices.discounts);
  const draft: OrderDraft = {
    token: newOrderToken(),
    cart_id: cart.id,
    cart_masked_id: cart.masked_id,
    customer_id: cart.customer_id,
    email: state.email ?? '',
    status: redirect ? 'pending_payment' : 'processing',
    subtotal_incl_tax: toCents(shape.prices.subtotal_including_tax.value),
    subtotal_excl_tax: toCents(shape.prices.subtotal_excluding_tax.value),
    discount,
    discount_label: shape.prices.discounts[0]?.label ?? null,
    coupon_code: shape.applied_coupons?.[0]?.code ?? null,
    shipping: state.shippingMethod?.amount ?? 0,
    services: state.services.cents,
    tax: sum(shape.prices.applied_taxes),
    giftcards_amount: toCents(prices.giftcards_amount?.value ?? 0),
    grand_total: grandTotal,
    carrier: state.shippingMethod?.carrier_title ?? null,
    shipping_method: state.shippingMethod ? `${state.shippingMethod.carrier_title} - ${state.shippingMethod.method_title}` : null,
    shipping_address: checkout.shippingAddress,
    billing_address: checkout.billingAddress,
    payment_method_code: payment.code,
    payment_method_title: payment.title,
    marketing_consent: (await marketingConsentOfCart(context.db, cart.id)) ? 1 : 0,
    gift_cards: (shape.applied_gift_cards as Array<{ code: string; applied_balance: { value: number } }>)
      .map((card) => ({ code: card.code, amount: toCents(card.applied_balance.value) }))
      .filter((card) => card.amount > 0),
    stock_taken: plan.takes,
    items,
  };
  try {
    return { placed: await insertOrder(context.db, draft) };
  } catch (error) {
    const why = placementFailure(error);
    if (why === 'already-placed') {
      const existing = await openOrderOfCart(context.db, cart.id);
      if (existing) return { placed: existing };
    }
    if (why === 'out-of-stock') return { retry: fail(PLACE_ORDER_MESSAGES.outOfStock) };
    // Planned again, these would price the order differently from what the shopper saw (no
    // discount, less paid by the card): refused instead; the cart shows the new totals.
    if (why === 'coupon-used-up') return { error: fail(PLACE_ORDER_MESSAGES.couponUsedUp, 'UNDEFINED') };
    if (why === 'gift-card-balance') return { error: fail(PLACE_ORDER_MESSAGES.giftCardBalance, 'UNDEFINED') };
    throw error;
  }
}

/** The answer for a placed (or replayed) order: the order, and where to pay when it waits for payment. */
async function placed(context: CommerceContext, order: OrderRow) {
  let paymentRedirectUrl: string | null = null;
  if (order.status === 'pending_payment') {
    const session = (await pendingPaymentSession(context, order.number)) ?? (await createPaymentSession(context, order));
    paymentRedirectUrl = session.url;
  }
  // `order` is Magento 2.4.7's deprecated answer (its PlaceOrder resolver fills both ids with the
  // increment id); Vue Storefront 2 and PWA Studio still read `order { order_number }`.
  return {
    order: { order_number: order.number, order_id: order.number },
    orderV2: await orderShape(context, order),
    errors: [],
    payment_redirect_url: paymentRedirectUrl,
  };
}

const placeOrder: MutationResolver<'placeOrder'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  const cart = MASKED_ID.test(input.cart_id) ? await findCart(context.db, input.cart_id) : null;
  if (!cart) return fail(`Could not find a cart with ID "${input.cart_id}"`, 'CART_NOT_FOUND');
  // Ours: a replay of a placed cart answers its order again, where Magento says the cart is inactive.
  const open = cart.is_active ? null : await openOrderOfCart(context.db, cart.id);
  if (open && open.customer_id === (context.customer?.id ?? null)) return placed(context, open);
  if (!cart.is_active) return fail(PLACE_ORDER_MESSAGES.inactive, 'CART_NOT_ACTIVE');
  // Thrown, not returned (Magento's GetCartForUser in 2.4.7's PlaceOrder): a customer's cart only
  // for that customer, a guest's cart only for a guest.
  if (cart.customer_id !== (context.customer?.id ?? null)) {
    throw authorizationError(`The current user cannot perform operations on cart "${input.cart_id}"`);
  }
  let last: ReturnType<typeof fail> | null = null;
  for (let i = 0; i < ATTEMPTS; i++) {
    const result = await attempt(context, cart);
    if ('placed' in result) return placed(context, result.placed);
    if ('error' in result) return result.error;
    last = result.retry;
  }
  return last!;
};

export const orderResolvers = {
  Mutation: { placeOrder, ...checkoutConsentResolvers.Mutation },
  Cart: checkoutConsentResolvers.Cart,
  Query: guestOrderResolvers.Query,
  OrderItemInterface: { __resolveType: (item) => item.__typename },
} satisfies Resolvers;
