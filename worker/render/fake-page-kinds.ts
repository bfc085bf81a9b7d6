import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { bumpContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

// For tests over every kind of page (worker/render/page-*.test.ts): a path of each kind that
// renders with the fake upstream (worker/upstream/fake-upstream.ts) and seeded KV.

/** [page kind (scripts/page-islands.mjs), path]. */
export const PAGE_KIND_PATHS = [
  ['home', '/'],
  ['category', '/c/diivanid.html'],
  ['product', '/p/101/diivan-mia.html'],
  ['search', '/search?term=diivan'],
  ['categories-overview', '/kategooriad.html'],
  ['thank-you', '/thank-you'],
  ['gdpr', '/gdpr.html'],
  ['checkout', '/checkout'],
  ['not-found', '/no/such/page'],
] as const;

/** A storefront on a fresh fake upstream, its cached content outdated (call it in `beforeEach`). */
export async function fakeShop() {
  await bumpContentVersion(env.CONTENT);
  const fake = fakeUpstream();
  return { fake, app: createApp({ upstream: fake.upstream }) };
}

/** `path` rendered by `app`, once its background work has finished. */
export async function renderPage(app: ReturnType<typeof createApp>, path: string) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, {}, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body };
}

/** The backend down and nothing in KV: every path renders the maintenance page (503). */
export async function takeBackendDown(fake: FakeUpstream) {
  const { keys } = await env.CONTENT.list();
  await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
  fake.failAll({ status: 500 });
}
