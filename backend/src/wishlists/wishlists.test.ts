// Wish lists over the public GraphQL surface, as Magento 2.4.7 answers them (WishlistGraphQl and
// its api-functional tests): one list per customer, adds and removes with user errors, paging,
// add-to-cart that moves the items, and every operation refused on another customer's list.
import { beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../test/graphql-request';
import { firstError, gql, insertCustomer, signIn } from '../customers/test-customers';

const ITEM = `id quantity __typename product { sku name }
  ... on ConfigurableWishlistItem { configured_variant { sku } configurable_options { option_label value_label } }`;
const WISHLIST = `id items_count items_v2 { items { ${ITEM} } page_info { current_page page_size total_pages } }`;
const WISHLISTS = `{ customer { wishlists { ${WISHLIST} } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { code message } } }`;
const REMOVE = `mutation ($id: ID!, $items: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) { wishlist { ${WISHLIST} } user_errors { code message } } }`;
const TO_CART = `mutation ($id: ID!, $items: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
  status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${WISHLIST} } } }`;
const PAGE = `query ($page: Int, $size: Int) { customer { wishlists { items_v2(currentPage: $page, pageSize: $size) { items { id } page_info { current_page page_size total_pages } } } } }`;

/** A fresh customer's token (tests never change the seeded accounts). */
async function newCustomer(): Promise<string> {
  const { email, password } = await insertCustomer();
  return signIn(email, password);
}

const add = async (token: string, items: Array<Record<string, unknown>>, id = '0') => (await gql(ADD, { id, items }, token)).data.addProductsToWishlist;

beforeAll(seeded);

describe('wish list', () => {
  it('a guest may not use one: Magento\'s authorization error', async () => {
    expect(firstError(await gql(ADD, { id: '0', items: [{ sku: 'MP10006', quantity: 1 }] }))).toEqual({
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    });
  });

  it('a customer has one, empty at first, with Magento\'s numeric id', async () => {
    const token = await newCustomer();
    const [list] = (await gql(WISHLISTS, {}, token)).data.customer.wishlists;
    expect(list).toMatchObject({ id: expect.stringMatching(/^\d+$/), items_count: 0, items_v2: { items: [] } });
    // The same list again, not a second one.
    expect((await gql(WISHLISTS, {}, token)).data.customer.wishlists.map((w: { id: string }) => w.id)).toEqual([list.id]);
  });

  it('adds a product (id "0" = the customer\'s list); the same product again raises its quantity, as Magento does', async () => {
    const token = await newCustomer();
    const first = await add(token, [{ sku: 'MP10006', quantity: 1 }]);
    expect(first.user_errors).toEqual([]);
    expect(first.wishlist.items_count).toBe(1);
    expect(first.wishlist.items_v2.items[0]).toMatchObject({ __typename: 'SimpleWishlistItem', quantity: 1, product: { sku: 'MP10006' } });
    const again = await add(token, [{ sku: 'MP10006', quantity: 1 }], first.wishlist.id);
    expect(again.wishlist.items_count).toBe(1);
    expect(again.wishlist.items_v2.items[0].quantity).toBe(2);
  });

  it('a variant with parent_sku is a ConfigurableWishlistItem of its product with configured_variant; without a choice the variant is null', async () => {
    const token = await newCustomer();
    const result = await add(token, [{ sku: 'MP10002-HALL', parent_sku: 'MP10002', quantity: 1 }, { sku: 'MP10007', quantity: 1 }]);
    expect(result.user_errors).toEqual([]);
    const [sofa, bed] = result.wishlist.items_v2.items;
    expect(sofa).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      product: { sku: 'MP10002' },
      configured_variant: { sku: 'MP10002-HALL' },
      configurable_options: [{ value_label: 'Hall' }],
    });
    expect(bed).toMatchObject({ __typename: 'ConfigurableWishlistItem', product: { sku: 'MP10007' }, configured_variant: null, configurable_options: [] });
  });

  it('an unknown SKU and a zero quantity are user errors; the other items are added', async () => {
    const token = await newCustomer();
    const result = await add(token, [{ sku: 'NOPE-1', quantity: 1 }, { sku: 'MP10005', quantity: 0 }, { sku: 'MP10003', quantity: 1 }]);
    expect(result.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
    expect(result.wishlist.items_v2.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MP10003']);
  });

  it('items_v2 pages (default 20) and refuses a page size below 1', async () => {
    const token = await newCustomer();
    await add(token, ['MP10003', 'MP10004', 'MP10005', 'MP10006', 'MP10008'].map((sku) => ({ sku, quantity: 1 })));
    const second = (await gql(PAGE, { page: 2, size: 2 }, token)).data.customer.wishlists[0].items_v2;
    expect(second.items).toHaveLength(2);
    expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 3 });
    expect((await gql(PAGE, {}, token)).data.customer.wishlists[0].items_v2.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(firstError(await gql(PAGE, { page: 1, size: 0 }, token))).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
  });

  it('removes its own items; an id it does not hold is a user error and nothing else changes', async () => {
    const token = await newCustomer();
    const list = (await add(token, [{ sku: 'MP10003', quantity: 1 }, { sku: 'MP10006', quantity: 1 }])).wishlist;
    const [chest, lamp] = list.items_v2.items;
    const result = (await gql(REMOVE, { id: list.id, items: [chest.id, '999999'] }, token)).data.removeProductsFromWishlist;
    expect(result.user_errors).toEqual([{ code: 'UNDEFINED', message: 'The wishlist item with ID "999999" does not belong to the wishlist' }]);
    expect(result.wishlist.items_v2.items.map((i: { id: string }) => i.id)).toEqual([lamp.id]);
  });
});

