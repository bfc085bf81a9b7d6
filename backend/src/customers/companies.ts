// Mutation.createCompany (extension; customer.md §3 and §5): a business account = the company
// and its admin, a customer of account_type business. Every required field of §5, the registry
// code and VAT number with their check digits (domain/estonian-codes.ts), country default EE.
// The admin gets a token at once unless the account must first be confirmed by e-mail.
import { isValidEstonianVatNumber, isValidRegistryCode } from '../../../domain/estonian-codes';
import { inputError } from '../commerce/errors';
import { isValidEmail } from './customer-input';
import { companyShape, type CompanyRow } from './customer-shape';
import { allowedCountries } from './directory';
import { insertAccount, validateNewAccount, type NewAccount } from './registration';
import { issueCustomerToken } from './tokens';
import { STREET_LINES } from './addresses';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

type CompanyInput = {
  company_name: string;
  company_email: string;
  company_admin: Omit<NewAccount, 'gdpr_agreements' | 'is_subscribed'>;
  legal_name?: string | null;
  street: string[];
  city: string;
  region: string;
  postcode: string;
  telephone: string;
  vat_tax_id: string;
  reseller_id: string;
  country_id?: string | null;
  gdpr_agreements?: string[] | null;
};

export const COMPANY_MESSAGES = {
  input: '"input" value should be specified',
  companyEmail: (email: string) => `"${email.slice(0, 254)}" is not a valid email address.`,
  registryCode: (code: string) => `The registry code "${code.slice(0, 20)}" is not valid: 8 digits with a valid check digit.`,
  vat: (vat: string) => `The VAT number "${vat.slice(0, 20)}" is not valid: EE and 9 digits with a valid check digit.`,
  telephone: 'The telephone number is not valid.',
  streetLines: `"Street Address" cannot contain more than ${STREET_LINES} lines.`,
  country: (id: string) => `Invalid value of "${id.slice(0, 8)}" provided for the countryId field.`,
  duplicateRegistryCode: 'A company with the same registry code already exists.',
} as const;

const length = (label: string, max: number) => `"${label}" length must be equal or less than ${max} characters.`;
const TELEPHONE = /^\+?[0-9][0-9 ]{4,19}$/;

async function validateCompany(db: D1Database, input: CompanyInput): Promise<void> {
  const street = input.street.map((line) => line.trim());
  const required: Array<[string, string]> = [
    ['company_name', input.company_name],
    ['company_email', input.company_email],
    ['street', street.find(Boolean) ?? ''],
    ['city', input.city],
    ['region', input.region],
    ['postcode', input.postcode],
    ['telephone', input.telephone],
    ['vat_tax_id', input.vat_tax_id],
    ['reseller_id', input.reseller_id],
  ];
  const missing = required.filter(([, value]) => !value.trim()).map(([name]) => name);
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  for (const [label, value, max] of [
    ['Company Name', input.company_name, 255],
    ['Legal Name', input.legal_name ?? '', 255],
    ['City', input.city, 255],
    ['State/Province', input.region, 255],
    ['Zip/Postal Code', input.postcode, 20],
  ] as const) {
    if (value.trim().length > max) throw inputError(length(label, max));
  }
  if (street.length > STREET_LINES) throw inputError(COMPANY_MESSAGES.streetLines);
  if (street.some((line) => line.length > 255)) throw inputError(length('Street Address', 255));
  if (!isValidEmail(input.company_email.trim())) throw inputError(COMPANY_MESSAGES.companyEmail(input.company_email));
  if (!TELEPHONE.test(input.telephone.trim())) throw inputError(COMPANY_MESSAGES.telephone);
  if (!isValidRegistryCode(input.reseller_id.trim())) throw inputError(COMPANY_MESSAGES.registryCode(input.reseller_id));
  if (!isValidEstonianVatNumber(input.vat_tax_id.trim().toUpperCase())) throw inputError(COMPANY_MESSAGES.vat(input.vat_tax_id));
  const country = (input.country_id ?? 'EE').toUpperCase();
  if (!(await allowedCountries(db)).has(country)) throw inputError(COMPANY_MESSAGES.country(country));
  const taken = await db.prepare('SELECT 1 FROM companies WHERE reseller_id = ?').bind(input.reseller_id.trim()).first();
  if (taken) throw inputError(COMPANY_MESSAGES.duplicateRegistryCode);
}

const createCompany: MutationResolver<'createCompany'> = async (_s, { input }, context) => {
  if (!input) throw inputError(COMPANY_MESSAGES.input);
  await validateCompany(context.db, input);
  const admin: NewAccount = { ...input.company_admin, gdpr_agreements: input.gdpr_agreements ?? null };
  await validateNewAccount(context, admin, { accountType: 'business' });

  const company = await context.db
    .prepare(
      `INSERT INTO companies (name, legal_name, email, vat_tax_id, reseller_id, street, city, region, postcode, country_id, telephone, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      input.company_name.trim(), input.legal_name?.trim() || null, input.company_email.trim(), input.vat_tax_id.trim().toUpperCase(), input.reseller_id.trim(),
      JSON.stringify(input.street.map((line) => line.trim()).filter(Boolean)), input.city.trim(), input.region.trim(), input.postcode.trim(),
      (input.country_id ?? 'EE').toUpperCase(), input.telephone.trim(), new Date().toISOString(),
    )
    .first<CompanyRow>();
  let account;
  try {
    account = await insertAccount(context, admin, { accountType: 'business', companyId: company!.id, companyRole: 'admin' });
  } catch (error) {
    await context.db.prepare('DELETE FROM companies WHERE id = ?').bind(company!.id).run();
    throw error;
  }
  const { row, awaitingConfirmation } = account;
  return {
    company: companyShape(company!, { email: row.email, firstname: row.firstname, lastname: row.lastname }),
    token: awaitingConfirmation ? null : await issueCustomerToken(context.db, row.id, context.env),
  };
};

export const companyResolvers = {
  Mutation: { createCompany },
} satisfies Resolvers;
