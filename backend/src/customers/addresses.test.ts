import { describe, expect, it } from 'vitest';
import { firstError, gql, registerAndSignIn } from './test-customers';

const FIELDS = 'id firstname lastname street city postcode country_code telephone default_shipping default_billing region { region region_code region_id }';
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';
const ADDRESSES = `{ customer { addresses { ${FIELDS} } } }`;

const address = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Kati', lastname: 'Karu', street: ['Pikk 1', '5', 'Vanalinn', 'uksekood 12'], city: 'Tallinn', postcode: '10123',
  country_code: 'EE', telephone: '+37255555555', region: { region: 'Harju maakond' }, ...overrides,
});

describe('address book', () => {
  it('creates an address with 4 street lines and the county as an EE region, and makes it the default', async () => {
    const account = await registerAndSignIn();
    const body = await gql(CREATE, { input: address({ default_shipping: true, default_billing: true }) }, account.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.createCustomerAddress).toMatchObject({
      street: ['Pikk 1', '5', 'Vanalinn', 'uksekood 12'], default_shipping: true, default_billing: true,
      region: { region: 'Harju maakond', region_code: 'EE-37', region_id: 340 },
    });
    const list = await gql(ADDRESSES, undefined, account.token);
    expect(list.data.customer.addresses).toEqual([body.data.createCustomerAddress]);
  });

  it('moves the default to a new address and updates fields given, keeping the rest', async () => {
    const account = await registerAndSignIn();
    const first = (await gql(CREATE, { input: address({ default_shipping: true }) }, account.token)).data.createCustomerAddress;
    const second = (await gql(CREATE, { input: address({ street: ['Tartu mnt 2'], default_shipping: true }) }, account.token)).data.createCustomerAddress;
    expect(second.default_shipping).toBe(true);
    const updated = await gql(UPDATE, { id: first.id, input: { city: 'Tartu', postcode: '50103', street: ['Rüütli 3', '', ''] } }, account.token);
    expect(updated.data.updateCustomerAddress).toMatchObject({ city: 'Tartu', postcode: '50103', street: ['Rüütli 3'], firstname: 'Kati', default_shipping: false, region: { region_code: 'EE-37' } });
  });

  it.each([
    ['5 street lines', { street: ['1', '2', '3', '4', '5'] }, '"Street Address" cannot contain more than 4 lines.'],
    ['no first name and no postcode', { firstname: '', postcode: null }, 'Required parameters are missing: postcode, firstname'],
    ['no street', { street: [] }, 'Required parameters are missing: street'],
    ['a country we do not deliver to', { country_code: 'US', region: null }, 'Invalid value of "US" provided for the countryId field.'],
    ['a region of another country', { region: { region_id: 1 } }, 'The region_id does not match the selected country or region'],
    ['a 31-character telephone', { telephone: '+'.padEnd(31, '5') }, '"Phone Number" length must be equal or less than 30 characters.'],
  ])('refuses %s', async (_name, overrides, message) => {
    const account = await registerAndSignIn();
    expect(firstError(await gql(CREATE, { input: address(overrides) }, account.token))).toEqual({ message, category: 'graphql-input' });
  });

  it("treats another customer's address id as not found, for update and delete alike", async () => {
    const owner = await registerAndSignIn();
    const intruder = await registerAndSignIn();
    const { id } = (await gql(CREATE, { input: address() }, owner.token)).data.createCustomerAddress;
    const notFound = { message: `Could not find a address with ID "${id}"`, category: 'graphql-no-such-entity' };
    expect(firstError(await gql(UPDATE, { id, input: { city: 'Narva' } }, intruder.token))).toEqual(notFound);
    expect(firstError(await gql(DELETE, { id }, intruder.token))).toEqual(notFound);
    expect(firstError(await gql(DELETE, { id: 999999 }, owner.token))).toEqual({ message: 'Could not find a address with ID "999999"', category: 'graphql-no-such-entity' });
    expect((await gql(ADDRESSES, undefined, owner.token)).data.customer.addresses[0].city).toBe('Tallinn');
  });

  it('refuses to delete a default address (Magento), deletes it once it is not the default', async () => {
    const account = await registerAndSignIn();
    const { id } = (await gql(CREATE, { input: address({ default_billing: true, default_shipping: true }) }, account.token)).data.createCustomerAddress;
    expect(firstError(await gql(DELETE, { id }, account.token))).toEqual({ message: `Customer Address ${id} is set as default billing address and can not be deleted`, category: 'graphql-input' });
    await gql(UPDATE, { id, input: { default_billing: false } }, account.token);
    expect(firstError(await gql(DELETE, { id }, account.token)).message).toBe(`Customer Address ${id} is set as default shipping address and can not be deleted`);
    await gql(UPDATE, { id, input: { default_shipping: false } }, account.token);
    expect(await gql(DELETE, { id }, account.token)).toEqual({ data: { deleteCustomerAddress: true } });
    expect((await gql(ADDRESSES, undefined, account.token)).data.customer.addresses).toEqual([]);
  });

  it('refuses a guest', async () => {
    expect(firstError(await gql(CREATE, { input: address() }))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('countries', () => {
  it('lists EE, LV, LT and FI with the Estonian counties as EE regions', async () => {
    const body = await gql('{ countries { id full_name_locale full_name_english available_regions { id code name } } }');
    expect(body.data.countries.map((c: { id: string }) => c.id)).toEqual(['EE', 'LV', 'LT', 'FI']);
    const ee = body.data.countries[0];
    expect(ee).toMatchObject({ full_name_locale: 'Eesti', full_name_english: 'Estonia' });
    expect(ee.available_regions).toHaveLength(15);
    expect(ee.available_regions).toContainEqual({ id: 340, code: 'EE-37', name: 'Harjumaa' });
  });

  it("answers an unknown country with Magento's 'The country isn't available.'", async () => {
    expect((await gql('{ country(id: "ee") { id } }')).data).toEqual({ country: { id: 'EE' } });
    expect(firstError(await gql('{ country(id: "US") { id } }'))).toEqual({ message: "The country isn't available.", category: 'graphql-no-such-entity' });
  });
});
