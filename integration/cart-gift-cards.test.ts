// The cart methods added with the cart store (worker/api/cart-methods.ts) against the real
// reference backend: customerCart for a guest (Magento's authorization error, which the `$cart`
// store turns into the storefront.md §4 logout), the E-gift card through
// addVirtualProductsToCart and the paper card through addProductsToCart, each with the amount
// the shopper chose, and gift card codes applied and removed.
import { describe, expect, it } from 'vitest';
import { callApi } from './storefront';

type Money = { value: number; currency: string };
type Cart = {
  id: string;
  total_quantity: number;
  is_virtual: boolean;
  items: Array<{ __typename: string; uid: string; quantity: number; product: { sku: string }; amount?: Money; prices: { row_total_including_tax: Money } }>;
  prices: { grand_total: Money; giftcards_amount: Money | null };
  applied_gift_cards: Array<{ code: string; applied_balance: Money }> | null;
};

/** base64("giftcard/custom_giftcard_amount"): the gift card amount's entered option (extensions.graphqls). */
const AMOUNT_OPTION = 'Z2lmdGNhcmQvY3VzdG9tX2dpZnRjYXJkX2Ftb3VudA==';

const call = <T = { cart: Cart }>(name: string, args: unknown[]) => callApi<T>(name, args);

async function newCart(): Promise<string> {
  const created = await call<{ cartId: string }>('createEmptyCart', []);
  expect(created.status).toBe(200);
  return created.data.cartId;
}

describe('customerCart', () => {
  it("answers a guest with Magento's authorization error and its category, never a cart", async () => {
    const reply = await call('customerCart', []);
    expect(reply.status).toBe(400);
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.error).toEqual({ message: 'The request is allowed for logged in customer', category: 'graphql-authorization' });
  });

  it('takes no arguments', async () => {
    expect((await call('customerCart', ['x'.repeat(32)])).status).toBe(400);
  });
});

describe('gift card products', () => {
  it('adds the E-gift card through addVirtualProductsToCart with the amount chosen, as a gift card line', async () => {
    const cartId = await newCart();
    const reply = await call('addVirtualProductsToCart', [
      { cart_id: cartId, cart_items: [{ data: { sku: 'EGIFTCARD', quantity: 1, entered_options: [{ uid: AMOUNT_OPTION, value: '35.5' }] } }] },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.data.cart.items).toMatchObject([{ __typename: 'GiftCardCartItem', quantity: 1, product: { sku: 'EGIFTCARD' }, amount: { value: 35.5, currency: 'EUR' } }]);
    expect(reply.data.cart.items[0]!.prices.row_total_including_tax.value).toBe(35.5);
    expect(reply.data.cart.is_virtual).toBe(true);
  });

  it('adds the paper card through addProductsToCart with its amount as the entered option', async () => {
    const cartId = await newCart();
    const reply = await call<{ cart: Cart; user_errors: unknown[] }>('addProductsToCart', [
      { cartId, cartItems: [{ sku: 'GIFTCARD', quantity: 2, entered_options: [{ uid: AMOUNT_OPTION, value: '50' }] }] },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.data.user_errors).toEqual([]);
    expect(reply.data.cart.items).toMatchObject([{ __typename: 'GiftCardCartItem', quantity: 2, amount: { value: 50 } }]);
    expect(reply.data.cart.total_quantity).toBe(2);
  });

  it('refuses an amount below 10 € with a user error, the cart unchanged', async () => {
    const cartId = await newCart();
    const reply = await call<{ cart: Cart; user_errors: Array<{ code: string; message: string }> }>('addProductsToCart', [
      { cartId, cartItems: [{ sku: 'GIFTCARD', quantity: 1, entered_options: [{ uid: AMOUNT_OPTION, value: '5' }] }] },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.data.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Gift Card min amount is €10.00' }]);
    expect(reply.data.cart.items).toEqual([]);
  });

  it('addVirtualProductsToCart: refuses what the worker does not accept (strict input: no price, no unknown field) before the backend', async () => {
    const cartId = await newCart();
    for (const args of [
      [{ cart_id: cartId, cart_items: [{ data: { sku: 'EGIFTCARD', quantity: 1 }, price: 1 }] }],
      [{ cart_id: cartId, cart_items: [{ data: { sku: 'EGIFTCARD', quantity: 0 } }] }],
      [{ cart_id: 'short', cart_items: [{ data: { sku: 'EGIFTCARD', quantity: 1 } }] }],
      [{ cart_id: cartId, cart_items: [] }],
    ]) {
      const reply = await call('addVirtualProductsToCart', args);
      expect(reply.status, JSON.stringify(args)).toBe(400);
      expect(reply.error?.message).toMatch(/^Invalid arguments/);
    }
  });
});

describe('gift card codes', () => {
  it('applies a code that pays part of the cart and removes it again', async () => {
    const cartId = await newCart();
    await call('addProductsToCart', [{ cartId, cartItems: [{ sku: 'GIFTCARD', quantity: 1, entered_options: [{ uid: AMOUNT_OPTION, value: '10' }] }] }]);
    // A gift card code never pays for gift card products (backend/README.md): add goods too.
    const goods = await call<{ cart: Cart; user_errors: unknown[] }>('addProductsToCart', [{ cartId, cartItems: [{ sku: 'MP10008', quantity: 1 }] }]);
    expect(goods.data.user_errors).toEqual([]);
    const before = goods.data.cart.prices.grand_total.value;
    const applied = await call('applyGiftCardToCart', [{ cart_id: cartId, gift_card_code: 'KINKEKAART-25' }]);
    expect(applied.status).toBe(200);
    expect(applied.data.cart.applied_gift_cards).toMatchObject([{ code: 'KINKEKAART-25', applied_balance: { value: 25 } }]);
    expect(applied.data.cart.prices.giftcards_amount?.value).toBe(25);
    expect(applied.data.cart.prices.grand_total.value).toBeCloseTo(before - 25, 2);
    const removed = await call('removeGiftCardFromCart', [{ cart_id: cartId, gift_card_code: 'KINKEKAART-25' }]);
    expect(removed.status).toBe(200);
    expect(removed.data.cart.applied_gift_cards ?? []).toEqual([]);
    expect(removed.data.cart.prices.grand_total.value).toBeCloseTo(before, 2);
  });

  it.each([
    ['unknown', 'POLE-OLEMAS'],
    ['expired', 'KINKEKAART-AEGUNUD'],
    ['spent', 'KINKEKAART-KASUTATUD'],
  ])('answers an %s code with 400 and the backend category (the store shows Invalid gift card code)', async (_kind, code) => {
    const cartId = await newCart();
    const reply = await call('applyGiftCardToCart', [{ cart_id: cartId, gift_card_code: code }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.category).toBe('graphql-input');
  });

  it('refuses an empty or overlong code and a malformed cart id before the backend', async () => {
    const cartId = await newCart();
    for (const args of [[{ cart_id: cartId, gift_card_code: '' }], [{ cart_id: cartId, gift_card_code: 'x'.repeat(256) }], [{ cart_id: 'nope', gift_card_code: 'KINKEKAART-25' }]]) {
      expect((await call('applyGiftCardToCart', args)).status).toBe(400);
      expect((await call('removeGiftCardFromCart', args)).status).toBe(400);
    }
  });
});
