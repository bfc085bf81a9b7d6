import { createApp } from './app';

// Durable Object classes of wrangler.toml are exported by the entry module.
export { RefundLedger } from './hooks/refund-ledger';

/** Storefront worker entry: the Hono app with the production upstreams (see wrangler.toml). */
const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<StorefrontEnv>;
