// Customer and CustomerAddress objects as Magento's GraphQL returns them, from our rows. The
// heavier parts (addresses, company, newsletter, loyalty, agreements) are field resolvers, read
// only when a query asks for them.
import { confirmationRequired, type CustomerRow } from './customer-store';
import { authenticationError, MESSAGES } from './messages';
import type { CustomerResolvers, Resolvers, SubscriptionStatusesEnum } from '../generated/resolvers';
import type { FieldResolver } from '../commerce/resolver-types';

export type CustomerAddressRow = {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  telephone: string;
  street: string;
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  vat_id: string | null;
};

/** The parent object of every Customer field resolver. */
export type CustomerShape = Pick<CustomerRow, 'id' | 'email' | 'firstname' | 'lastname' | 'account_type' | 'id_number' | 'date_of_birth' | 'gender' | 'taxvat' | 'company_id' | 'confirmation' | 'default_billing' | 'default_shipping'> & {
  prefix: string | null;
  suffix: string | null;
};

export function customerShape(row: CustomerRow): CustomerShape {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    account_type: row.account_type,
    id_number: row.id_number,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    taxvat: row.taxvat,
    company_id: row.company_id,
    confirmation: row.confirmation,
    default_billing: row.default_billing,
    default_shipping: row.default_shipping,
  };
}

export function addressShape(row: CustomerAddressRow, defaults: { default_billing: number | null; default_shipping: number | null }) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    telephone: row.telephone,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    region: { region: row.region, region_code: row.region_code, region_id: row.region_id },
    postcode: row.postcode,
    country_code: row.country_code,
    vat_id: row.vat_id,
    default_shipping: defaults.default_shipping === row.id,
    default_billing: defaults.default_billing === row.id,
  };
}

type Field<F extends keyof CustomerResolvers> = FieldResolver<'Customer', F>;

const newsletterStatus = async (db: D1Database, customer: CustomerShape): Promise<SubscriptionStatusesEnum> => {
  const row = await db
    .prepare('SELECT status FROM newsletter_subscribers WHERE customer_id = ? OR email = ? COLLATE NOCASE ORDER BY customer_id IS NULL LIMIT 1')
    .bind(customer.id, customer.email)
    .first<{ status: SubscriptionStatusesEnum }>();
  // customer.md §3: the default status is Unsubscribed.
  return row?.status ?? 'UNSUBSCRIBED';
};

const addresses: Field<'addresses'> = async (customer, _a, { db }) => {
  const rows = await db.prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id').bind(customer.id).all<CustomerAddressRow>();
  return rows.results.map((row) => addressShape(row, customer));
};

const company: Field<'company'> = async (customer, _a, { db }) => {
  if (customer.company_id === null) return null;
  const row = await db
    .prepare(
      `SELECT co.*, a.email AS admin_email, a.firstname AS admin_firstname, a.lastname AS admin_lastname
       FROM companies co LEFT JOIN customers a ON a.company_id = co.id AND a.company_role = 'admin' WHERE co.id = ?`,
    )
    .bind(customer.company_id)
    .first<CompanyRow & { admin_email: string | null; admin_firstname: string | null; admin_lastname: string | null }>();
  return row ? companyShape(row, { email: row.admin_email, firstname: row.admin_firstname, lastname: row.admin_lastname }) : null;
};

export type CompanyRow = {
  id: number;
  name: string;
  legal_name: string | null;
  email: string;
  vat_tax_id: string;
  reseller_id: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  country_id: string;
  telephone: string;
};

export function companyShape(row: CompanyRow, admin: { email: string | null; firstname: string | null; lastname: string | null }) {
  return {
    id: String(row.id),
    name: row.name,
    legal_name: row.legal_name,
    email: row.email,
    vat_tax_id: row.vat_tax_id,
    reseller_id: row.reseller_id,
    legal_address: {
      street: JSON.parse(row.street) as string[],
      city: row.city,
      region: row.region,
      postcode: row.postcode,
      country_code: row.country_id,
      telephone: row.telephone,
    },
    company_admin: admin,
  };
}

export async function loyaltyProgram(db: D1Database, customer: Pick<CustomerShape, 'id' | 'id_number'>) {
  const row = await db.prepare('SELECT joined_at FROM loyalty_members WHERE customer_id = ?').bind(customer.id).first<{ joined_at: string }>();
  return { member: row !== null, eligible: customer.id_number !== null, joined_at: row?.joined_at ?? null };
}

export async function gdprAgreements(db: D1Database, customerId: number) {
  const rows = await db
    .prepare(
      `SELECT t.code, t.title, t.required, a.accepted_at FROM gdpr_agreement_types t
       LEFT JOIN gdpr_agreements a ON a.code = t.code AND a.customer_id = ? ORDER BY t.position`,
    )
    .bind(customerId)
    .all<{ code: string; title: string; required: number; accepted_at: string | null }>();
  return rows.results.map((r) => ({ code: r.code, title: r.title, required: r.required === 1, accepted_at: r.accepted_at }));
}

export const customerFieldResolvers = {
  Customer: {
    is_subscribed: async (customer, _a, { db }) => (await newsletterStatus(db, customer)) === 'SUBSCRIBED',
    newsletter_status: async (customer, _a, { db }) => newsletterStatus(db, customer),
    // Magento's AccountManagement::getConfirmationStatus, with the setting as it is now. Magento
    // 2.4.7's enum has no value for an account still awaiting confirmation (its GetCustomer
    // refuses such an account first); a new account's createCustomerV2 answer does not have it.
    confirmation_status: async (customer, _a, { db }) => {
      if (!(await confirmationRequired(db))) return 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
      if (customer.confirmation !== null) throw authenticationError(MESSAGES.notConfirmed);
      return 'ACCOUNT_CONFIRMED';
    },
    addresses,
    company,
    loyalty_program: (customer, _a, { db }) => loyaltyProgram(db, customer),
    gdpr_agreements: (customer, _a, { db }) => gdprAgreements(db, customer.id),
  },
} satisfies Resolvers;