describe('another customer\'s wish list', () => {
  it('cannot be read, added to, removed from or moved to a cart', async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const list = (await add(owner, [{ sku: 'MP10006', quantity: 1 }])).wishlist;
    const itemId = list.items_v2.items[0].id;
    const notFound = { message: 'The wishlist was not found.', category: 'graphql-input' };
    expect(firstError(await gql(ADD, { id: list.id, items: [{ sku: 'MP10003', quantity: 1 }] }, intruder))).toEqual(notFound);
    expect(firstError(await gql(REMOVE, { id: list.id, items: [itemId] }, intruder))).toEqual(notFound);
    expect(firstError(await gql(TO_CART, { id: list.id, items: [itemId] }, intruder))).toEqual(notFound);
    expect((await gql(`query ($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, { id: list.id }, intruder)).data.customer.wishlist_v2).toBeNull();
    // Its own list's remove with the other's item id: a user error, the owner's item stays.
    const ownList = (await gql(WISHLISTS, {}, intruder)).data.customer.wishlists[0];
    const removed = (await gql(REMOVE, { id: ownList.id, items: [itemId] }, intruder)).data.removeProductsFromWishlist;
    expect(removed.user_errors[0].message).toBe(`The wishlist item with ID "${itemId}" does not belong to the wishlist`);
    expect((await gql(WISHLISTS, {}, owner)).data.customer.wishlists[0].items_count).toBe(1);
    expect((await gql(`query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }`, { id: list.id }, owner)).data.customer.wishlist_v2).toEqual({ id: list.id, items_count: 1 });
  });
});

describe('addWishlistItemsToCart', () => {
  it('moves what can be sold into the customer\'s cart and removes it from the list; a sold-out variant stays with NOT_SALABLE', async () => {
    const token = await newCustomer();
    const list = (await add(token, [{ sku: 'MP10006', quantity: 2 }, { sku: 'MP10002-ROHELINE', parent_sku: 'MP10002', quantity: 1 }])).wishlist;
    const [lamp, soldOut] = list.items_v2.items;
    const result = (await gql(TO_CART, { id: list.id }, token)).data.addWishlistItemsToCart;
    expect(result.status).toBe(false);
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', wishlistId: list.id, wishlistItemId: soldOut.id },
    ]);
    expect(result.wishlist.items_v2.items.map((i: { id: string }) => i.id)).toEqual([soldOut.id]);
    const cart = (await gql(`{ customerCart { items { quantity product { sku } } } }`, {}, token)).data.customerCart;
    expect(cart.items).toEqual([{ quantity: 2, product: { sku: 'MP10006' } }]);
    expect(lamp.id).not.toBe(soldOut.id);
  });

  it('all items in: status true, the list empty', async () => {
    const token = await newCustomer();
    const list = (await add(token, [{ sku: 'MP10008', quantity: 1 }, { sku: 'MP10002-HALL', parent_sku: 'MP10002', quantity: 1 }])).wishlist;
    const result = (await gql(TO_CART, { id: list.id, items: list.items_v2.items.map((i: { id: string }) => i.id) }, token)).data.addWishlistItemsToCart;
    expect(result).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [], wishlist: { items_count: 0 } });
    const skus = (await gql(`{ customerCart { items { product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`, {}, token)).data.customerCart.items;
    expect(skus).toEqual([{ product: { sku: 'MP10008' } }, { product: { sku: 'MP10002' }, configured_variant: { sku: 'MP10002-HALL' } }]);
  });

  it('refuses an empty wish list id and item ids the list does not hold, as Magento', async () => {
    const token = await newCustomer();
    const list = (await add(token, [{ sku: 'MP10006', quantity: 1 }])).wishlist;
    expect(firstError(await gql(TO_CART, { id: '0' }, token))).toEqual({ message: '"wishlistId" value should be specified', category: 'graphql-input' });
    expect(firstError(await gql(TO_CART, { id: list.id, items: ['999999'] }, token))).toEqual({ message: 'The wishlist item ids "999999" were not found.', category: 'graphql-input' });
  });
});
