// Checkout with gift cards (helper "borders"' gift-card products and codes): the installment
// rule, e-gift-card-only carts that ship nothing, and a cart a gift card code pays in full.
import { beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import { newCart, readCart, setBillingAddress, setEmail, setPaymentMethod, setShippingAddress, TALLINN } from './checkout-test-helpers';

beforeAll(seeded);

const AMOUNT_UID = btoa('giftcard/custom_giftcard_amount');
const giftCard = (sku: 'GIFTCARD' | 'EGIFTCARD', amount: string) => ({ sku, quantity: 1, entered_options: [{ uid: AMOUNT_UID, value: amount }] });
const addItems = (id: string, items: unknown[]) =>
  postGraphql(`mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`, { id, items });
const codes = (cart: { available_payment_methods: Array<{ code: string }> }) => cart.available_payment_methods.map((m) => m.code);

describe('checkout with gift cards', () => {
  it('offers no installment payment while a gift card product is in the cart, and refuses setting it', async () => {
    const id = await newCart([{ sku: 'MP10005', quantity: 1 }]);
    expect(codes(await readCart(id))).toContain('inbankpayment-1');
    expect((await addItems(id, [giftCard('GIFTCARD', '50')])).body.data.addProductsToCart.user_errors).toEqual([]);
    const cart = await readCart(id);
    expect(codes(cart)).not.toContain('inbankpayment-1');
    expect(codes(cart)).not.toContain('inbankpayment-2');
    expect(codes(cart)).toContain('swedbank');
    await setShippingAddress(id, { address: TALLINN });
    expect((await setPaymentMethod(id, 'inbankpayment-2')).body.errors![0]!.message).toBe('The requested Payment Method is not available.');
  });

  it('an e-gift card alone ships nothing: the cart is virtual, takes no shipping address or delivery service and is paid without one', async () => {
    const id = await newCart();
    expect((await addItems(id, [giftCard('EGIFTCARD', '30')])).body.data.addProductsToCart.user_errors).toEqual([]);
    expect((await readCart(id)).is_virtual).toBe(true);
    const refused = await setShippingAddress(id, { address: TALLINN });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    await setEmail(id, 'kink@example.ee');
    await setBillingAddress(id, { address: TALLINN });
    const paid = await setPaymentMethod(id, 'card');
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data.setPaymentMethodOnCart.cart).toMatchObject({ shipping_addresses: [], selected_payment_method: { code: 'card' } });
    const services = await postGraphql(`mutation D($input: SetDeliveryServicesOnCartInput!) { setDeliveryServicesOnCart(input: $input) { cart { id } } }`, {
      input: { cart_id: id, furniture_assembly: false, furniture_utilization: true },
    });
    expect(services.body.errors![0]!.message).toBe('Furniture assembly and utilization are only available with home delivery or courier.');
  });

  it('a gift card code that pays the whole cart leaves only the `free` method', async () => {
    const id = await newCart([{ sku: 'MP10005', quantity: 1 }]);
    const applied = await postGraphql(`mutation G($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { prices { grand_total { value } } } } }`, {
      input: { cart_id: id, gift_card_code: 'KINKEKAART-5000' },
    });
    expect(applied.body.data.applyGiftCardToCart.cart.prices.grand_total.value).toBe(0);
    expect(codes(await readCart(id))).toEqual(['free']);
    await setShippingAddress(id, { address: TALLINN });
    expect((await setPaymentMethod(id, 'free')).body.data.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('free');
  });
});
