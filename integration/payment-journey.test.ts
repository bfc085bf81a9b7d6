// Placing an order and paying it on the simulated provider's page, through the storefront's own
// origin (`/__dev/backend/*`, as the browser reaches the reference backend in development),
// against the real backend in workerd: the order waits for payment, the provider's page is served
// on our origin, paying settles the order (the provider's signed notification) and returns the
// browser to /thank-you, whose data guestOrderByToken answers; cancelling restores the cart.
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, storefront } from './storefront';

// Each test drives a whole checkout (a dozen requests) on a shared machine: more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const SAME_ORIGIN = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await storefront('/__dev/backend/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify({ query, variables }),
  });
  expect(status).toBe(200);
  const json = JSON.parse(body) as { data: T; errors?: unknown[] };
  expect(json.errors).toBeUndefined();
  return json.data;
}

const ADDRESS = { firstname: 'Mari', lastname: 'Maasikas', street: ['Pärnu mnt 139'], city: 'Tallinn', postcode: '11317', country_code: 'EE', telephone: '+372 5123 4567' };

/** A Swedbank order of one made-to-order mattress (MP10008: no stock limit), picked up at pea. */
async function placeSwedbankOrder() {
  const id = (await gql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).createEmptyCart;
  await gql('mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "MP10008", quantity: 1 }]) { user_errors { message } } }', { id });
  await gql('mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "mari@example.ee" }) { cart { id } } }', { id });
  await gql('mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a, pickup_location_code: "pea" }] }) { cart { id } } }', { id, a: ADDRESS });
  await gql('mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { id } } }', { id });
  await gql('mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }', { id, a: ADDRESS });
  await gql('mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "swedbank" } }) { cart { id } } }', { id });
  // Placed as the checkout island places it: through the worker's /api, which binds the cart to
  // this browser (`__Host-vsf-placed-cart`) for the provider's ?cartId= return.
  const placed = await storefront('/api/magento/placeOrder', { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify([{ cart_id: id }]) });
  expect(placed.status).toBe(200);
  const { data } = JSON.parse(placed.body) as { data: { order: { number: string; status: string; token: string }; errors: unknown[]; payment_redirect_url: string } };
  expect(data.errors).toEqual([]);
  const binding = placed.response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-vsf-placed-cart='))!.split(';')[0]!;
  const { guestOrderByToken } = await gql('query ($token: String!) { guestOrderByToken(input: { token: $token }) { total { grand_total { value } } } }', { token: data.order.token });
  return { cartId: id, order: { ...data.order, total: guestOrderByToken.total }, url: data.payment_redirect_url, binding };
}

/** The provider's form post, as the browser sends it from the provider's page. */
const choose = (url: string, action: string) =>
  storefront(url.slice(ORIGIN.length), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN }, body: `action=${action}` });

describe('payment on the provider\'s page, through the storefront\'s /__dev/backend', () => {
  it('place → the provider\'s page on our origin → pay → /thank-you, with the paid order for the thank-you page', async () => {
    const { order, url } = await placeSwedbankOrder();
    expect(order.status).toBe('Pending Payment');
    expect(url.startsWith(`${ORIGIN}/__dev/backend/payment/`)).toBe(true);

    const page = await storefront(url.slice(ORIGIN.length));
    expect(page.status).toBe(200);
    expect(page.body).toContain(order.number);
    expect(page.response.headers.get('content-security-policy')).toContain("form-action 'self'");
    const css = await storefront(`${new URL(url).pathname.replace(/[^/]+$/, '')}provider.css`);
    expect(css.response.headers.get('content-type')).toContain('text/css');

    const paid = await choose(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.response.headers.get('location')).toBe(`${ORIGIN}/thank-you`);

    const { guestOrderByToken } = await gql(
      'query ($token: String!) { guestOrderByToken(input: { token: $token }) { number status email items { product_sku quantity_ordered } total { grand_total { value } } shipping_method payment_methods { name type } } }',
      { token: order.token },
    );
    expect(guestOrderByToken).toMatchObject({
      number: order.number,
      status: 'Processing',
      email: 'mari@example.ee',
      items: [{ product_sku: 'MP10008', quantity_ordered: 1 }],
      total: { grand_total: { value: order.total.grand_total.value } },
      payment_methods: [{ type: 'swedbank', name: 'Swedbank' }],
    });
  });

  it('cancel → /payment-fail?cartId=…, which the edge turns into the restored cart cookie and the notice; the cart is active again', async () => {
    const { cartId, order, url, binding } = await placeSwedbankOrder();
    const cancelled = await choose(url, 'cancel');
    expect(cancelled.status).toBe(303);
    const back = cancelled.response.headers.get('location')!;
    expect(back).toBe(`${ORIGIN}/payment-fail?cartId=${cartId}`);
    // Another browser (no binding) following the same link adopts nothing.
    const stranger = await storefront(back.slice(ORIGIN.length));
    expect(stranger.status).toBe(302);
    expect(stranger.response.headers.getSetCookie().join('\n')).not.toContain('vsf-cart=');
    const restore = await storefront(back.slice(ORIGIN.length), { headers: { cookie: binding } });
    expect(restore.status).toBe(302);
    expect(restore.response.headers.get('location')).toBe('/payment-fail');
    expect(restore.response.headers.getSetCookie().join('\n')).toContain(`vsf-cart=${cartId}`);
    const { cart } = await gql('query ($id: String!) { cart(cart_id: $id) { id total_quantity } }', { id: cartId });
    expect(cart).toEqual({ id: cartId, total_quantity: 1 });
    const { guestOrderByToken } = await gql('query ($token: String!) { guestOrderByToken(input: { token: $token }) { status } }', { token: order.token });
    expect(guestOrderByToken.status).toBe('Canceled');
  });
});
