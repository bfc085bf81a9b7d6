import { createApp } from './app';

/** Storefront worker entry: the Hono app with the production upstreams (see wrangler.toml). */
const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<StorefrontEnv>;
