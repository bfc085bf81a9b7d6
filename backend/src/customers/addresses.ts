// The address book: createCustomerAddress, updateCustomerAddress, deleteCustomerAddress and the
// CustomerAddressInput checks of Magento's CustomerGraphQl (required attributes, street lines,
// region, defaults). Street has up to 4 lines: street, apartment, neighbourhood, extra
// (customer/address/street_lines 4, customer.md §3).
import { inputError, noSuchEntity } from '../commerce/errors';
import { currentCustomer } from './current-customer';
import type { CustomerRow } from './customer-store';
import { addressShape, type CustomerAddressRow } from './customer-shape';
import { allowedCountries, regionsOf, type RegionRow } from './directory';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const STREET_LINES = 4;
export const MAX_ADDRESSES = 50;

export type AddressInput = {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  telephone?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
};

export const ADDRESS_MESSAGES = {
  createInput: '"input" value should be specified',
  updateInput: '"input" value must be specified',
  idRequired: 'Address "id" value must be specified',
  notFound: (id: number) => `Could not find a address with ID "${id}"`,
  streetLines: `"Street Address" cannot contain more than ${STREET_LINES} lines.`,
  regionMismatch: 'The region_id does not match the selected country or region',
  country: (id: string) => `Invalid value of "${id.slice(0, 8)}" provided for the countryId field.`,
  tooMany: `A customer can have at most ${MAX_ADDRESSES} addresses.`,
  defaultBilling: (id: number) => `Customer Address ${id} is set as default billing address and can not be deleted`,
  defaultShipping: (id: number) => `Customer Address ${id} is set as default shipping address and can not be deleted`,
} as const;

const length = (label: string, max: number) => `"${label}" length must be equal or less than ${max} characters.`;
const BOUNDS: Array<[keyof AddressInput, string, number]> = [
  ['firstname', 'First Name', 255],
  ['lastname', 'Last Name', 255],
  ['company', 'Company', 255],
  ['telephone', 'Phone Number', 30],
  ['city', 'City', 255],
  ['postcode', 'Zip/Postal Code', 20],
  ['vat_id', 'VAT Number', 50],
];

type Address = {
  firstname: string;
  lastname: string;
  company: string | null;
  telephone: string;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  vat_id: string | null;
};

const text = (value: string | null | undefined) => (value ?? '').trim();

/** "Harju maakond" and "Harjumaa" name the same county (the address search writes the former). */
const countyKey = (name: string) => name.toLowerCase().replace(/\s+maakond$/, '').replace(/maa$/, '').replace(/\s+/g, '');

function resolveRegion(input: AddressInput['region'], country: string, regions: RegionRow[]): Pick<Address, 'region' | 'region_code' | 'region_id'> {
  const own = regions.filter((r) => r.country_id === country);
  if (input?.region_id != null) {
    const region = own.find((r) => r.id === input.region_id);
    if (!region) throw inputError(ADDRESS_MESSAGES.regionMismatch);
    return { region: text(input.region) || region.name, region_code: region.code, region_id: region.id };
  }
  const name = text(input?.region);
  const code = text(input?.region_code);
  if (name.length > 255 || code.length > 32) throw inputError(length('State/Province', 255));
  const match = own.find((r) => (code && r.code === code) || (name && countyKey(r.name) === countyKey(name)));
  return { region: name || match?.name || null, region_code: match?.code ?? (code || null), region_id: match?.id ?? null };
}

/**
 * The complete address after applying `input` to `base` (an update), in Magento's order:
 * required attributes, street lines, bounds, country, region.
 */
async function buildAddress(db: D1Database, input: AddressInput, base: Address | null): Promise<Address> {
  const pick = <K extends keyof Address>(key: K, value: Address[K] | undefined): Address[K] | undefined => (value !== undefined ? value : base?.[key]);
  const street = input.street !== undefined ? (input.street ?? []).map((line) => text(line)) : base?.street ?? [];
  const merged = {
    firstname: text(pick('firstname', input.firstname ?? undefined)),
    lastname: text(pick('lastname', input.lastname ?? undefined)),
    telephone: text(pick('telephone', input.telephone ?? undefined)),
    city: text(pick('city', input.city ?? undefined)),
    postcode: text(pick('postcode', input.postcode === undefined ? undefined : input.postcode)),
    country_code: text(pick('country_code', input.country_code ?? undefined)).toUpperCase(),
  };
  const missing = [
    ...(merged.postcode ? [] : ['postcode']),
    ...(['firstname', 'lastname'] as const).filter((k) => !merged[k]),
    ...(street.some(Boolean) ? [] : ['street']),
    ...(merged.city ? [] : ['city']),
    ...(merged.country_code ? [] : ['country_id']),
    ...(merged.telephone ? [] : ['telephone']),
  ];
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  if (street.length > STREET_LINES) throw inputError(ADDRESS_MESSAGES.streetLines);
  if (street.some((line) => line.length > 255)) throw inputError(length('Street Address', 255));
  for (const [field, label, max] of BOUNDS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > max) throw inputError(length(label, max));
  }
  if (!(await allowedCountries(db)).has(merged.country_code)) throw inputError(ADDRESS_MESSAGES.country(merged.country_code));
  const region =
    input.region !== undefined || !base || base.country_code !== merged.country_code
      ? resolveRegion(input.region, merged.country_code, await regionsOf(db))
      : { region: base.region, region_code: base.region_code, region_id: base.region_id };
  // Trailing empty lines (apartment, neighbourhood, extra left blank) are not stored.
  while (street.length > 1 && !street[street.length - 1]) street.pop();
  return {
    ...merged,
    street,
    company: input.company !== undefined ? text(input.company) || null : base?.company ?? null,
    vat_id: input.vat_id !== undefined ? text(input.vat_id) || null : base?.vat_id ?? null,
    ...region,
  };
}

