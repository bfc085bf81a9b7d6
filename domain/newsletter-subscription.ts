import type { NewsletterStatus } from './subscriptions';

/*
 * What a newsletter subscription's answer (customer.md §3 statuses) means to the shopper, apart
 * from domain/newsletter.ts so that the popup's timer, which every listed page loads, does not
 * carry these texts (only the form, loaded when it is shown, does).
 */

/** Subscription statuses that mean the shopper gets (or will get, once confirmed) the newsletter. */
export const isSubscribeSuccess = (status: NewsletterStatus) => status !== 'UNSUBSCRIBED';

/**
 * What the shopper reads after subscribing, by Magento's answer (customer.md §3 statuses). In
 * Magento NOT_ACTIVE is "Not Activated": the subscription waits for the e-mail confirmation, as
 * UNCONFIRMED does.
 */
export const NEWSLETTER_SUBSCRIBE_RESULT = {
  SUBSCRIBED: 'Thank you! You are now subscribed to the newsletter',
  NOT_ACTIVE: 'Almost done: confirm the subscription with the link we sent to your e-mail',
  UNCONFIRMED: 'Almost done: confirm the subscription with the link we sent to your e-mail',
  UNSUBSCRIBED: 'You are not subscribed to the newsletter',
} as const satisfies Record<NewsletterStatus, string>;
