// CartAddressInput → the address to store, checked as Magento 2.4.7 checks a quote address
// (QuoteAddressFactory: street lines; Customer\Model\Address\Validator\General and \Country:
// required fields, allowed country) plus the lengths of Magento's quote_address columns and the
// store's own company fields. Values are stored as typed (trimmed): markup in a name is text,
// escaped by whoever renders it.
import { isValidEstonianVatNumber, isValidRegistryCode } from '../../../../domain/estonian-codes';
import type { CommerceContext } from '../context';
import { inputError } from '../errors';
import { checkoutConfig } from '../delivery/delivery-data';
import type { CartAddressValues } from './checkout-store';

export type CartAddressInput = {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  company_registry_code?: string | null;
  save_in_address_book?: boolean | null;
};

/** Labels Magento's messages name the fields by, and the longest value each column holds. */
const LIMITS: ReadonlyArray<[keyof CartAddressInput, string, number]> = [
  ['firstname', 'First Name', 255],
  ['lastname', 'Last Name', 255],
  ['company', 'Company', 255],
  ['city', 'City', 255],
  ['region', 'State/Province', 255],
  ['postcode', 'Zip/Postal Code', 20],
  ['telephone', 'Phone Number', 255],
  ['vat_id', 'VAT Number', 255],
];

/** Magento's message for a value longer than its attribute allows (Eav\Model\Attribute\Data\Text). */
export const tooLong = (label: string, max: number) => inputError(`"${label}" length must be equal or less than ${max} characters.`);

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');
const optional = (value: string | null | undefined) => text(value) || null;

/**
 * The address to store, or a graphql-input MagentoError with the first problem, in Magento's
 * order: a country the store does not ship to ('Country is not available'), too many street
 * lines ('"Street Address" cannot contain more than 4 lines.'), a value too long (ours: Magento
 * would fail on its column), a required field missing ('"firstname" is required. Enter and try
 * again.', for firstname, lastname, street, city, telephone, postcode, countryId; Magento lists
 * each as its own error, and in production mode keeps the first, as here), then the company
 * fields (ours: registry code and an Estonian VAT number with their checksums). The region is
 * optional: this store turns EE off in "State Options" (general/region/state_required), since
 * the checkout's validation rules never ask for a county.
 */
export async function cartAddressValues(context: CommerceContext, input: CartAddressInput): Promise<CartAddressValues> {
  const config = await checkoutConfig(context);
  const country = text(input.country_code).toUpperCase();
  const allowed = (config.get('general/country/allow') ?? 'EE').split(',');
  if (country && !allowed.includes(country)) throw inputError('Country is not available');
  const maxLines = Number(config.get('customer/address/street_lines') ?? 2);
  const street = (input.street ?? []).map(text);
  if (street.length > maxLines) throw inputError(`"Street Address" cannot contain more than ${maxLines} lines.`);
  while (street.length > 1 && street[street.length - 1] === '') street.pop();
  for (const line of street) if (line.length > 255) throw tooLong('Street Address', 255);
  for (const [field, label, max] of LIMITS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > max) throw tooLong(label, max);
  }
  const required: Array<[string, string]> = [
    ['firstname', text(input.firstname)],
    ['lastname', text(input.lastname)],
    ['street', street[0] ?? ''],
    ['city', text(input.city)],
    ['telephone', text(input.telephone)],
    ['postcode', text(input.postcode)],
    ['countryId', country],
  ];
  const absent = required.find(([, value]) => !value);
  if (absent) throw inputError(`"${absent[0]}" is required. Enter and try again.`);

  const registryCode = optional(input.company_registry_code);
  if (registryCode && !isValidRegistryCode(registryCode)) throw inputError(`The company registry code "${registryCode}" is not valid.`);
  const vatId = optional(input.vat_id);
  if (vatId && /^EE/i.test(vatId) && !isValidEstonianVatNumber(vatId.toUpperCase())) throw inputError(`The VAT number "${vatId}" is not valid.`);

  return {
    firstname: text(input.firstname),
    lastname: text(input.lastname),
    company: optional(input.company),
    street,
    city: text(input.city),
    region: optional(input.region),
    region_id: input.region_id ?? null,
    postcode: text(input.postcode),
    country_code: country,
    telephone: text(input.telephone),
    vat_id: vatId,
    company_registry_code: registryCode,
    pickup_location_code: null,
    place_id: null,
    parcel_machine_id: null,
    customer_notes: null,
  };
}
