// Gift card products (an amount chosen by the shopper) and gift card codes (accounts with a
// balance) over the public GraphQL surface, with Adobe Commerce's messages.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';

// Each test drives a whole checkout (a dozen requests) on a shared machine: more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const AMOUNT_UID = btoa('giftcard/custom_giftcard_amount');

const CART = `id is_virtual total_quantity
  items { __typename uid quantity product { sku } prices { price_including_tax { value } row_total_including_tax { value } total_item_discount { value } }
    ... on GiftCardCartItem { amount { value currency } } }
  applied_gift_cards { code current_balance { value } applied_balance { value } expiration_date }
  prices { grand_total { value } subtotal_including_tax { value } giftcards_amount { value } applied_taxes { amount { value } } discounts { amount { value } } }`;

const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } } }`;
const ADD_VIRTUAL = `mutation AddVirtual($input: AddVirtualProductsToCartInput) { addVirtualProductsToCart(input: $input) { cart { ${CART} } } }`;
const APPLY = `mutation Apply($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { ${CART} } } }`;
const REMOVE = `mutation Remove($input: RemoveGiftCardFromCartInput) { removeGiftCardFromCart(input: $input) { cart { ${CART} } } }`;
const COUPON = `mutation Coupon($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART} } } }`;

type Item = { sku: string; quantity: number; entered_options?: Array<{ uid: string; value: string }> };

async function newCart(): Promise<string> {
  return (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
}
const add = (cartId: string, items: Item[]) => postGraphql(ADD, { cartId, items });
const giftCard = (sku: string, amount: string, quantity = 1): Item => ({ sku, quantity, entered_options: [{ uid: AMOUNT_UID, value: amount }] });
const apply = (cart_id: string, gift_card_code: string) => postGraphql(APPLY, { input: { cart_id, gift_card_code } });

beforeAll(seeded);

describe('gift card products', () => {
  it('adds a paper gift card at the chosen amount as a GiftCardCartItem without VAT; another amount is another line', async () => {
    const id = await newCart();
    const { body } = await add(id, [giftCard('GIFTCARD', '25'), giftCard('GIFTCARD', '40,50', 2)]);
    expect(body.errors).toBeUndefined();
    const { cart, user_errors } = body.data.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.items).toEqual([
      expect.objectContaining({ __typename: 'GiftCardCartItem', quantity: 1, amount: { value: 25, currency: 'EUR' }, prices: expect.objectContaining({ price_including_tax: { value: 25 }, row_total_including_tax: { value: 25 } }) }),
      expect.objectContaining({ __typename: 'GiftCardCartItem', quantity: 2, amount: { value: 40.5, currency: 'EUR' }, prices: expect.objectContaining({ row_total_including_tax: { value: 81 } }) }),
    ]);
    expect(cart.prices.grand_total.value).toBe(106);
    expect(cart.prices.applied_taxes).toEqual([]);
    // A paper card is shipped: the cart is not virtual.
    expect(cart.is_virtual).toBe(false);
    // The same amount again raises that line's quantity.
    const again = await add(id, [giftCard('GIFTCARD', '25.00')]);
    expect(again.body.data.addProductsToCart.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 2]);
  });

  it('refuses a missing, malformed, too small or too large amount with Adobe\'s messages and stores nothing', async () => {
    const id = await newCart();
    const { body } = await add(id, [
      { sku: 'GIFTCARD', quantity: 1 },
      giftCard('GIFTCARD', 'kümme'),
      giftCard('GIFTCARD', '9.99'),
      giftCard('EGIFTCARD', '5000.01'),
      giftCard('EGIFTCARD', '1e3'),
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please specify a gift card amount.' },
      { code: 'UNDEFINED', message: 'Please specify a gift card amount.' },
      { code: 'UNDEFINED', message: 'Gift Card min amount is €10.00' },
      { code: 'UNDEFINED', message: 'Gift Card max amount is €5000.00' },
      { code: 'UNDEFINED', message: 'Please specify a gift card amount.' },
    ]);
    expect(body.data.addProductsToCart.cart.items).toEqual([]);
  });

  it('addVirtualProductsToCart adds an e-gift card (a cart of only e-gift cards is virtual) and is all-or-nothing', async () => {
    const id = await newCart();
    const ok = await postGraphql(ADD_VIRTUAL, { input: { cart_id: id, cart_items: [{ data: giftCard('EGIFTCARD', '50') }] } });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.addVirtualProductsToCart.cart).toMatchObject({ is_virtual: true, total_quantity: 1, items: [{ __typename: 'GiftCardCartItem', amount: { value: 50 } }] });

    const bad = await postGraphql(ADD_VIRTUAL, { input: { cart_id: id, cart_items: [{ data: giftCard('EGIFTCARD', '20') }, { data: giftCard('EGIFTCARD', '5') }] } });
    expect(bad.body.errors![0]).toMatchObject({
      message: 'Could not add the product with SKU EGIFTCARD to the shopping cart: Gift Card min amount is €10.00',
      extensions: { category: 'graphql-input' },
    });
    const unknown = await postGraphql(ADD_VIRTUAL, { input: { cart_id: id, cart_items: [{ data: { sku: 'NOPE', quantity: 1 } }] } });
    expect(unknown.body.errors![0]).toMatchObject({ message: 'Could not find a product with SKU "NOPE"', extensions: { category: 'graphql-no-such-entity' } });
    const zero = await postGraphql(ADD_VIRTUAL, { input: { cart_id: id, cart_items: [{ data: giftCard('EGIFTCARD', '20', 0) }] } });
    expect(zero.body.errors![0]!.message).toBe('Please enter a number greater than 0 in this field.');
    const rows = await env.DB.prepare('SELECT i.sku, i.gift_card_amount FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.masked_id = ?').bind(id).all();
    expect(rows.results).toEqual([{ sku: 'EGIFTCARD', gift_card_amount: 5000 }]);

    // A shipped product makes it a physical cart again.
    const mixed = await add(id, [{ sku: 'MP10006', quantity: 1 }]);
    expect(mixed.body.data.addProductsToCart.cart.is_virtual).toBe(false);
  });

  it('a coupon never discounts a gift card line', async () => {
    const id = await newCart();
    await add(id, [giftCard('GIFTCARD', '100'), { sku: 'MP10006', quantity: 1 }]);
    const { body } = await postGraphql(COUPON, { input: { cart_id: id, coupon_code: 'SOODUS10' } });
    const [card, lamp] = body.data.applyCouponToCart.cart.items;
    expect(card.prices.total_item_discount.value).toBe(0);
    expect(lamp.prices.total_item_discount.value).toBeGreaterThan(0);
  });
});

describe('gift card codes', () => {
  it('a code pays part of the cart: applied_gift_cards and giftcards_amount, grand total reduced; removing it restores the total', async () => {
    const id = await newCart();
    const before = (await add(id, [{ sku: 'MP10005', quantity: 1 }])).body.data.addProductsToCart.cart;
    expect(before.prices.grand_total.value).toBe(84.99);
    const { body } = await apply(id, 'kinkekaart-25');
    expect(body.errors).toBeUndefined();
    const cart = body.data.applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards).toEqual([{ code: 'KINKEKAART-25', current_balance: { value: 25 }, applied_balance: { value: 25 }, expiration_date: '2099-12-31' }]);
    expect(cart.prices.giftcards_amount.value).toBe(25);
    expect(cart.prices.grand_total.value).toBe(59.99);
    // VAT is still that of the goods: the card is a means of payment.
    expect(cart.prices.applied_taxes).toEqual(before.prices.applied_taxes);

    const removed = await postGraphql(REMOVE, { input: { cart_id: id, gift_card_code: 'KINKEKAART-25' } });
    expect(removed.body.data.removeGiftCardFromCart.cart).toMatchObject({ applied_gift_cards: [], prices: { grand_total: { value: 84.99 }, giftcards_amount: { value: 0 } } });
  });

  it('a card larger than the cart pays all of it (grand total 0, never below), keeping the rest of its balance', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10005', quantity: 1 }]);
    const cart = (await apply(id, 'KINKEKAART-100')).body.data.applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards[0]).toMatchObject({ current_balance: { value: 100 }, applied_balance: { value: 84.99 } });
    expect(cart.prices.grand_total.value).toBe(0);
  });

  it('never pays for gift card products: only the rest of a mixed cart', async () => {
    const id = await newCart();
    await add(id, [giftCard('GIFTCARD', '50'), { sku: 'MP10005', quantity: 1 }]);
    const cart = (await apply(id, 'KINKEKAART-100')).body.data.applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards[0].applied_balance.value).toBe(84.99);
    expect(cart.prices.grand_total.value).toBe(50);
  });

  it('refuses unknown, expired and used-up codes and a code applied twice with Adobe\'s messages', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10005', quantity: 1 }]);
    for (const code of ['EI-OLE', 'KINKEKAART-AEGUNUD', 'KINKEKAART-KASUTATUD', 'x'.repeat(300)]) {
      const { body } = await apply(id, code);
      expect(body.errors![0]).toMatchObject({ message: "The gift card code couldn't be added. Verify your information and try again.", extensions: { category: 'graphql-input' } });
    }
    await apply(id, 'KINKEKAART-25');
    const twice = await apply(id, 'kinkekaart-25');
    expect(twice.body.errors![0]).toMatchObject({ message: 'This gift card account is already in the quote.', extensions: { category: 'graphql-input' } });
    const notApplied = await postGraphql(REMOVE, { input: { cart_id: id, gift_card_code: 'KINKEKAART-100' } });
    expect(notApplied.body.errors![0]!.message).toBe("The gift card couldn't be deleted from the quote.");
    const noCart = await apply('x'.repeat(32), 'KINKEKAART-25');
    expect(noCart.body.errors![0]!.message).toBe(`Could not find a cart with ID "${'x'.repeat(32)}"`);
  });
});
