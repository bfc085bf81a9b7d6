import { addressMin, cityMin, max, phone, postcode, required, type FieldRule } from './checkout-validation';

/**
 * The address book form (customer.md §3 Customer address): the street is Magento's list of
 * lines, and the form's apartment, neighbourhood and extra are its 2nd to 4th lines. Addresses
 * are Estonian (the address search and the §5 postcode rule are Estonian), so the country is EE.
 */
export type AddressForm = {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string;
  apartment: string;
  neighbourhood: string;
  extra: string;
  city: string;
  postcode: string;
  region: string;
  default_shipping: boolean;
  default_billing: boolean;
};

export type AddressTextField = Exclude<keyof AddressForm, 'default_shipping' | 'default_billing'>;

/** An address as the backend answers it (CustomerAddress; every field nullable, as Magento's). */
export type StoredAddress = {
  readonly id: number | null;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly telephone: string | null;
  readonly street: readonly (string | null)[] | null;
  readonly city: string | null;
  readonly postcode: string | null;
  readonly country_code?: string | null;
  readonly region: { readonly region: string | null } | null;
  readonly default_shipping: boolean | null;
  readonly default_billing: boolean | null;
};

/** The §5 rules per field, in the order their messages show (Magento's columns hold 255). */
export const ADDRESS_RULES = {
  firstname: [required, max(255)],
  lastname: [required, max(255)],
  telephone: [required, phone],
  street: [required, addressMin(), max(255)],
  apartment: [max(255)],
  neighbourhood: [max(255)],
  extra: [max(255)],
  city: [required, cityMin(), max(255)],
  postcode: [required, postcode],
  region: [max(255)],
} as const satisfies Record<AddressTextField, readonly FieldRule[]>;

export function emptyAddressForm(names: { firstname?: string | null; lastname?: string | null } = {}): AddressForm {
  return {
    firstname: names.firstname ?? '',
    lastname: names.lastname ?? '',
    telephone: '',
    street: '',
    apartment: '',
    neighbourhood: '',
    extra: '',
    city: '',
    postcode: '',
    region: '',
    default_shipping: false,
    default_billing: false,
  };
}

/** A stored address in the form: street lines 1–4 back into their fields. */
export function addressFormOf(address: StoredAddress): AddressForm {
  const line = (index: number) => address.street?.[index] ?? '';
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    telephone: address.telephone ?? '',
    street: line(0),
    apartment: line(1),
    neighbourhood: line(2),
    extra: line(3),
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    region: address.region?.region ?? '',
    default_shipping: address.default_shipping === true,
    default_billing: address.default_billing === true,
  };
}

/**
 * The street lines of the form: street, apartment, neighbourhood, extra, trimmed. Empty lines at
 * the end are dropped; an empty line before a filled one stays (as ''), so a neighbourhood
 * without an apartment is still the 3rd line and reads back into the right field.
 */
export function streetLinesOf(form: Pick<AddressForm, 'street' | 'apartment' | 'neighbourhood' | 'extra'>): string[] {
  const lines = [form.street, form.apartment, form.neighbourhood, form.extra].map((line) => line.trim());
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The form as the middleware API's address input (customerAddressInput in customer-methods.ts). */
export function addressInputOf(form: AddressForm) {
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    telephone: form.telephone.trim(),
    street: streetLinesOf(form),
    city: form.city.trim(),
    postcode: form.postcode.trim(),
    region: form.region.trim(),
    country_code: 'EE' as const,
    default_shipping: form.default_shipping,
    default_billing: form.default_billing,
  };
}

/** One line of an address as the book and the checkout show it. */
export function addressSummary(address: StoredAddress): string {
  const street = (address.street ?? []).filter((line): line is string => !!line).join(', ');
  return [street, [address.postcode, address.city].filter(Boolean).join(' '), address.region?.region].filter(Boolean).join(', ');
}

/** Defaults first (shipping, then billing), then the rest in the backend's order. */
export function sortAddresses<A extends StoredAddress>(addresses: readonly A[]): A[] {
  const rank = (address: A) => (address.default_shipping ? 0 : address.default_billing ? 1 : 2);
  return addresses.map((address, index) => ({ address, index })).sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index).map(({ address }) => address);
}
