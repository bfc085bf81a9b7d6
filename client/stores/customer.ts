import { atom } from 'nanostores';
import type { MagentoReply } from '../../worker/api/contract';
import { callMagento, onSignedOut } from '../api-fetch';
import { browser } from '../browser-env';
import { hasCustomerToken } from '../session-cookies';
import { announceCustomer } from './ui';

/*
 * The signed-in customer in the browser (storefront.md §4 "Login state is set when a customer
 * token exists"). Loaded on first use only: the header glue loads this module at page load when
 * the `vsf-customer` cookie is there, the authentication sidebar when it opens. The login flow
 * and logout, which touch the cart, are in `customer-login.ts`: a signed-in page load needs
 * neither, so it loads no cart code. Nothing of the customer is ever in server HTML (pages stay cacheable):
 * the header's initial comes from here.
 *
 * The token itself is never seen by this code: the worker sets and removes the cookie
 * (worker/api/account-methods.ts); only its presence is read, as the spec's login state.
 */

/** The signed-in customer as the middleware API answers it (worker/api/account-methods.ts `customer`). */
export type Customer = NonNullable<MagentoReply<'customer'>['customer']>;

/** The signed-in customer as the backend last answered; `null` signed out or before the load. */
export const $customer = atom<Customer | null>(null);
/** storefront.md §4: signed in while a customer token exists (the `vsf-customer` cookie). */
export const $signedIn = atom<boolean>(false);


/** The header badge's letter (storefront.md §2): the first letter of the first name (else last name, e-mail). */
export function customerInitial(customer: Customer | null): string | null {
  const name = customer?.firstname?.trim() || customer?.lastname?.trim() || customer?.email?.trim() || '';
  const first = [...name][0];
  return first ? first.toLocaleUpperCase('et') : null;
}


/** Reaction: the header glue (client/account-button.ts) hears each change of the login state or the customer. */
function announce(): void {
  announceCustomer({ signedIn: $signedIn.get(), initial: customerInitial($customer.get()) }, browser().events);
}
$signedIn.listen(announce);
$customer.listen(announce);

/** Read the login state from the cookie (at start; after a sign-in the flow sets it). */
export function syncSignedIn(): boolean {
  const signedIn = hasCustomerToken();
  $signedIn.set(signedIn);
  return signedIn;
}

/**
 * Load the customer. Resolves to whether it worked; an authorization error signs out and leaves
 * the page (client/api-fetch.ts).
 */
export async function loadCustomer(): Promise<boolean> {
  const reply = await callMagento('customer', []);
  const customer = reply.ok ? reply.data.customer : null;
  if (!customer) return false;
  $customer.set(customer);
  return true;
}

/**
 * customer.md §4 "load related data": what a signed-in shopper's header shows besides the name:
 * the wish list count (client/stores/wishlist.ts, its own chunk: loaded here, not bundled in).
 */
export async function loadRelatedData(): Promise<void> {
  // Never fails the sign-in: the count is a nicety (a chunk or network failure leaves it unshown).
  try {
    const wishlist = await import('./wishlist');
    await wishlist.loadWishlistCount();
  } catch {
    // Nothing to undo.
  }
}

// Sign-out and authorization errors (client/api-fetch.ts): forget the customer.
onSignedOut(() => {
  $customer.set(null);
  $signedIn.set(false);
});
