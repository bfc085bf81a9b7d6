import { createApp } from './app';
import { withHitReplay } from './cache/hit-replay';

// Durable Object classes of wrangler.toml are exported by the entry module.
export { RefundLedger } from './hooks/refund-ledger';

/** Storefront worker entry: the Hono app with the production upstreams (see wrangler.toml). */
const app = createApp();

export default {
  // A fresh edge-cache hit's answer is replayed to the same request for a moment (cache/hit-replay.ts).
  fetch: withHitReplay<StorefrontEnv>((request, env, ctx) => app.fetch(request, env, ctx)),
} satisfies ExportedHandler<StorefrontEnv>;