function defaultsAfter(customer: CustomerRow, id: number, input: AddressInput) {
  const next = (current: number | null, flag: boolean | null | undefined) => (flag === true ? id : flag === false && current === id ? null : current);
  return { default_billing: next(customer.default_billing, input.default_billing), default_shipping: next(customer.default_shipping, input.default_shipping) };
}

async function ownAddress(db: D1Database, customerId: number, id: number): Promise<CustomerAddressRow> {
  const row = await db.prepare('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').bind(id, customerId).first<CustomerAddressRow>();
  // Another customer's address is "not found" too: its id tells nothing about it.
  if (!row) throw noSuchEntity(ADDRESS_MESSAGES.notFound(id));
  return row;
}

const rowToAddress = (row: CustomerAddressRow): Address => ({ ...row, street: JSON.parse(row.street) as string[] });

const createCustomerAddress: MutationResolver<'createCustomerAddress'> = async (_s, { input }, context) => {
  const customer = await currentCustomer(context);
  if (!input) throw inputError(ADDRESS_MESSAGES.createInput);
  const address = await buildAddress(context.db, input, null);
  const count = await context.db.prepare('SELECT count(*) AS n FROM customer_addresses WHERE customer_id = ?').bind(customer.id).first<{ n: number }>();
  if ((count?.n ?? 0) >= MAX_ADDRESSES) throw inputError(ADDRESS_MESSAGES.tooMany);
  const now = new Date().toISOString();
  const row = await context.db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, telephone, street, city, region, region_code, region_id, postcode, country_code, vat_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(customer.id, address.firstname, address.lastname, address.company, address.telephone, JSON.stringify(address.street), address.city, address.region, address.region_code, address.region_id, address.postcode, address.country_code, address.vat_id, now, now)
    .first<CustomerAddressRow>();
  const defaults = defaultsAfter(customer, row!.id, input);
  await context.db.prepare('UPDATE customers SET default_billing = ?, default_shipping = ?, updated_at = ? WHERE id = ?').bind(defaults.default_billing, defaults.default_shipping, now, customer.id).run();
  return addressShape(row!, defaults);
};

const updateCustomerAddress: MutationResolver<'updateCustomerAddress'> = async (_s, args, context) => {
  const customer = await currentCustomer(context);
  if (!args.id) throw inputError(ADDRESS_MESSAGES.idRequired);
  if (!args.input) throw inputError(ADDRESS_MESSAGES.updateInput);
  const existing = await ownAddress(context.db, customer.id, args.id);
  const address = await buildAddress(context.db, args.input, rowToAddress(existing));
  const defaults = defaultsAfter(customer, existing.id, args.input);
  const now = new Date().toISOString();
  const [updated] = await context.db.batch([
    context.db
      .prepare(
        `UPDATE customer_addresses SET firstname = ?, lastname = ?, company = ?, telephone = ?, street = ?, city = ?, region = ?, region_code = ?, region_id = ?,
           postcode = ?, country_code = ?, vat_id = ?, updated_at = ? WHERE id = ? AND customer_id = ? RETURNING *`,
      )
      .bind(address.firstname, address.lastname, address.company, address.telephone, JSON.stringify(address.street), address.city, address.region, address.region_code, address.region_id, address.postcode, address.country_code, address.vat_id, now, existing.id, customer.id),
    context.db.prepare('UPDATE customers SET default_billing = ?, default_shipping = ?, updated_at = ? WHERE id = ?').bind(defaults.default_billing, defaults.default_shipping, now, customer.id),
  ]);
  return addressShape((updated!.results as CustomerAddressRow[])[0]!, defaults);
};

/** Magento refuses to delete a default address (billing checked first). */
const deleteCustomerAddress: MutationResolver<'deleteCustomerAddress'> = async (_s, args, context) => {
  const customer = await currentCustomer(context);
  if (!args.id) throw inputError(ADDRESS_MESSAGES.idRequired);
  const existing = await ownAddress(context.db, customer.id, args.id);
  if (customer.default_billing === existing.id) throw inputError(ADDRESS_MESSAGES.defaultBilling(existing.id));
  if (customer.default_shipping === existing.id) throw inputError(ADDRESS_MESSAGES.defaultShipping(existing.id));
  await context.db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').bind(existing.id, customer.id).run();
  return true;
};

export const addressResolvers = {
  Mutation: { createCustomerAddress, updateCustomerAddress, deleteCustomerAddress },
} satisfies Resolvers;
