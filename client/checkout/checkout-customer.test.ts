import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { defaultCheckoutData } from '../../domain/checkout-steps';
import { memoryStorage } from '../browser-storage';
import { $checkout, updateCheckout } from '../stores/checkout';
import { $checkoutCustomer, loadCheckoutCustomer, savedAddressId } from './checkout-customer';

const address = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  firstname: 'Mari',
  lastname: 'Maasikas',
  telephone: `+3725000000${id}`,
  street: ['Tartu mnt 1'],
  city: 'Tallinn',
  postcode: '10115',
  region: { region: 'Harju maakond' },
  default_shipping: false,
  default_billing: false,
  ...overrides });

let asked: string[];
function answer(data: unknown) {
  setBrowserEnvironment({ fetch: async (url) => {
    asked.push(url);
    return Response.json({ data });
  } });
}

beforeEach(() => {
  asked = [];
  setBrowserEnvironment({ storage: memoryStorage() });
});

afterEach(() => {
  cleanStores($checkout, $checkoutCustomer);
  $checkout.set(defaultCheckoutData());
  $checkoutCustomer.set(null);
  setBrowserEnvironment(null);
});

describe('checkout pre-fill for a signed-in customer', () => {
  it('asks nothing for a guest and leaves the contact step as it is', async () => {
    answer({});
    expect(await (setBrowserEnvironment({ cookies: { cookie: 'vsf-cart=abc' } }), loadCheckoutCustomer())).toBeNull();
    expect(asked).toEqual([]);
    expect($checkout.get().contactInfo.email).toBe('');
  });

  it("fills e-mail, names and the default shipping address's phone", async () => {
    answer({ firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.ee', addresses: [address(1), address(2, { default_shipping: true })] });
    await (setBrowserEnvironment({ cookies: { cookie: 'vsf-customer=token' } }), loadCheckoutCustomer());
    expect(asked).toEqual(['/api/magento/getCustomerAddresses']);
    expect($checkout.get().contactInfo).toMatchObject({ email: 'mari@example.ee', firstName: 'Mari', lastName: 'Maasikas', phoneNumber: '+37250000002' });
    expect($checkoutCustomer.get()?.addresses).toHaveLength(2);
  });

  it('keeps names and phone the shopper typed; the e-mail is always the account’s', async () => {
    updateCheckout('contactInfo', { email: 'other@example.ee', firstName: 'Maria', phoneNumber: '+37255555555' });
    answer({ firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.ee', addresses: [address(1)] });
    await (setBrowserEnvironment({ cookies: { cookie: 'vsf-customer=token' } }), loadCheckoutCustomer());
    expect($checkout.get().contactInfo).toMatchObject({ email: 'mari@example.ee', firstName: 'Maria', lastName: 'Maasikas', phoneNumber: '+37255555555' });
  });

  it('works as for a guest when the account cannot be read', async () => {
    setBrowserEnvironment({ fetch: async () => Response.json({ error: { message: 'down' } }, { status: 503 }) });
    expect(await (setBrowserEnvironment({ cookies: { cookie: 'vsf-customer=token' } }), loadCheckoutCustomer())).toBeNull();
    expect($checkoutCustomer.get()).toBeNull();
  });

  it.each([
    ['customer-address:12', 12],
    ['ChIJ-place', null],
    ['customer-address:x', null],
    [null, null],
  ])('saved address id of %s is %s', (placeId, id) => {
    expect(savedAddressId(placeId)).toBe(id);
  });
});
