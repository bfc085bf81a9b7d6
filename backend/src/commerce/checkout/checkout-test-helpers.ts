// Test helpers of the checkout tests: a guest cart with items, and the checkout mutations over
// the public GraphQL surface (SELF), as the storefront calls them.
import { expect } from 'vitest';
import { postGraphql } from '../../../test/graphql-request';

export const ADDRESS_FIELDS = `firstname lastname company street city region { code label region_id } postcode country { code label } telephone vat_id`;
export const CHECKOUT_CART = `id email is_virtual total_quantity
  prices { grand_total { value } subtotal_including_tax { value } applied_taxes { amount { value } } }
  shipping_addresses { ${ADDRESS_FIELDS} pickup_location_code place_id customer_notes
    parcel_machine { id carrier_code carrier_title name city }
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value } price_excl_tax { value } price_incl_tax { value } available error_message }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value } } }
  billing_address { ${ADDRESS_FIELDS} company_registry_code }
  available_payment_methods { code title group_code is_deferred }
  selected_payment_method { code title }
  delivery_services { furniture_assembly furniture_utilization assembly_amount { value } utilization_amount { value } }`;

export type Address = Record<string, unknown>;

/** A complete Estonian address, as the checkout sends it. */
export const TALLINN: Address = {
  firstname: 'Mari',
  lastname: 'Maasikas',
  street: ['Pärnu mnt 139'],
  city: 'Tallinn',
  postcode: '11317',
  country_code: 'EE',
  telephone: '+372 5123 4567',
};
/** An island address without a place id: its Saare county postcode says where it is. */
export const KURESSAARE: Address = { ...TALLINN, street: ['Tallinna tn 19'], city: 'Kuressaare', postcode: '93819', region: 'Saare maakond' };

export async function newCart(items: Array<{ sku: string; quantity: number }> = []): Promise<string> {
  const { body } = await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const id = body.data!.createEmptyCart;
  if (items.length) {
    const added = await postGraphql<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id, items },
    );
    expect(added.body.data?.addProductsToCart.user_errors).toEqual([]);
  }
  return id;
}

export const setShippingAddress = (cart_id: string, entry: Record<string, unknown>) =>
  postGraphql(`mutation S($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`, {
    input: { cart_id, shipping_addresses: [entry] },
  });

export const setBillingAddress = (cart_id: string, billing_address: Record<string, unknown>) =>
  postGraphql(`mutation B($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`, { input: { cart_id, billing_address } });

export const setShippingMethod = (cart_id: string, carrier_code: string, method_code: string) =>
  postGraphql(`mutation M($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`, {
    input: { cart_id, shipping_methods: [{ carrier_code, method_code }] },
  });

export const setPaymentMethod = (cart_id: string, code: string) =>
  postGraphql(`mutation P($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`, { input: { cart_id, payment_method: { code } } });

export const setServices = (cart_id: string, furniture_assembly: boolean, furniture_utilization: boolean) =>
  postGraphql(`mutation D($input: SetDeliveryServicesOnCartInput!) { setDeliveryServicesOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`, {
    input: { cart_id, furniture_assembly, furniture_utilization },
  });

export const setEmail = (cart_id: string, email: string) =>
  postGraphql(`mutation E($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { id } } }`, { input: { cart_id, email } });

/** The cart as the checkout reads it (loosely typed: tests assert on its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper, asserted field by field
export const readCart = async (id: string): Promise<any> => (await postGraphql<{ cart: unknown }>(`query C($id: String!) { cart(cart_id: $id) { ${CHECKOUT_CART} } }`, { id })).body.data?.cart;

type Method = { carrier_code: string; method_code: string; available: boolean; amount: { value: number }; error_message: string | null };
/** The cart's available_shipping_methods by carrier code. */
export const methodsOf = (cart: { shipping_addresses: Array<{ available_shipping_methods: Method[] }> }) =>
  Object.fromEntries(cart.shipping_addresses[0]!.available_shipping_methods.map((m) => [m.carrier_code, m]));
