import type { Context } from 'hono';
import { isCrawler } from '../../domain/layout-rules';
import { readContentVersion } from '../../kv-schema';
import type { AppEnv } from '../app-env';

/**
 * The edge HTML cache of anonymous pages (ARCHITECTURE.md "A page request", step 2).
 *
 * - Key: the URL and the current content version (a CMS publish bumps it, so every page
 *   renders fresh without purging), plus whether the visitor is a crawler (crawlers get the
 *   complete, non-streamed document).
 * - Hit: served as stored, with a fresh CSP nonce written into every `nonce` attribute by
 *   HTMLRewriter, so no two visitors share a nonce. Older than `FRESH_FOR_SECONDS`: served and
 *   re-rendered in `waitUntil` (the Cache API has no stale-while-revalidate of its own).
 * - Stored only: GET, status 200, HTML, no `Set-Cookie`, and never when the request carries a
 *   customer token. Routes decide eligibility by their cache policy; account, checkout and
 *   cart routes are `private` and never reach this module.
 */
export const FRESH_FOR_SECONDS = 60;
const KEEP_SECONDS = 24 * 3600;
export const CACHED_AT_HEADER = 'X-Edge-Cached-At';
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
const BROWSER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The zone's default cache. Spelled out because, with the DOM lib loaded too (the client shares
 * the tsconfig), `caches` is typed as the browser's CacheStorage, which has no `default`.
 */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** The Cache API key of a page: content version, audience, path and query. */
export function htmlCacheKey(url: URL, contentVersion: string, audience: 'crawler' | 'browser'): Request {
  return new Request(`https://edge-html.internal/${encodeURIComponent(contentVersion)}/${audience}${url.pathname}${url.search}`);
}

async function cacheKey(c: Context<AppEnv>): Promise<Request> {
  const version = await readContentVersion(c.env.CONTENT);
  return htmlCacheKey(new URL(c.req.url), version, isCrawler(c.req.header('user-agent')) ? 'crawler' : 'browser');
}

function storable(c: Context<AppEnv>, response: Response): boolean {
  return (
    c.req.method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    c.var.session.customerToken === null
  );
}

function store(c: Context<AppEnv>, key: Request, response: Response): Response {
  if (!response.body) return response;
  const [toClient, toCache] = response.body.tee();
  const headers = new Headers({
    'Content-Type': response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    'Cache-Control': `public, max-age=${KEEP_SECONDS}`,
    [CACHED_AT_HEADER]: String(Date.now()),
  });
  c.executionCtx.waitUntil(
    edgeCache().put(key, new Response(toCache, { status: 200, headers })).catch((error: unknown) => {
      console.warn(JSON.stringify({ at: 'edge-html-cache', put: key.url, error: String(error) }));
    }),
  );
  const out = new Response(toClient, response);
  out.headers.set(EDGE_CACHE_HEADER, 'MISS');
  return out;
}

/** Serve a stored page with this request's nonce in every `nonce` attribute. */
function withFreshNonce(stored: Response, nonce: string, state: 'HIT' | 'STALE'): Response {
  const rewritten = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(stored);
  return new Response(rewritten.body, {
    status: 200,
    headers: {
      'Content-Type': stored.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
      'Cache-Control': BROWSER_CACHE_CONTROL,
      [EDGE_CACHE_HEADER]: state,
    },
  });
}

/**
 * Serve `render()`'s page through the edge cache. `render` must be safe to call again later
 * (a stale hit re-renders in the background).
 */
export async function edgeCachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  if (c.req.method !== 'GET' || c.var.session.customerToken !== null) return render();
  const key = await cacheKey(c);
  const hit = await edgeCache().match(key);
  if (hit) {
    const age = Date.now() - Number(hit.headers.get(CACHED_AT_HEADER) ?? 0);
    const stale = !(age >= 0 && age < FRESH_FOR_SECONDS * 1000);
    if (stale) {
      c.executionCtx.waitUntil(
        render()
          .then(async (fresh) => {
            if (storable(c, fresh)) await edgeCache().put(key, await bufferedForCache(fresh));
            else await fresh.body?.cancel();
          })
          .catch((error: unknown) => console.warn(JSON.stringify({ at: 'edge-html-cache', refresh: key.url, error: String(error) }))),
      );
    }
    return withFreshNonce(hit, c.var.nonce, stale ? 'STALE' : 'HIT');
  }
  const response = await render();
  return storable(c, response) ? store(c, key, response) : response;
}

async function bufferedForCache(response: Response): Promise<Response> {
  return new Response(await response.arrayBuffer(), {
    status: 200,
    headers: {
      'Content-Type': response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
      'Cache-Control': `public, max-age=${KEEP_SECONDS}`,
      [CACHED_AT_HEADER]: String(Date.now()),
    },
  });
}
