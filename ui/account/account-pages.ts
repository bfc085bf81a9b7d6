/**
 * The my-account child pages (customer.md §2), in side navigation order: path segment and the
 * catalogue key of its title. A module of plain data (no JSX) so the account sidebar's chunk
 * and the server share it.
 */
export const ACCOUNT_PAGES = [
  { slug: 'personal-data', title: 'Personal data' },
  { slug: 'shipping-details', title: 'Shipping details' },
  { slug: 'password-change', title: 'Password change' },
  { slug: 'order-history', title: 'Order history' },
  { slug: 'subscriptions', title: 'Subscriptions' },
  { slug: 'gdpr-acceptance-details', title: 'GDPR acceptance details' },
] as const;

export type AccountPageSlug = (typeof ACCOUNT_PAGES)[number]['slug'];

export const accountPageHref = (slug: AccountPageSlug) => `/my-account/${slug}`;
