// The wish list methods of the middleware API with a scripted backend: what reaches Magento,
// what the worker refuses itself (400, never a call), and what the browser gets back.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function call(name: string, args: unknown, cookie = 'vsf-customer=customer-token-1') {
  const ctx = createExecutionContext();
  const response = await app.request(
    `https://shop.test/api/magento/${name}`,
    { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie } },
    env,
    ctx,
  );
  const json = await response.json<{ data?: Record<string, unknown>; error?: { message: string; category?: string } }>();
  await waitOnExecutionContext(ctx);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), setCookie: response.headers.get('set-cookie'), ...json };
}

const price = (value: number) => ({ regular_price: { value, currency: 'EUR' }, final_price: { value, currency: 'EUR' } });
const product = (id: number, sku: string, typename = 'SimpleProduct') => ({
  __typename: typename,
  uid: btoa(String(id)),
  id,
  sku,
  name: `Toode ${sku}`,
  url_key: sku.toLowerCase(),
  url_rewrites: [],
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  small_image: { url: `https://backend/media/catalog/product/${sku}.svg`, label: null },
  price_range: { minimum_price: price(100), maximum_price: price(100) },
});
const wishlist = (items: unknown[]) => ({ id: '7', items_count: items.length, items_v2: { items } });

beforeEach(() => {
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('wishlist', () => {
  it('answers the items with their product cards, product links, variant and options; a gone product is left out; never cached', async () => {
    fake.reply('CustomerWishlist', {
      data: {
        customer: {
          wishlists: [
            wishlist([
              { __typename: 'SimpleWishlistItem', id: '11', quantity: 1, product: product(3, 'TOOL') },
              { __typename: 'SimpleWishlistItem', id: '12', quantity: 1, product: null },
              null,
              {
                __typename: 'ConfigurableWishlistItem',
                id: '13',
                quantity: 1,
                product: product(5, 'DIIVAN', 'ConfigurableProduct'),
                configurable_options: [{ option_label: 'Värv', value_label: 'Hall' }],
                configured_variant: { uid: 'NTE=', sku: 'DIIVAN-HALL', name: 'Diivan hall', small_image: { url: 'https://backend/media/catalog/product/hall.svg', label: null }, price_range: { minimum_price: price(120), maximum_price: null } },
              },
            ]),
          ],
        },
      },
    });
    const reply = await call('wishlist', []);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-store');
    const view = reply.data?.wishlist as { id: string; items: Array<Record<string, unknown>> };
    expect(view.id).toBe('7');
    expect(view.items.map((item) => item.id)).toEqual(['11', '13']);
    expect(view.items[0]).toMatchObject({ typename: 'SimpleProduct', path: '/p/3/tool.html', product: { sku: 'TOOL', small_image: { url: '/media/catalog/product/TOOL.svg' } }, variant: null, options: [] });
    expect(view.items[1]).toMatchObject({
      typename: 'ConfigurableProduct',
      options: [{ label: 'Värv', value: 'Hall' }],
      variant: { sku: 'DIIVAN-HALL', image: '/media/catalog/product/hall.svg', price: { final_price: { value: 120 } } },
    });
  });

  it('answers null for a customer without a wish list yet', async () => {
    fake.reply('CustomerWishlist', { data: { customer: { wishlists: [] } } });
    expect((await call('wishlist', [])).data).toEqual({ wishlist: null });
  });

  it('a refused token logs out at the edge: 401 graphql-authorization, customer and cart cookies removed', async () => {
    fake.reply('CustomerWishlist', { errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] });
    const reply = await call('wishlist', []);
    expect(reply.status).toBe(401);
    expect(reply.error).toEqual({ message: 'You are not authorized, please log in.', category: 'graphql-authorization' });
    expect(reply.setCookie).toContain('vsf-customer=;');
  });
});

describe('wishlistItemsCount', () => {
  it('answers the count, and 0 without a wish list', async () => {
    fake.reply('WishlistItemsCount', { data: { customer: { wishlists: [{ id: '7', items_count: 3 }] } } });
    expect((await call('wishlistItemsCount', [])).data).toEqual({ items_count: 3 });
    fake.reply('WishlistItemsCount', { data: { customer: { wishlists: [] } } });
    expect((await call('wishlistItemsCount', [])).data).toEqual({ items_count: 0 });
  });
});

describe('addProductsToWishlist', () => {
  it("sends wish list '0' with the configurable's variant and parent SKU; answers the wish list and the user errors", async () => {
    let sent: Record<string, unknown> = {};
    fake.reply('AddProductsToWishlist', (variables) => {
      sent = variables;
      return { data: { addProductsToWishlist: { wishlist: wishlist([]), user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' }] } } };
    });
    const reply = await call('addProductsToWishlist', [{ wishlistId: '0', wishlistItems: [{ sku: 'DIIVAN-HALL', parent_sku: 'DIIVAN', quantity: 1 }] }]);
    expect(reply.status).toBe(200);
    expect(sent).toEqual({ wishlistId: '0', wishlistItems: [{ sku: 'DIIVAN-HALL', parent_sku: 'DIIVAN', quantity: 1 }] });
    expect(reply.data).toEqual({ wishlist: { id: '7', items_count: 0, items: [] }, user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' }] });
  });

  it.each([
    ['a quantity other than 1', { wishlistId: '0', wishlistItems: [{ sku: 'TOOL', quantity: 2 }] }],
    ['an unknown field (a price)', { wishlistId: '0', wishlistItems: [{ sku: 'TOOL', quantity: 1, price: 1 }] }],
    ['a non-numeric wish list id', { wishlistId: 'abc', wishlistItems: [{ sku: 'TOOL', quantity: 1 }] }],
    ['an overlong SKU', { wishlistId: '0', wishlistItems: [{ sku: 'X'.repeat(65), quantity: 1 }] }],
    ['no items', { wishlistId: '0', wishlistItems: [] }],
    ['21 items', { wishlistId: '0', wishlistItems: Array.from({ length: 21 }, (_, i) => ({ sku: `S${i}`, quantity: 1 })) }],
  ])('refuses %s with 400 and no backend call', async (_name, input) => {
    const reply = await call('addProductsToWishlist', [input]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/^Invalid arguments/);
    expect(fake.calls.AddProductsToWishlist ?? 0).toBe(0);
  });
});

describe('removeProductsFromWishlist', () => {
  it('sends the item ids and answers the wish list after the removal', async () => {
    let sent: Record<string, unknown> = {};
    fake.reply('RemoveProductsFromWishlist', (variables) => {
      sent = variables;
      return { data: { removeProductsFromWishlist: { wishlist: wishlist([]), user_errors: [] } } };
    });
    const reply = await call('removeProductsFromWishlist', [{ wishlistId: '7', wishlistItemsIds: ['11'] }]);
    expect(sent).toEqual({ wishlistId: '7', wishlistItemsIds: ['11'] });
    expect(reply.data).toEqual({ wishlist: { id: '7', items_count: 0, items: [] }, user_errors: [] });
  });

  it('refuses an item id that is not a Magento id', async () => {
    expect((await call('removeProductsFromWishlist', [{ wishlistId: '7', wishlistItemsIds: ['1 OR 1=1'] }])).status).toBe(400);
  });
});

describe('addWishlistItemsToCart', () => {
  it('answers the status, the cart user errors with their codes and the wish list', async () => {
    fake.reply('AddWishlistItemsToCart', {
      data: {
        addWishlistItemsToCart: {
          status: false,
          add_wishlist_items_to_cart_user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', wishlistId: '7', wishlistItemId: '11' }],
          wishlist: wishlist([{ __typename: 'SimpleWishlistItem', id: '11', quantity: 1, product: product(3, 'TOOL') }]),
        },
      },
    });
    const reply = await call('addWishlistItemsToCart', [{ wishlistId: '7', wishlistItemIds: ['11'] }]);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ status: false, user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', wishlistItemId: '11' }], wishlist: { items: [{ id: '11' }] } });
  });
});
