// setShippingAddressesOnCart and setBillingAddressOnCart over the public GraphQL surface: what a
// guest's checkout stores, and Magento 2.4.7's answers to bad input (SetShippingAddressOnCartTest,
// SetBillingAddressOnCartTest in magento/magento2).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import { KURESSAARE, newCart, readCart, setBillingAddress, setShippingAddress, setShippingMethod, TALLINN } from './checkout-test-helpers';

const addressRows = async (id: string) =>
  (await env.DB.prepare('SELECT a.* FROM cart_addresses a JOIN carts c ON c.id = a.cart_id WHERE c.masked_id = ? ORDER BY a.address_type').bind(id).all<Record<string, unknown>>()).results;

beforeAll(seeded);

describe('setShippingAddressesOnCart', () => {
  it('stores the address as typed (markup stays text) and returns it with the cart, country upper-cased', async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    const typed = {
      ...TALLINN,
      firstname: '<script>alert(1)</script>',
      company: 'Mööbel & Co "OÜ"',
      street: ['Pärnu mnt 139', '12', 'Kristiine', 'uksekood 1234'],
      country_code: 'ee',
      region: 'Harju maakond',
    };
    const { response, body } = await setShippingAddress(id, { address: typed, customer_notes: 'Helistage enne' });
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    const [address] = body.data.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address).toMatchObject({
      firstname: '<script>alert(1)</script>',
      company: 'Mööbel & Co "OÜ"',
      street: ['Pärnu mnt 139', '12', 'Kristiine', 'uksekood 1234'],
      city: 'Tallinn',
      postcode: '11317',
      country: { code: 'EE', label: 'EE' },
      region: { code: 'Harju maakond', label: 'Harju maakond' },
      telephone: '+372 5123 4567',
      customer_notes: 'Helistage enne',
      pickup_location_code: null,
    });
    const [row] = await addressRows(id);
    expect(row).toMatchObject({ address_type: 'shipping', firstname: '<script>alert(1)</script>', street: JSON.stringify(typed.street), country_code: 'EE' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing street', { address: { ...TALLINN, street: [] } }, '"street" is required. Enter and try again.', 'graphql-input'],
    ['a blank first name', { address: { ...TALLINN, firstname: '  ' } }, '"firstname" is required. Enter and try again.', 'graphql-input'],
    ['a missing telephone', { address: { ...TALLINN, telephone: null } }, '"telephone" is required. Enter and try again.', 'graphql-input'],
    ['a missing postcode', { address: { ...TALLINN, postcode: '' } }, '"postcode" is required. Enter and try again.', 'graphql-input'],
    ['a country the store does not ship to', { address: { ...TALLINN, country_code: 'US' } }, 'Country is not available', 'graphql-input'],
    ['an unknown country', { address: { ...TALLINN, country_code: '<b>' } }, 'Country is not available', 'graphql-input'],
    ['an empty country', { address: { ...TALLINN, country_code: '' } }, '"countryId" is required. Enter and try again.', 'graphql-input'],
    ['five street lines', { address: { ...TALLINN, street: ['a 1', 'b', 'c', 'd', 'e'] } }, '"Street Address" cannot contain more than 4 lines.', 'graphql-input'],
    ['an overlong first name', { address: { ...TALLINN, firstname: 'A'.repeat(256) } }, '"First Name" length must be equal or less than 255 characters.', 'graphql-input'],
    ['an overlong street line', { address: { ...TALLINN, street: ['x'.repeat(256)] } }, '"Street Address" length must be equal or less than 255 characters.', 'graphql-input'],
    ['an overlong postcode', { address: { ...TALLINN, postcode: '1'.repeat(21) } }, '"Zip/Postal Code" length must be equal or less than 20 characters.', 'graphql-input'],
    ['overlong notes', { address: TALLINN, customer_notes: 'n'.repeat(1001) }, '"customer_notes" length must be equal or less than 1000 characters.', 'graphql-input'],
    ['neither address nor saved address', {}, 'The shipping address must contain either "customer_address_id" or "address".', 'graphql-input'],
    ['both address and saved address', { address: TALLINN, customer_address_id: 1 }, 'The shipping address cannot contain "customer_address_id" and "address" at the same time.', 'graphql-input'],
    ["a guest's saved address", { customer_address_id: 1 }, "The current customer isn't authorized.", 'graphql-authorization'],
    ['an unknown pickup location', { address: TALLINN, pickup_location_code: 'kuu' }, 'Could not find a pickup location with code "kuu"', 'graphql-no-such-entity'],
    ['an unknown parcel machine', { address: TALLINN, additional_data: { parcel_machine_id: 'omniva-1' } }, 'Could not find a parcel machine with ID "omniva-1"', 'graphql-no-such-entity'],
    ['an unknown place id', { address: TALLINN, additional_data: { place_id: '<script>' } }, 'Could not find an address with place ID "<script>"', 'graphql-no-such-entity'],
    ['a pickup location and a parcel machine', { address: TALLINN, pickup_location_code: 'pea', additional_data: { parcel_machine_id: 'omniva-96001' } }, 'A shipping address cannot name both a pickup location and a parcel machine.', 'graphql-input'],
  ])('refuses %s with a clear message and stores nothing', async (_name, entry, message, category) => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    const { response, body } = await setShippingAddress(id, entry);
    expect(response.status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message, extensions: { category } });
    expect(await addressRows(id)).toEqual([]);
  });

  it("answers Magento's messages for a missing list, two addresses and an unknown cart", async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    const mutation = `mutation S($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }`;
    const none = await postGraphql(mutation, { input: { cart_id: id, shipping_addresses: [] } });
    expect(none.body.errors![0]!.message).toBe('Required parameter "shipping_addresses" is missing');
    const two = await postGraphql(mutation, { input: { cart_id: id, shipping_addresses: [{ address: TALLINN }, { address: TALLINN }] } });
    expect(two.body.errors![0]!.message).toBe('You cannot specify multiple shipping addresses.');
    const unknown = await setShippingAddress('non_existent_masked_id', { address: TALLINN });
    expect(unknown.body.errors![0]).toMatchObject({ message: 'Could not find a cart with ID "non_existent_masked_id"', extensions: { category: 'graphql-no-such-entity' } });
  });

  it('keeps a pickup location, a parcel machine and a picked address on the shipping address', async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    const pickup = (await setShippingAddress(id, { address: TALLINN, pickup_location_code: 'muugisaal' })).body.data.setShippingAddressesOnCart.cart;
    expect(pickup.shipping_addresses[0].pickup_location_code).toBe('muugisaal');
    const machine = (await setShippingAddress(id, { address: TALLINN, additional_data: { parcel_machine_id: 'smartpost-3109' } })).body.data.setShippingAddressesOnCart.cart;
    expect(machine.shipping_addresses[0]).toMatchObject({
      pickup_location_code: null,
      parcel_machine: { id: 'smartpost-3109', carrier_code: 'smartpost', carrier_title: 'SmartPost', name: 'Tartu Eeden', city: 'Tartu' },
    });
    const placeId = (await env.DB.prepare("SELECT place_id FROM estonian_addresses WHERE label LIKE 'Tallinna tn 19,%Kuressaare%'").first<{ place_id: string }>())!.place_id;
    const picked = (await setShippingAddress(id, { address: KURESSAARE, additional_data: { place_id: placeId } })).body.data.setShippingAddressesOnCart.cart;
    expect(picked.shipping_addresses[0]).toMatchObject({ place_id: placeId, parcel_machine: null });
  });
});

