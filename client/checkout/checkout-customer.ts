/**
 * The signed-in customer at checkout (issue 8 point 6): the contact step is pre-filled from the
 * account (e-mail, names, and the phone of the default shipping address) and the delivery step
 * offers the address book (`customer_address_id`). A guest (no `vsf-customer` cookie) never asks:
 * the guest checkout is unchanged.
 */
import { atom } from 'nanostores';
import type { MagentoReply } from '../../worker/api/contract';
import { callMagento } from '../api-fetch';
import { hasCustomerToken } from '../session-cookies';
import { $checkout, updateCheckout } from '../stores/checkout';

/** The signed-in customer with their address book (worker/api/customer-methods.ts `getCustomerAddresses`). */
export type CheckoutCustomer = MagentoReply<'getCustomerAddresses'>;
export type SavedAddress = CheckoutCustomer['addresses'][number];

/** The signed-in customer with their address book; `null` for a guest (or until read). */
export const $checkoutCustomer = atom<CheckoutCustomer | null>(null);

/**
 * Read the customer and pre-fill the contact step's empty fields (what the shopper typed wins).
 * Resolves to the customer, or `null` for a guest or when the account cannot be read (then the
 * checkout works as for a guest, except that the cart is the customer's).
 */
export async function loadCheckoutCustomer(): Promise<CheckoutCustomer | null> {
  if (!hasCustomerToken()) return null;
  const result = await callMagento('getCustomerAddresses', []);
  if (!result.ok) return null;
  const customer = result.data;
  $checkoutCustomer.set(customer);
  const contact = $checkout.get().contactInfo;
  const phone = (customer.addresses.find((address) => address.default_shipping) ?? customer.addresses[0])?.telephone ?? '';
  const fill = {
    // The cart of a signed-in customer carries the account's e-mail (Magento refuses a guest e-mail on it).
    ...(customer.email && contact.email !== customer.email ? { email: customer.email } : {}),
    ...(!contact.firstName && customer.firstname ? { firstName: customer.firstname } : {}),
    ...(!contact.lastName && customer.lastname ? { lastName: customer.lastname } : {}),
    ...(!contact.phoneNumber && phone ? { phoneNumber: phone } : {}),
  };
  if (Object.keys(fill).length) updateCheckout('contactInfo', fill);
  return customer;
}

/** Where a saved address goes in the delivery step's picked address: its id in `placeId`. */
export const SAVED_ADDRESS_PREFIX = 'customer-address:';
export const savedAddressId = (placeId: string | null | undefined): number | null =>
  placeId?.startsWith(SAVED_ADDRESS_PREFIX) ? Number(placeId.slice(SAVED_ADDRESS_PREFIX.length)) || null : null;
