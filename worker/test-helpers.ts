import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { createApp } from './app';

/** One request through the whole app (absolute `url`), with `waitUntil` work finished. */
export async function send(app: ReturnType<typeof createApp>, url: string, init: RequestInit = {}, overrides: Partial<StorefrontEnv> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(url, init, { ...env, ...overrides }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** The configured public origin of the test environment (wrangler.toml `[vars]`). */
export const PUBLIC_ORIGIN = env.PUBLIC_ORIGIN;
