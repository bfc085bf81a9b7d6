// The guest cart through the middleware API (/api/magento/{method}) against the real reference
// backend: one shopper's journey, the bad inputs the worker refuses itself (zod, 400) and the
// ones the backend refuses (Magento's message, 400), and the cross-site guard.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PRODUCTS_QUERY, PRODUCT_PAGE_QUERY, type CategoryProductsQuery, type ProductPageQuery } from '../graphql/documents';
import { backend, callApi, storefront } from './storefront';

type Card = NonNullable<NonNullable<NonNullable<CategoryProductsQuery['products']>['items']>[number]>;
type PageProduct = NonNullable<NonNullable<NonNullable<ProductPageQuery['products']>['items']>[number]>;
type Money = { value: number; currency: string };
type CartLine = {
  __typename: string;
  uid: string;
  quantity: number;
  product: { sku: string; name: string };
  prices: { row_total_including_tax: Money };
  configurable_options?: Array<{ option_label: string; value_label: string }>;
  configured_variant?: { sku: string };
};
type Cart = {
  id: string;
  email: string | null;
  total_quantity: number;
  items: CartLine[];
  prices: { subtotal_including_tax: Money; grand_total: Money; discounts: Array<{ label: string; amount: { value: number } }> | null };
  applied_coupons: Array<{ code: string }> | null;
};

const call = <T = { cart: Cart }>(name: string, args: unknown[], headers: Record<string, string> = {}) => callApi<T>(name, args, headers);

let simple: Card;
let configurable: { parentSku: string; variantSku: string; selected: string[] };

beforeAll(async () => {
  const data = await backend.query(CATEGORY_PRODUCTS_QUERY, { filter: { price: { from: '0' } }, pageSize: 100, sort: { name: 'ASC' } });
  const cards = (data.products?.items ?? []).filter((item): item is Card => item !== null);
  simple = cards.find((card) => card.__typename === 'SimpleProduct' && card.stock_status === 'IN_STOCK' && (card.only_x_left_in_stock ?? 99) >= 5)!;
  for (const card of cards.filter((c) => c.__typename === 'ConfigurableProduct')) {
    const page = await backend.query(PRODUCT_PAGE_QUERY, { urlKey: card.url_key! });
    const product = page.products?.items?.[0] as Extract<PageProduct, { __typename: 'ConfigurableProduct' }> | undefined;
    const variant = product?.variants?.find((v) => v?.product?.stock_status === 'IN_STOCK' && (v.product.only_x_left_in_stock ?? 99) >= 2);
    if (!product || !variant?.product) continue;
    const selected = (variant.attributes ?? []).map((attribute) => {
      const option = product.configurable_options?.find((o) => o?.attribute_code === attribute?.code);
      return option?.values?.find((value) => value?.value_index === attribute?.value_index)?.uid ?? '';
    });
    configurable = { parentSku: product.sku!, variantSku: variant.product.sku!, selected };
    break;
  }
  expect(simple).toBeDefined();
  expect(configurable).toBeDefined();
}, 30_000);

describe('cart API journey', () => {
  it('creates a cart, adds, updates, removes, applies and removes a coupon, sets the e-mail; never cacheable', async () => {
    const created = await call<{ cartId: string }>('createEmptyCart', []);
    expect(created.status).toBe(200);
    expect(created.cacheControl).toBe('no-store');
    const cartId = created.data.cartId;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);

    const empty = await call('cart', [cartId]);
    expect(empty.status).toBe(200);
    expect(empty.cacheControl).toBe('no-store');
    expect(empty.data.cart).toMatchObject({ id: cartId, total_quantity: 0, items: [] });

    // A simple product, a configurable variant and an unknown SKU in one call: partial success.
    const added = await call<{ cart: Cart; user_errors: Array<{ code: string; message: string }> }>('addProductsToCart', [
      {
        cartId,
        cartItems: [
          { sku: simple.sku!, quantity: 1 },
          { sku: configurable.parentSku, quantity: 1, selected_options: configurable.selected },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
        ],
      },
    ]);
    expect(added.status).toBe(200);
    expect(added.data.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' }]);
    const { cart } = added.data;
    expect(cart.total_quantity).toBe(2);
    const simpleLine = cart.items.find((line) => line.product.sku === simple.sku)!;
    expect(simpleLine).toMatchObject({ __typename: 'SimpleCartItem', quantity: 1 });
    expect(simpleLine.prices.row_total_including_tax).toEqual({ value: expect.closeTo(simple.price_range.minimum_price.final_price.value!, 2), currency: 'EUR' });
    const variantLine = cart.items.find((line) => line.product.sku === configurable.parentSku)!;
    expect(variantLine).toMatchObject({ __typename: 'ConfigurableCartItem', quantity: 1, configured_variant: { sku: configurable.variantSku } });
    expect(variantLine.configurable_options!.length).toBe(configurable.selected.length);

    const badge = await call<{ total_quantity: number }>('cartTotalQty', [cartId]);
    expect(badge.data).toEqual({ total_quantity: 2 });

    const updated = await call('updateCartItems', [{ cart_id: cartId, cart_items: [{ cart_item_uid: simpleLine.uid, quantity: 4 }] }]);
    expect(updated.status).toBe(200);
    expect(updated.data.cart.total_quantity).toBe(5);

    const removed = await call('removeItemFromCart', [{ cart_id: cartId, cart_item_uid: variantLine.uid }]);
    expect(removed.data.cart.items.map((line) => line.product.sku)).toEqual([simple.sku]);
    expect(removed.data.cart.total_quantity).toBe(4);

    const before = removed.data.cart.prices.grand_total.value;
    const coupon = await call('applyCouponToCart', [{ cart_id: cartId, coupon_code: 'SOODUS10' }]);
    expect(coupon.status).toBe(200);
    expect(coupon.data.cart.applied_coupons).toEqual([{ code: 'SOODUS10' }]);
    expect(coupon.data.cart.prices.discounts?.[0]?.amount.value).toBeCloseTo(before * 0.1, 2);
    expect(coupon.data.cart.prices.grand_total.value).toBeCloseTo(before * 0.9, 2);

    const uncoupled = await call('removeCouponFromCart', [{ cart_id: cartId }]);
    expect(uncoupled.data.cart.applied_coupons ?? []).toEqual([]);
    expect(uncoupled.data.cart.prices.grand_total.value).toBeCloseTo(before, 2);

    const email = await call('setGuestEmailOnCart', [{ email: 'mari@example.ee', cart_id: cartId }]);
    expect(email.data.cart.email).toBe('mari@example.ee');
  });
});

