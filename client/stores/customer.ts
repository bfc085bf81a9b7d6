import { atom } from 'nanostores';
import { AuthResultState } from '../../domain/auth-result';
import type { MagentoReply } from '../../worker/api/contract';
import { announceSignedOut, callMagento, onSignedOut } from '../api-fetch';
import { browser } from '../browser-env';
import { dropCustomerToken, hasCustomerToken } from '../session-cookies';
import { clearCart, loadCart, showCartFromServer } from './cart';
import { announceCustomer } from './ui';

/*
 * The signed-in customer in the browser (customer.md §4 Login flow, Logout; storefront.md §4
 * "Login state is set when a customer token exists"). Loaded on first use only: the header glue
 * loads this module at page load when the `vsf-customer` cookie is there, the authentication
 * sidebar when it opens. Nothing of the customer is ever in server HTML (pages stay cacheable):
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

/**
 * customer.md §4 Cart merge: the worker merges the guest cart (`vsf-cart`) into the customer
 * cart when they differ and stores the resulting id; the `$cart` store then shows the result
 * (and the header badge its count). When the merge call fails, the cart store loads the
 * customer cart itself.
 */
export async function mergeGuestCart(): Promise<void> {
  const reply = await callMagento('mergeCarts', []);
  if (reply.ok && reply.data.cart) showCartFromServer(reply.data.cart);
  else await loadCart();
}

/** The steps of the login flow, injectable so tests can check their order. */
export type LoginSteps = {
  markSignedIn: () => void;
  loadCustomer: () => Promise<boolean>;
  loadRelatedData: () => Promise<void>;
  mergeGuestCart: () => Promise<void>;
  logout: () => Promise<void>;
};

/**
 * customer.md §4 Login flow, after the worker saved the token (the cookie of the sign-in
 * reply): mark logged in, load the customer, load related data, merge the guest cart, then
 * Authenticated. A failed customer load logs out (→ Failed).
 */
export async function runLoginFlow(steps: LoginSteps): Promise<AuthResultState> {
  steps.markSignedIn();
  if (!(await steps.loadCustomer())) {
    await steps.logout();
    return AuthResultState.Failed;
  }
  await steps.loadRelatedData();
  await steps.mergeGuestCart();
  return AuthResultState.Authenticated;
}

/** The login flow with the real steps (after a successful sign-in call). */
export function completeLogin(): Promise<AuthResultState> {
  return runLoginFlow({
    markSignedIn: () => $signedIn.set(true),
    loadCustomer,
    loadRelatedData,
    mergeGuestCart,
    logout,
  });
}

/**
 * customer.md §4 Logout: revoke the token (the worker then removes the token and cart id
 * cookies), clear the cart, set logged out, clear the user. Also when the revoke call fails
 * (offline): the cookies are removed here too, so nothing of the customer stays behind.
 */
export async function logout(): Promise<void> {
  await callMagento('revokeCustomerToken', []);
  if (hasCustomerToken()) dropCustomerToken();
  clearCart();
  announceSignedOut();
}

// Sign-out and authorization errors (client/api-fetch.ts): forget the customer.
onSignedOut(() => {
  $customer.set(null);
  $signedIn.set(false);
});
