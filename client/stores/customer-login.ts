import { AuthResultState } from '../../domain/auth-result';
import { announceSignedOut, callMagento } from '../api-fetch';
import { dropCustomerToken, hasCustomerToken } from '../session-cookies';
import { clearCart, loadCart, showCartFromServer } from './cart';
import { $signedIn, loadCustomer, loadRelatedData } from './customer';

/*
 * customer.md §4 Login flow and Logout: what signing in and out do besides the customer itself
 * (`customer.ts`): merge the guest cart, clear the cart. Used by the authentication and account
 * sidebars only.
 */

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
