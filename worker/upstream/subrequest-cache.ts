/**
 * The sub-request cache (ARCHITECTURE.md "KV and purge", as Hydrogen's): anonymous GraphQL GET
 * queries of the commerce client go through the Cache API with stale-while-revalidate, with the
 * strategy their call names (`client.query(DOC, variables, { cache: CacheShort })`,
 * graphql/client/cache-strategy.ts). The Cache API has no stale-while-revalidate of its own, so
 * the fetch time is stored with the entry and a stale entry is served while one refresh per
 * isolate runs in `waitUntil`.
 *
 * Never cached, whatever the call says: anything but GET, a request with an `Authorization`
 * header (a customer token), a query whose variables name a cart (`cartId`, `cart_id`, …), a
 * call without a strategy (CacheNone is the default), and any answer that is not a 200 with
 * error-free GraphQL `data` or that sets a cookie. Entries are per data centre (the Cache API is).
 */

import { CacheNone, type UpstreamFetchOptions } from '../../graphql/client';

/** On every answer of a call with a strategy that may be cached: HIT, STALE (a refresh runs in the background) or MISS. */
export const SUBREQUEST_CACHE_HEADER = 'X-Subrequest-Cache';
/** On stored entries: when the answer was fetched (ms since the epoch). */
export const SUBREQUEST_CACHED_AT_HEADER = 'X-Subrequest-Cached-At';
/** The request headers that change a GraphQL answer besides the URL (Magento's store and currency). */
const VARYING_HEADERS = ['store', 'content-currency'];
const REFRESH_TIMEOUT_MS = 10_000;

export type SubrequestCacheOptions = {
  waitUntil: (promise: Promise<unknown>) => void;
  /** The global content version, for `contentVersioned` strategies. */
  contentVersion: () => Promise<string>;
  /** Defaults to the zone's default cache. */
  cache?: Cache;
  now?: () => number;
};

/** Refreshes running in this isolate: a burst of stale hits refreshes an entry once. */
const refreshing = new Set<string>();

function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Whether the variables (the `variables` query parameter) name a cart anywhere. */
function namesCart(variables: string | null): boolean {
  return variables !== null && /cart/i.test(variables);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A 200 with GraphQL `data` and no `errors`, setting no cookie. */
function storable(response: Response, body: string): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  try {
    const json = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return json !== null && typeof json === 'object' && typeof json.data === 'object' && json.data !== null && (json.errors === undefined || (Array.isArray(json.errors) && json.errors.length === 0));
  } catch {
    return false;
  }
}

function answer(body: string | ReadableStream | null, from: Response, state: 'HIT' | 'STALE' | 'MISS'): Response {
  const response = new Response(body, { status: from.status, statusText: from.statusText, headers: from.headers });
  response.headers.set(SUBREQUEST_CACHE_HEADER, state);
  return response;
}

/**
 * Wrap an upstream `fetch` (the commerce service's) with the sub-request cache. The returned
 * fetch takes the call's strategy as the GraphQL client hands it over (`UpstreamFetchOptions`);
 * requests without one, and requests that may not be cached, pass straight through, untouched.
 */
export function cachedSubrequests(send: (request: Request) => Promise<Response>, options: SubrequestCacheOptions) {
  const now = options.now ?? Date.now;
  return async (request: Request, { cache: strategy }: UpstreamFetchOptions = { cache: CacheNone }): Promise<Response> => {
    if (strategy.mode === 'none' || request.method !== 'GET' || request.headers.has('authorization')) return send(request);
    const url = new URL(request.url);
    if (namesCart(url.searchParams.get('variables'))) return send(request);

    const cache = options.cache ?? defaultCache();
    const parts = [request.url, ...VARYING_HEADERS.map((name) => `${name}:${request.headers.get(name) ?? ''}`)];
    if (strategy.contentVersioned) parts.push(`content:${await options.contentVersion()}`);
    const key = `https://subrequest-cache.internal/v1/${encodeURIComponent(url.searchParams.get('operationName') ?? '')}/${await sha256Hex(parts.join('\n'))}`;

    const fetchAndStore = async (outgoing: Request): Promise<Response> => {
      const response = await send(outgoing);
      const body = await response.text();
      if (storable(response, body)) {
        const fetchedAt = now();
        options.waitUntil(
          cache
            .put(
              key,
              new Response(body, {
                status: 200,
                headers: {
                  'Content-Type': response.headers.get('content-type') ?? 'application/json',
                  'Cache-Control': `public, max-age=${strategy.maxAgeSeconds + strategy.staleWhileRevalidateSeconds}`,
                  [SUBREQUEST_CACHED_AT_HEADER]: String(fetchedAt),
                },
              }),
            )
            .catch((error: unknown) => console.warn(JSON.stringify({ at: 'subrequest-cache', put: key, error: String(error) }))),
        );
      }
      return answer(body, response, 'MISS');
    };

    const hit = await cache.match(key);
    if (hit) {
      const age = now() - Number(hit.headers.get(SUBREQUEST_CACHED_AT_HEADER) ?? 0);
      if (age >= 0 && age < strategy.maxAgeSeconds * 1000) return answer(hit.body, hit, 'HIT');
      if (age >= 0 && age < (strategy.maxAgeSeconds + strategy.staleWhileRevalidateSeconds) * 1000) {
        if (!refreshing.has(key)) {
          refreshing.add(key);
          // Its own request: the caller's signal belongs to the caller's deadline.
          const refresh = new Request(request.url, { headers: request.headers, signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
          options.waitUntil(
            fetchAndStore(refresh)
              .then((response) => response.body?.cancel())
              .catch((error: unknown) => console.warn(JSON.stringify({ at: 'subrequest-cache', refresh: key, error: String(error) })))
              .finally(() => refreshing.delete(key)),
          );
        }
        return answer(hit.body, hit, 'STALE');
      }
      await hit.body?.cancel();
    }
    return fetchAndStore(request);
  };
}
