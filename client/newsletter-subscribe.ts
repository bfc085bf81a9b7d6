import { email as emailRule, required } from '../domain/checkout-validation';
import { NEWSLETTER_SUBSCRIBED_KEY } from '../domain/newsletter';
import { isSubscribeSuccess, NEWSLETTER_SUBSCRIBE_RESULT } from '../domain/newsletter-subscription';
import { newsletterStatus } from '../domain/subscriptions';
import { translate } from '../ui/i18n/t';
import { callAccount } from './account/account-api';
import { writeStorage } from './browser-storage';

export type SubscribeOutcome = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string };

/**
 * Subscribe `email` (worker/api/newsletter-methods.ts). The outcome's message is translated:
 * the status's text on success (customer.md §3), else the field's error ('Please enter a valid
 * e-mail address', 'Newsletter e-mail already subscribed', …). After a success the popup is not
 * offered again in this browser (`NEWSLETTER_SUBSCRIBED_KEY`).
 */
export async function subscribeToNewsletter(email: string, recaptchaToken = ''): Promise<SubscribeOutcome> {
  const invalid = required(email) ?? emailRule(email);
  if (invalid) return { ok: false, message: translate(invalid.message) };
  const result = await callAccount('subscribeEmailToNewsletter', [{ email: email.trim(), ...(recaptchaToken ? { recaptchaToken } : {}) }]);
  if (!result.ok) return { ok: false, message: translate(result.message) };
  const status = newsletterStatus(result.data.status);
  const message = translate(NEWSLETTER_SUBSCRIBE_RESULT[status]);
  if (!isSubscribeSuccess(status)) return { ok: false, message };
  writeStorage(NEWSLETTER_SUBSCRIBED_KEY, String(Date.now()));
  return { ok: true, message };
}