describe('setBillingAddressOnCart', () => {
  const company = { ...TALLINN, company: 'Mööbel OÜ', company_registry_code: '10060701', vat_id: 'EE100931558' };

  it('stores a company billing address with its registry code and VAT number, shipping untouched', async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    await setShippingAddress(id, { address: KURESSAARE });
    const { body } = await setBillingAddress(id, { address: { ...company, street: ['Narva mnt 5', '', 'Kesklinn'] }, same_as_shipping: false });
    expect(body.errors).toBeUndefined();
    const cart = body.data.setBillingAddressOnCart.cart;
    expect(cart.billing_address).toMatchObject({ company: 'Mööbel OÜ', company_registry_code: '10060701', vat_id: 'EE100931558', street: ['Narva mnt 5', '', 'Kesklinn'] });
    expect(cart.shipping_addresses[0].city).toBe('Kuressaare');
  });

  it('with use_for_shipping, sets the address as the shipping address too, keeping its delivery details; the method is chosen again', async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    await setShippingAddress(id, { address: { ...TALLINN, firstname: 'Saaja' }, pickup_location_code: 'pea' });
    expect((await setShippingMethod(id, 'instore', 'pickup')).body.errors).toBeUndefined();
    const cart = (await setBillingAddress(id, { address: { ...TALLINN, firstname: 'Maksja' }, use_for_shipping: true })).body.data.setBillingAddressOnCart.cart;
    expect(cart.billing_address.firstname).toBe('Maksja');
    expect(cart.shipping_addresses[0]).toMatchObject({ firstname: 'Maksja', pickup_location_code: 'pea', selected_shipping_method: null });
  });

  it('with same_as_shipping, copies the shipping address (an address given beside it is not used) and leaves the shipping method', async () => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    expect((await setBillingAddress(id, { same_as_shipping: true })).body.errors![0]).toMatchObject({
      message: 'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
      extensions: { category: 'graphql-input' },
    });
    await setShippingAddress(id, { address: KURESSAARE });
    await setShippingMethod(id, 'home', 'standard');
    const cart = (await setBillingAddress(id, { same_as_shipping: true, address: TALLINN })).body.data.setBillingAddressOnCart.cart;
    expect(cart.billing_address).toMatchObject({ city: 'Kuressaare', street: ['Tallinna tn 19'], company_registry_code: null });
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({ carrier_code: 'home' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no address', { same_as_shipping: false }, 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".'],
    ['a registry code with a wrong check digit', { address: { ...company, company_registry_code: '10060702' } }, 'The company registry code "10060702" is not valid.'],
    ['an Estonian VAT number with a wrong check digit', { address: { ...company, vat_id: 'EE100931559' } }, 'The VAT number "EE100931559" is not valid.'],
    ['an overlong company name', { address: { ...company, company: 'C'.repeat(256) } }, '"Company" length must be equal or less than 255 characters.'],
    ['a missing city', { address: { ...company, city: '' } }, '"city" is required. Enter and try again.'],
  ])('refuses %s', async (_name, billing, message) => {
    const id = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    const { body } = await setBillingAddress(id, billing);
    expect(body.errors![0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(await readCart(id)).toMatchObject({ billing_address: null });
  });
});

describe('customerCart', () => {
  it("answers a guest with Magento's authorization error", async () => {
    const { response, body } = await postGraphql('{ customerCart { id } }');
    expect(response.status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message: 'The request is allowed for logged in customer', extensions: { category: 'graphql-authorization' } });
  });
});
