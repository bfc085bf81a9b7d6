// Test helpers of the order tests: a guest cart made ready for placement through the public
// GraphQL surface (SELF), placeOrder, the stock rows, and signed provider notifications.
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { ORIGIN, postGraphql } from '../../../test/graphql-request';
import { signNotification } from '../../payments/notification-signature';

export const ORDER_FIELDS = `id number order_date status email token carrier shipping_method
  items { __typename product_name product_sku product_url_key product_type product_image_url status quantity_ordered product_sale_price { value currency } discounts { label amount { value } } }
  total { subtotal { value } grand_total { value } total_tax { value } total_shipping { value } giftcards_amount { value } delivery_services_amount { value } discounts { label amount { value } } taxes { title rate amount { value } } }
  shipping_address { firstname lastname street city postcode country_code telephone }
  billing_address { firstname lastname street city postcode country_code company vat_id }
  payment_methods { name type } applied_coupons { code } marketing_consent`;

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput) { placeOrder(input: $input) { orderV2 { ${ORDER_FIELDS} } errors { message code } payment_redirect_url } }`;
export const GUEST_ORDER = `query Order($token: String!) { guestOrderByToken(input: { token: $token }) { ${ORDER_FIELDS} } }`;

export const TALLINN = { firstname: 'Mari', lastname: 'Maasikas', street: ['Pärnu mnt 139'], city: 'Tallinn', postcode: '11317', country_code: 'EE', telephone: '+372 5123 4567' };

type Item = { sku: string; quantity: number; selected_options?: string[]; entered_options?: Array<{ uid: string; value: string }> };

export async function newCart(items: Item[]): Promise<string> {
  const id = (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
  const added = await postGraphql<{ addProductsToCart: { user_errors: unknown[] } }>(
    `mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id, items },
  );
  expect(added.body.data?.addProductsToCart.user_errors).toEqual([]);
  return id;
}

async function ok(request: Promise<{ body: { errors?: unknown[] } }>) {
  const { body } = await request;
  expect(body.errors).toBeUndefined();
}

export const setEmail = (cart_id: string, email = 'mari@example.ee') =>
  ok(postGraphql(`mutation E($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { id } } }`, { input: { cart_id, email } }));
export const setPickup = (cart_id: string, store = 'pea') =>
  ok(postGraphql(`mutation S($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }`, {
    input: { cart_id, shipping_addresses: [{ address: TALLINN, pickup_location_code: store }] },
  }));
export const setPickupMethod = (cart_id: string) =>
  ok(postGraphql(`mutation M($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }`, {
    input: { cart_id, shipping_methods: [{ carrier_code: 'instore', method_code: 'pickup' }] },
  }));
export const setBilling = (cart_id: string, address: Record<string, unknown> = TALLINN) =>
  ok(postGraphql(`mutation B($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }`, { input: { cart_id, billing_address: { address } } }));
export const setPayment = (cart_id: string, code: string) =>
  ok(postGraphql(`mutation P($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }`, { input: { cart_id, payment_method: { code } } }));

/** A cart with the items, a guest e-mail, pickup in `store`, a billing address and the payment method. */
export async function readyCart(items: Item[], { payment = 'invoice', store = 'pea', virtual = false } = {}): Promise<string> {
  const id = await newCart(items);
  await setEmail(id);
  if (!virtual) {
    await setPickup(id, store);
    await setPickupMethod(id);
  }
  await setBilling(id);
  if (payment) await setPayment(id, payment);
  return id;
}

export const placeOrder = async (cart_id: string) => (await postGraphql(PLACE_ORDER, { input: { cart_id } })).body;

/** Sets a simple product's stock to `pieces` in one warehouse (pea) and none elsewhere, with its stock fields to match. */
export async function stockOf(sku: string, pieces: number, source = 'pea'): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE inventory_source_items SET qty = 0, status = 0 WHERE product_id = (SELECT id FROM products WHERE sku = ?)').bind(sku),
    env.DB.prepare(
      `INSERT INTO inventory_source_items (product_id, source_code, status, qty) VALUES ((SELECT id FROM products WHERE sku = ?1), ?2, 1, ?3)
       ON CONFLICT (product_id, source_code) DO UPDATE SET status = 1, qty = excluded.qty`,
    ).bind(sku, source, pieces),
    env.DB.prepare("UPDATE products SET stock_status = 1, salable_qty = ?2, only_x_left_in_stock = ?2, tarneaeg = 'müük ainult laoseisust' WHERE sku = ?1").bind(sku, pieces),
  ]);
}

/** The product's per-source quantities. */
export async function sourcesOf(sku: string): Promise<Record<string, number>> {
  const rows = await env.DB.prepare('SELECT source_code, qty FROM inventory_source_items WHERE product_id = (SELECT id FROM products WHERE sku = ?)').bind(sku).all<{ source_code: string; qty: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.source_code, r.qty]));
}

/** Simple, visible products of the seeded catalogue with no special stock role, for tests that change their stock. */
export async function spareSkus(count: number, offset: number): Promise<string[]> {
  const rows = await env.DB.prepare(
    `SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 AND sku NOT IN ('MP10002','MP10003','MP10004','MP10005','MP10006','MP10007','MP10008')
     ORDER BY id LIMIT ? OFFSET ?`,
  ).bind(count, offset).all<{ sku: string }>();
  return rows.results.map((r) => r.sku);
}

export type Notification = { order_reference: string; session_id: string; amount: string; currency: string; status: string; nonce: string; timestamp: number };

/** POST /payment/notify with the body signed by `secret` (the configured one unless given). */
export async function notify(notification: Notification | string, secret = env.PAYMENT_NOTIFY_SECRET ?? '', signatureOverride?: string) {
  const body = typeof notification === 'string' ? notification : JSON.stringify(notification);
  const signature = signatureOverride ?? (await signNotification(secret, body));
  const response = await SELF.fetch(new URL('/payment/notify', ORIGIN), { method: 'POST', headers: { 'content-type': 'application/json', 'x-payment-signature': signature }, body });
  return { status: response.status, body: await response.json<{ ok?: boolean; error?: string; status?: string }>() };
}

/** The session id in a payment redirect URL. */
export const sessionOf = (url: string) => url.split('/payment/')[1]!;

/** The shopper's choice on the provider's page (its form POST); the answer is not followed. */
export async function choose(sessionId: string, action: 'pay' | 'cancel' | 'decline') {
  return SELF.fetch(new URL(`/payment/${sessionId}`, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}
