import { Hono, type Context } from 'hono';
import type { AppEnv } from './app-env';
import { graphiqlPage } from './dev-graphiql';
import { isSameOrigin } from './middleware/state-changing-requests';
import type { UpstreamService } from './upstream/upstream';

/** Request headers a GraphQL or search client may need; never cookies. */
// `origin`: the backend's development pages (the CMS editor) check their form posts are same-origin.
const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'authorization', 'store', 'content-currency', 'origin'];
// `location`: the payment provider's page answers its form with a 303 back to the storefront.
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'location'];
const BACKEND_DEV_ENDPOINTS = new Set(['faults', 'stats', 'health', 'outbox', 'settings']);
/** The back office's development endpoints, with paths below them (`reviews/12/approve` → `/__reviews/12/approve`). */
const BACKEND_DEV_TREES = new Set(['reviews']);
const GRAPHQL_PATH = '/__dev/backend/graphql';

/** Where a `/__dev/backend/{rest}` request goes: the upstream that serves that part of the backend. */
function target(c: Context<AppEnv>, rest: string): { service: UpstreamService; url: URL } {
  const { commerce, search, cms } = c.var.upstream;
  const [first = '', ...tail] = rest.split('/');
  const query = new URL(c.req.url).search;
  const join = (base: string, path: string) => new URL(`${base.replace(/\/$/, '')}${path ? `/${path}` : ''}${query}`);
  if (first === 'graphql') return { service: commerce, url: join(commerce.baseUrl, tail.join('/')) };
  if (first === 'klevu') return { service: search, url: join(search.baseUrl, tail.join('/')) };
  if (first === 'cms') return { service: cms, url: join(cms.baseUrl, tail.join('/')) };
  // faults, stats, health, outbox, settings and reviews keep their short names; media and anything else: the same path.
  const path = (BACKEND_DEV_ENDPOINTS.has(first) && !tail.length) || BACKEND_DEV_TREES.has(first) ? `/__${rest}` : `/${rest}`;
  return { service: commerce, url: new URL(`${path}${query}`, new URL(commerce.baseUrl).origin) };
}

/** Development tools are on: DEV_TOOLS "enabled" and never in production (both required). */
export function devToolsOn(env: Pick<StorefrontEnv, 'DEV_TOOLS' | 'ENVIRONMENT'>): boolean {
  return env.DEV_TOOLS === 'enabled' && env.ENVIRONMENT !== 'production';
}

/** A browser navigating to the GraphQL endpoint (not a GraphQL client's GET query). */
function wantsConsole(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && !c.req.query('query') && (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The reference backend under `/__dev/backend/*` for developers and Magento-compatible clients:
 * `graphql` (GET and POST passed through; a GraphQL console page for a browser), `klevu/…`
 * (search), `media/…`, `cms/…`, and `faults`/`stats`/`health`/`outbox`/`settings` (the backend's `/__faults`,
 * `/__stats`, `/__health`, `/__outbox`, `/__settings`, used by e2e and `bench/`), `reviews[/{id}/approve|reject]`
 * (the back office's review moderation, `/__reviews…`). Answers 404 unless DEV_TOOLS is "enabled"
 * and the environment is not production; the production config sets DEV_TOOLS="disabled" too.
 * Cross-site writes are refused like those to `/api/*`.
 */
export const devTools = new Hono<AppEnv>().all('/backend/*', async (c) => {
  if (!devToolsOn(c.env)) return c.notFound();
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && !isSameOrigin(c)) return c.json({ error: { message: 'Cross-site request refused' } }, 403);
  const rest = new URL(c.req.url).pathname.slice('/__dev/backend/'.length);
  if (rest.split('/').some((segment) => segment === '..' || segment === '.') || rest.length > 1024) return c.notFound();
  if (rest === 'graphql' && wantsConsole(c)) {
    return c.html(graphiqlPage({ endpoint: GRAPHQL_PATH, nonce: c.var.nonce }), 200, { 'Cache-Control': 'no-store' });
  }

  const { service, url } = target(c, rest);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  // A redirect is the browser's to follow (the payment provider returns it to /thank-you), not ours.
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (method !== 'GET' && method !== 'HEAD') init.body = await c.req.arrayBuffer();
  const response = await service.fetch(new Request(url, init));
  const out = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: out });
});
