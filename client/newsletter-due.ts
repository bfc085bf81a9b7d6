import { mayOpenNewsletter, NEWSLETTER_CLOSE_TIME_KEY, NEWSLETTER_SUBSCRIBED_KEY, reopenDelayPassed } from '../domain/newsletter';
import { newsletterOn, newsletterStatus } from '../domain/subscriptions';
import { callAccount } from './account/account-api';
import { readStorage } from './browser-storage';
import { hasCustomerToken } from './session-cookies';

/**
 * customer.md §4: the reopen delay has passed and the visitor is not subscribed or not logged in.
 * Only a signed-in shopper's status is asked of the backend (`customerSubscriptions`); a guest's
 * is not known and nothing is loaded for one. A failed status call counts as not subscribed.
 */
export async function mayOpenNow(reopenAfterClosedHours: number): Promise<boolean> {
  const reopenPassed = reopenDelayPassed(readStorage(NEWSLETTER_CLOSE_TIME_KEY), Date.now(), reopenAfterClosedHours);
  const subscribedHere = readStorage(NEWSLETTER_SUBSCRIBED_KEY) !== null;
  const signedIn = hasCustomerToken();
  if (!mayOpenNewsletter({ signedIn, subscribed: null, subscribedHere }, reopenPassed)) return false;
  if (!signedIn) return true;
  const reply = await callAccount('customerSubscriptions', []);
  const subscribed = reply.ok ? newsletterOn(newsletterStatus(reply.data.newsletter)) : false;
  return mayOpenNewsletter({ signedIn, subscribed, subscribedHere }, reopenPassed);
}
