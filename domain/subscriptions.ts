/**
 * Newsletter subscription status values (customer.md §3: NOT_ACTIVE, SUBSCRIBED, UNCONFIRMED,
 * UNSUBSCRIBED; default Unsubscribed) and how the subscriptions page words each.
 */
export const NEWSLETTER_STATUSES = ['NOT_ACTIVE', 'SUBSCRIBED', 'UNCONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_LABEL = {
  NOT_ACTIVE: 'Subscription is not active',
  SUBSCRIBED: 'You are subscribed to the newsletter',
  UNCONFIRMED: 'Subscription is waiting for your confirmation by e-mail',
  UNSUBSCRIBED: 'You are not subscribed to the newsletter',
} as const satisfies Record<NewsletterStatus, string>;

/** Any value the backend might add later reads as the spec's default, Unsubscribed. */
export function newsletterStatus(value: string | null | undefined): NewsletterStatus {
  return (NEWSLETTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as NewsletterStatus) : 'UNSUBSCRIBED';
}

/**
 * Whether the newsletter counts as on for the switch: subscribed, or asked for and awaiting the
 * e-mail confirmation (switching off then withdraws the request).
 */
export const newsletterOn = (status: NewsletterStatus) => status === 'SUBSCRIBED' || status === 'UNCONFIRMED';
