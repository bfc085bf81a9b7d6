/**
 * A signed-in shopper's page load (storefront.md §4: "Login state is set when a customer token
 * exists; then customer, wishlist count and cart are loaded"): loaded by the header glue only
 * when the `vsf-customer` cookie is there. The cart's badge loads itself (client/cart-button.ts).
 */
import { loadCustomer, loadRelatedData, syncSignedIn } from './stores/customer';

export async function startSession(): Promise<void> {
  if (!syncSignedIn()) return;
  // A refused token (revoked, expired, garbage) answers 401: client/api-fetch.ts signs out and goes home.
  if (await loadCustomer()) await loadRelatedData();
}
