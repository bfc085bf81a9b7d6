import { type CheckoutData, composeStreet, DEFAULT_COUNTRY, type StreetLines } from './checkout-steps';

/**
 * The `setBillingAddressOnCart` input built from the checkout data (storefront.md §3 "Billing
 * address input": either customerAddressId, or an address whose street is combined from street,
 * apartment, neighborhood and extra, plus sameAsShipping; §7 "Set billing address"). Pure; the
 * checkout store sends it, then reloads and re-saves the shipping method (§4), because Magento's
 * `same_as_shipping` copies the billing address onto the shipping address, which drops the
 * selected shipping method.
 */

/** Magento 2.4.7 CartAddressInput, the fields we send. */
export type CartAddressInput = {
  readonly firstname: string;
  readonly lastname: string;
  readonly company?: string;
  readonly street: readonly string[];
  readonly city: string;
  readonly region?: string;
  readonly region_id?: number;
  readonly postcode: string;
  readonly country_code: string;
  readonly telephone: string;
  readonly vat_id?: string;
  /** Our extension (extensions.graphqls): the business register code of a company purchase. */
  readonly company_registry_code?: string;
  readonly save_in_address_book: boolean;
};

export type BillingAddressInput =
  | { readonly address: CartAddressInput; readonly same_as_shipping: boolean }
  | { readonly customer_address_id: number; readonly same_as_shipping: false };

/** The billing form when billing differs from shipping. */
export type BillingAddressForm = StreetLines & {
  readonly firstName: string;
  readonly lastName: string;
  readonly city: string;
  readonly postcode: string;
  readonly country?: string | null;
  readonly phoneNumber: string;
};

export type BillingSource =
  /** `payment.sameAsShipping`: the delivery address of the checkout data. */
  | { readonly kind: 'shipping' }
  | { readonly kind: 'form'; readonly form: BillingAddressForm }
  /** A signed-in customer's saved address. */
  | { readonly kind: 'saved'; readonly customerAddressId: number };

/**
 * Rules (ours where §3 is silent):
 * - billing same as shipping takes the payer's name and phone from the contact info (with
 *   another recipient, the delivery address carries the recipient's name, who does not pay);
 *   a billing form carries its own;
 * - billing same as shipping sends the delivery address, spelled out, with
 *   `same_as_shipping: false`: Magento 2.4.7's `same_as_shipping: true` ignores the address sent
 *   and copies the cart's shipping address, which would drop the payer's name (another
 *   recipient) and the company; the shopper's "same as delivery" choice stays in the checkout
 *   data (`payment.sameAsShipping`);
 * - a company purchase adds `company`, `company_registry_code` and `vat_id` (each when given)
 *   to an address; a saved address keeps its own;
 * - every text trimmed; the country defaults to EE; nothing is saved in the address book.
 */
export function billingAddressInput(data: CheckoutData, source: BillingSource): BillingAddressInput {
  if (source.kind === 'saved') return { customer_address_id: source.customerAddressId, same_as_shipping: false };
  const { contactInfo, shipping, payment } = data;
  const company =
    payment.isPurchaseAsCompany && payment.companyName.trim()
      ? {
          company: payment.companyName.trim(),
          ...(payment.registerCode.trim() ? { company_registry_code: payment.registerCode.trim() } : {}),
          ...(payment.taxVat.trim() ? { vat_id: payment.taxVat.trim() } : {}),
        }
      : {};
  const payer = { firstname: contactInfo.firstName.trim(), lastname: contactInfo.lastName.trim(), telephone: contactInfo.phoneNumber.trim() };
  if (source.kind === 'shipping') {
    const delivery = shipping.address;
    const region = {
      ...(delivery.region.region_code ? { region: delivery.region.region_code } : {}),
      ...(delivery.region.region_id !== null ? { region_id: delivery.region.region_id } : {}),
    };
    return {
      address: {
        ...payer,
        ...company,
        street: composeStreet({ street: delivery.street }),
        city: delivery.city.trim(),
        ...region,
        postcode: delivery.postcode.trim(),
        country_code: delivery.country || DEFAULT_COUNTRY,
        save_in_address_book: false,
      },
      same_as_shipping: false,
    };
  }
  const { form } = source;
  return {
    address: {
      firstname: form.firstName.trim(),
      lastname: form.lastName.trim(),
      ...company,
      street: composeStreet(form),
      city: form.city.trim(),
      postcode: form.postcode.trim(),
      country_code: form.country?.trim() || DEFAULT_COUNTRY,
      telephone: form.phoneNumber.trim(),
      save_in_address_book: false,
    },
    same_as_shipping: false,
  };
}