describe('cart API bad input', () => {
  let cartId: string;
  beforeAll(async () => {
    cartId = (await call<{ cartId: string }>('createEmptyCart', [])).data.cartId;
    await call('addProductsToCart', [{ cartId, cartItems: [{ sku: simple.sku!, quantity: 1 }] }]);
  });

  it("answers a coupon the backend refuses with 400 and Magento's message", async () => {
    const reply = await call('applyCouponToCart', [{ cart_id: cartId, coupon_code: 'AEGUNUD' }]);
    expect(reply.status).toBe(400);
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.error).toEqual({ message: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' });
  });

  it("answers an unknown cart with 400, Magento's message and its category", async () => {
    const unknown = 'A'.repeat(32);
    const reply = await call('cart', [unknown]);
    expect(reply.status).toBe(400);
    expect(reply.error).toEqual({ message: `Could not find a cart with ID "${unknown}"`, category: 'graphql-no-such-entity' });
  });

  it.each([
    ['a malformed cart id', 'cart', ['../../etc']],
    ['a cart id of 31 characters', 'cartTotalQty', ['A'.repeat(31)]],
    ['quantity 0', 'addProductsToCart', [{ cartId: 'A'.repeat(32), cartItems: [{ sku: 'X', quantity: 0 }] }]],
    ['a negative quantity', 'updateCartItems', [{ cart_id: 'A'.repeat(32), cart_items: [{ cart_item_uid: 'MQ==', quantity: -1 }] }]],
    ['a fractional quantity', 'addProductsToCart', [{ cartId: 'A'.repeat(32), cartItems: [{ sku: 'X', quantity: 1.5 }] }]],
    ['a quantity of 10^9', 'addProductsToCart', [{ cartId: 'A'.repeat(32), cartItems: [{ sku: 'X', quantity: 1e9 }] }]],
    ['an overlong coupon code', 'applyCouponToCart', [{ cart_id: 'A'.repeat(32), coupon_code: 'X'.repeat(256) }]],
    ['an invalid e-mail', 'setGuestEmailOnCart', [{ email: 'not-an-email', cart_id: 'A'.repeat(32) }]],
  ])('refuses %s with 400 before calling the backend', async (_what, name, args) => {
    const reply = await call(name, args);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/^Invalid arguments: /);
  });

  it('refuses a client-sent price or total (400) and the cart keeps its backend price', async () => {
    const withPrice = await call('addProductsToCart', [{ cartId, cartItems: [{ sku: simple.sku!, quantity: 1, price: 0.01 }] }]);
    expect(withPrice.status).toBe(400);
    expect(withPrice.error?.message).toMatch(/^Invalid arguments: /);
    const withTotal = await call('updateCartItems', [{ cart_id: cartId, cart_items: [{ cart_item_uid: 'MQ==', quantity: 1 }], grand_total: 0 }]);
    expect(withTotal.status).toBe(400);

    const { data } = await call('cart', [cartId]);
    expect(data.cart.total_quantity).toBe(1);
    expect(data.cart.prices.grand_total.value).toBeCloseTo(simple.price_range.minimum_price.final_price.value!, 2);
  });

  it('refuses a cross-site call with 403 and leaves the cart unchanged', async () => {
    const reply = await storefront('/api/magento/addProductsToCart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify([{ cartId, cartItems: [{ sku: simple.sku!, quantity: 1 }] }]),
    });
    expect(reply.status).toBe(403);
    expect((await call<{ total_quantity: number }>('cartTotalQty', [cartId])).data.total_quantity).toBe(1);
  });
});
