// setCheckoutConsentsOnCart and the marketing consent an order carries (migrations/0007), over
// the public GraphQL surface, and the order row placeOrder writes.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import { GUEST_ORDER, newCart, placeOrder, readyCart, spareSkus, stockOf } from './order-test-helpers';

vi.setConfig({ testTimeout: 30_000 });

const SET_CONSENTS = `mutation Consents($input: SetCheckoutConsentsOnCartInput!) {
  setCheckoutConsentsOnCart(input: $input) { cart { id marketing_consent } } }`;
const setConsents = async (cart_id: string, marketing_consent: unknown) => (await postGraphql(SET_CONSENTS, { input: { cart_id, marketing_consent } })).body;
const orderRow = (number: string) => env.DB.prepare('SELECT marketing_consent FROM orders WHERE number = ?').bind(number).first<{ marketing_consent: number }>();

let spare: string[];

beforeAll(async () => {
  await seeded();
  spare = await spareSkus(3, 20);
});

describe('setCheckoutConsentsOnCart', () => {
  it('stores the consent on the cart, answers it on Cart.marketing_consent, and a later false withdraws it', async () => {
    const id = await newCart([{ sku: spare[0]!, quantity: 1 }]);
    const before = (await postGraphql(`query C($id: String!) { cart(cart_id: $id) { marketing_consent } }`, { id })).body;
    expect(before.data.cart.marketing_consent).toBe(false);
    expect((await setConsents(id, true)).data.setCheckoutConsentsOnCart.cart).toEqual({ id, marketing_consent: true });
    expect((await setConsents(id, false)).data.setCheckoutConsentsOnCart.cart).toEqual({ id, marketing_consent: false });
  });

  it('refuses an unknown cart with Magento\'s message and a non-boolean consent as invalid input', async () => {
    const unknown = await setConsents('a'.repeat(32), true);
    expect(unknown.errors?.[0]).toMatchObject({ message: `Could not find a cart with ID "${'a'.repeat(32)}"`, extensions: { category: 'graphql-no-such-entity' } });
    const id = await newCart([{ sku: spare[0]!, quantity: 1 }]);
    const invalid = await setConsents(id, 'yes');
    expect(invalid.errors?.[0]?.message).toMatch(/Boolean/);
  });
});

describe('placeOrder copies the marketing consent onto the order', () => {
  it('an order of a cart whose shopper agreed carries true (row and CustomerOrder); one who never answered carries false', async () => {
    await stockOf(spare[1]!, 5);
    const agreed = await readyCart([{ sku: spare[1]!, quantity: 1 }]);
    await setConsents(agreed, true);
    const placedAgreed = (await placeOrder(agreed)).data.placeOrder.orderV2;
    expect(placedAgreed.marketing_consent).toBe(true);
    expect(await orderRow(placedAgreed.number)).toEqual({ marketing_consent: 1 });
    const read = (await postGraphql(GUEST_ORDER, { token: placedAgreed.token })).body.data.guestOrderByToken;
    expect(read.marketing_consent).toBe(true);

    const silent = await readyCart([{ sku: spare[1]!, quantity: 1 }]);
    const placedSilent = (await placeOrder(silent)).data.placeOrder.orderV2;
    expect(placedSilent.marketing_consent).toBe(false);
    expect(await orderRow(placedSilent.number)).toEqual({ marketing_consent: 0 });
  });
});
