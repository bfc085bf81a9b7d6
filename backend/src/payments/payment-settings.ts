// Where the simulated payment provider lives and how it signs (backend/wrangler.toml [vars]):
// - PAYMENT_PAGE_BASE_URL: the provider's public base, as the shopper's browser reaches it
//   (development: the storefront's `/__dev/backend`, so the page is on the shop's own origin);
// - STOREFRONT_URL: where the provider returns the browser (`/thank-you`, `/payment-fail`);
// - PAYMENT_NOTIFY_SECRET: the key the provider signs its notifications with (HMAC-SHA256), shared
//   with the shop as Estonian providers share a key per merchant.
export type PaymentSettings = { pageBaseUrl: string; storefrontUrl: string; notifySecret: string };

const DEFAULTS: PaymentSettings = {
  pageBaseUrl: 'http://localhost:8787/__dev/backend',
  storefrontUrl: 'http://localhost:8787',
  notifySecret: '',
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The settings from the worker's variables; a missing secret is '' (every notification is then refused). */
export function paymentSettings(env: Partial<BackendEnv> | undefined): PaymentSettings {
  const vars = env ?? {};
  return {
    pageBaseUrl: trimSlash(vars.PAYMENT_PAGE_BASE_URL || DEFAULTS.pageBaseUrl),
    storefrontUrl: trimSlash(vars.STOREFRONT_URL || DEFAULTS.storefrontUrl),
    notifySecret: vars.PAYMENT_NOTIFY_SECRET ?? DEFAULTS.notifySecret,
  };
}
