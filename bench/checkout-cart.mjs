// A shopper's cart on the checkout's payment step, for the benches (bench/run.mjs: the checkout
// page's JS; bench/lighthouse.mjs: Lighthouse on /checkout): a guest cart with two products, the
// e-mail and home delivery to a seeded address set through the middleware API, and the checkout
// data the first two steps leave in localStorage. Nothing is placed, so one cart serves every run.

/** Where the measured checkout opens: the payment step, the heaviest (methods, billing, consents). */
export const CHECKOUT_PATH = '/checkout?step=payment';

async function call(base, method, args) {
  const response = await fetch(`${base}/api/magento/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(args),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${method}: HTTP ${response.status} ${body.error?.message ?? ''}`);
  return body.data;
}

/** Prepares the cart; returns its id and the localStorage entries (vsf-checkout and its backup). */
export async function prepareCheckoutCart(base) {
  const customer = { email: 'bench@example.ee', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '+37251234567' };
  const { cartId } = await call(base, 'createEmptyCart', []);
  await call(base, 'addProductsToCart', [{ cartId, cartItems: [{ sku: 'MP10005', quantity: 2 }, { sku: 'MP10004', quantity: 1 }] }]);
  await call(base, 'setGuestEmailOnCart', [{ email: customer.email, cart_id: cartId }]);
  const { items } = await call(base, 'estonianAddresses', ['Pärnu mnt']);
  const address = items.find((a) => a.street && a.house);
  const street = `${address.street} ${address.house}`;
  const shippingAddress = { firstname: customer.firstName, lastname: customer.lastName, street: [street], city: address.city, postcode: address.postcode, country_code: 'EE', telephone: customer.phoneNumber };
  await call(base, 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address: shippingAddress, additional_data: { place_id: address.place_id } }] }]);
  await call(base, 'setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: 'home', method_code: 'standard' }] }]);
  const data = JSON.stringify({
    contactInfo: { ...customer, submitted: true },
    shipping: {
      selectedMethod: { carrier_code: 'home', method_code: 'standard' },
      address: { firstName: customer.firstName, lastName: customer.lastName, street, city: address.city, postcode: address.postcode, country: 'EE', phoneNumber: customer.phoneNumber },
      submitted: true,
    },
  });
  return { cartId, storage: { 'vsf-checkout': data, 'vsf-checkout-dump': data } };
}
