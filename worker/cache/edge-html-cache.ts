import type { Context } from 'hono';
import { pageAudience } from '../../domain/layout-rules';
import { listingSearch, urlListingQuery } from '../../domain/listing-query';
import { contentVersionToken, GLOBAL_CONTENT_TAGS } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { hitBytes, hotPage, keepHotPage, type HotPage } from './hot-pages';
import { offerReplay } from './hit-replay';
import { findAll, stripForeignNonces } from './nonce-slots';
import { markBodySlot, takeBodySlot } from './body-slot';
import { recentValues } from './recent-values';
import { consentBannerForHit } from '../middleware/consent-banner';
import { isPageDegraded } from './page-health';
import { CLIENT_BUILD_ID } from '../render/client-assets';

/**
 * The edge HTML cache of anonymous pages (ARCHITECTURE.md "A page request", step 2).
 *
 * - Key: the content versions: the global one and those of the route's content tags
 *   (`RouteModule.contentTags`, e.g. `cms-page:info/tarne`), so a CMS publish of one page makes
 *   only that page miss and a global bump every page, without purging; then the store, whether the visitor is a crawler (crawlers get the complete,
 *   non-streamed document), the path, and only the query parameters a page reads (listing
 *   state and search term) in a stable order: `utm_*`, `gclid` and the like neither bypass
 *   nor split the cache.
 * - Hit (GET or HEAD): served as stored, with this request's CSP nonce written into the scripts
 *   the app itself emitted, and only those (see `nonce-slots.ts`), and for a visitor without
 *   the consent cookie the banner copied in at the stored body slot (`body-slot.ts`): a hit is
 *   a few byte copies, no HTML parsing. Older than
 *   `FRESH_FOR_SECONDS`: served and re-rendered in `waitUntil`, once per isolate at a time (the
 *   Cache API has no stale-while-revalidate of its own). The hottest pages are also kept in
 *   isolate memory for a few seconds (`hot-pages.ts`).
 * - Stored only: status 200, HTML, no `Set-Cookie`, not `private`, no customer token, and not
 *   degraded (a deferred part failed, see `page-health.ts`): the decision waits until the stream
 *   has ended, in `waitUntil`, so the visitor's copy streams unhindered.
 * - Every cacheable answer (and the stored copy) carries `Cache-Tag`: the global content tags
 *   and the route's (Cloudflare's comma-separated format; tags name content, never a visitor),
 *   so the webhook's optional purge by tag reaches every data centre.
 * - A request with a customer token is never looked up or stored and its page is answered
 *   `private, no-store`. Routes decide eligibility by their cache policy; account, checkout and
 *   cart routes are `private` and never reach this module.
 */
export const FRESH_FOR_SECONDS = 60;
const KEEP_SECONDS = 24 * 3600;
export const CACHED_AT_HEADER = 'X-Edge-Cached-At';
/** Where the stored page's own nonces are (`nonce-slots.ts`). */
export const NONCE_SLOTS_HEADER = 'X-Edge-Nonce-Slots';
/** Where the stored page's body content begins (`body-slot.ts`); absent: not known, the banner is spliced by parsing. */
export const BODY_SLOT_HEADER = 'X-Edge-Body-Slot';
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
export const CACHE_TAG_HEADER = 'Cache-Tag';
/** Tags a route may add: Cloudflare allows 1 024 bytes a tag; we keep them short and few. */
const MAX_ROUTE_TAGS = 20;
const TAG_PATTERN = /^[\x21-\x2b\x2d-\x7e]{1,200}$/;
const BROWSER_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';
/** Bumped when what is stored under a key changes shape (v2: nonce slots, v3: body slot). */
const KEY_FORMAT = 'v3';
/** Query parameters that look like a filter (`f…`) but are click ids. */
const NOT_FILTERS = ['fbclid'];

/**
 * The zone's default cache. Spelled out because, with the DOM lib loaded too (the client shares
 * the tsconfig), `caches` is typed as the browser's CacheStorage, which has no `default`.
 */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export type HtmlCacheKeyParts = { url: URL; contentVersion: string; store: string; audience: 'crawler' | 'browser' };

/** The Cache API key of a page. */
export function htmlCacheKey(parts: HtmlCacheKeyParts): Request {
  return new Request(htmlCacheKeyUrl(parts));
}

/** The URL of `htmlCacheKey` (a hit from isolate memory needs no `Request`). */
function htmlCacheKeyUrl({ url, ...parts }: HtmlCacheKeyParts): string {
  return keyUrl(keyPage(url), parts);
}

function keyUrl(page: string, { contentVersion, store, audience }: Omit<HtmlCacheKeyParts, 'url'>): string {
  return `https://edge-html.internal/${KEY_FORMAT}/${encodeURIComponent(CLIENT_BUILD_ID)}/${encodeURIComponent(contentVersion)}/${encodeURIComponent(store)}/${audience}${page}`;
}

/** The page part of a key: the path and the query parameters a page reads, in a stable order. */
function keyPage(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of NOT_FILTERS) params.delete(name);
  return `${url.pathname}${listingSearch(urlListingQuery(params), { pageSize: 0 })}`;
}
/** `keyPage` by request URL: hits on a hot page parse its URL once. */
const keyPages = recentValues<string>(1024);

/**
 * The page's cache tags: the global ones, then the route's (deduplicated; a tag with a comma,
 * a space or a control character, or beyond the first 20, is left out).
 */
export function pageCacheTags(routeTags: readonly string[]): string[] {
  const own = routeTags.filter((tag) => TAG_PATTERN.test(tag)).slice(0, MAX_ROUTE_TAGS);
  return [...new Set([...GLOBAL_CONTENT_TAGS, ...own])];
}

async function cacheKey(c: Context<AppEnv>, routeTags: readonly string[]): Promise<string> {
  return keyUrl(
    keyPages(c.req.url, () => keyPage(new URL(c.req.url))),
    {
      contentVersion: await contentVersionToken(c.env.CONTENT, routeTags),
      store: c.get('session').store,
      audience: pageAudience(c.req.header('user-agent')),
    },
  );
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(response.headers.get('Cache-Control') ?? '') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

/**
 * The page to store: other nonces stripped, own nonce slots and the body slot found, buffered to
 * the end of the stream. `null` when the page turned out degraded (known only once the stream
 * has ended).
 */
async function cacheCopy(c: Context<AppEnv>, body: ReadableStream, contentType: string): Promise<HotPage | null> {
  const nonce = c.get('nonce');
  const marked = markBodySlot(stripForeignNonces(new Response(body, { headers: { 'Content-Type': contentType } }), nonce), nonce);
  const { bytes, offset } = takeBodySlot(new Uint8Array(await marked.arrayBuffer()), nonce);
  if (isPageDegraded(c)) return null;
  return { bytes, contentType, cachedAt: Date.now(), nonceLength: nonce.length, nonceOffsets: findAll(bytes, `nonce="${nonce}"`, 'nonce="'.length), bodySlot: offset };
}

function putInBackground(c: Context<AppEnv>, key: string, tags: string, copy: Promise<HotPage | null>, what: string): Promise<void> {
  const done = copy
    .then(async (page) => {
      if (!page) return;
      await edgeCache().put(
        new Request(key),
        new Response(page.bytes.slice(), {
          status: 200,
          headers: {
            'Content-Type': page.contentType,
            'Cache-Control': `public, max-age=${KEEP_SECONDS}`,
            [CACHE_TAG_HEADER]: tags,
            [CACHED_AT_HEADER]: String(page.cachedAt),
            [NONCE_SLOTS_HEADER]: `${page.nonceLength}:${page.nonceOffsets.join(',')}`,
            [BODY_SLOT_HEADER]: String(page.bodySlot),
          },
        }),
      );
      keepHotPage(key, page, Date.now());
    })
    .catch((error: unknown) => console.warn(JSON.stringify({ at: 'edge-html-cache', [what]: key, error: String(error) })));
  c.executionCtx.waitUntil(done);
  return done;
}

function store(c: Context<AppEnv>, key: string, tags: string, response: Response): Response {
  const contentType = response.headers.get('Content-Type') ?? 'text/html; charset=utf-8';
  if (!response.body) return response;
  const [toClient, toCache] = response.body.tee();
  void putInBackground(c, key, tags, cacheCopy(c, toCache, contentType), 'put');
  const out = new Response(toClient, response);
  out.headers.set(EDGE_CACHE_HEADER, 'MISS');
  out.headers.set(CACHE_TAG_HEADER, tags);
  return out;
}

/** The stored page from the Cache API (kept hot in memory), or `null`. */
async function lookUp(key: string, now: number): Promise<HotPage | null> {
  const hit = await edgeCache().match(new Request(key));
  if (!hit) return null;
  const slots = /^(\d{1,3}):([\d,]*)$/.exec(hit.headers.get(NONCE_SLOTS_HEADER) ?? '');
  if (!slots) {
    await hit.body?.cancel();
    return null;
  }
  const page: HotPage = {
    bytes: new Uint8Array(await hit.arrayBuffer()),
    contentType: hit.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    cachedAt: Number(hit.headers.get(CACHED_AT_HEADER) ?? 0),
    nonceLength: Number(slots[1]),
    nonceOffsets: slots[2] ? slots[2].split(',').map(Number) : [],
    bodySlot: Number(/^\d{1,9}$/.exec(hit.headers.get(BODY_SLOT_HEADER) ?? '')?.[0] ?? -1),
  };
  return keepHotPage(key, page, now);
}

/**
 * A stored page with this request's nonce in its own nonce slots and, for a visitor without a
 * consent choice, the banner at its body slot (a copy: `page` is shared).
 */
function served(c: Context<AppEnv>, page: HotPage, state: 'HIT' | 'STALE', tags: string, key: string): Response {
  const headers = { 'Content-Type': page.contentType, 'Cache-Control': BROWSER_CACHE_CONTROL, [EDGE_CACHE_HEADER]: state, [CACHE_TAG_HEADER]: tags };
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const banner = page.bodySlot >= 0 ? consentBannerForHit(c) : null;
  const nonce = c.get('nonce');
  // A fresh hit's whole answer may be replayed to the same request for a moment (`hit-replay.ts`);
  // not a page without a known body slot, whose banner the middleware still streams in.
  if (state === 'HIT' && page.bodySlot >= 0) offerReplay(c.req.raw, { page, banner, nonce, cacheKey: key });
  return new Response(hitBytes(page, banner, nonce), { status: 200, headers });
}

/** A signed-in visitor's page: never from or into a shared cache, nor kept by the browser's. */
async function signedIn(render: () => Promise<Response>): Promise<Response> {
  const response = await render();
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
  return out;
}

/**
 * Serve `render()`'s page through the edge cache. `render` must be safe to call again later
 * (a stale hit re-renders in the background). `routeTags`: the route's content tags for this
 * URL (`RouteModule.contentTags`).
 */
export async function edgeCachedPage(c: Context<AppEnv>, render: () => Promise<Response>, routeTags: readonly string[] = []): Promise<Response> {
  if (c.get('session').customerToken !== null) return signedIn(render);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return render();
  const tags = pageCacheTags(routeTags);
  const key = await cacheKey(c, tags.slice(GLOBAL_CONTENT_TAGS.length));
  const tagHeader = tags.join(',');
  const now = Date.now();
  const page = hotPage(key, now) ?? (await lookUp(key, now));
  if (page && page.nonceLength === c.get('nonce').length) {
    const age = now - page.cachedAt;
    const stale = !(age >= 0 && age < FRESH_FOR_SECONDS * 1000);
    if (stale) refreshInBackground(c, key, tagHeader, render);
    return served(c, page, stale ? 'STALE' : 'HIT', tagHeader, key);
  }
  const response = await render();
  return storable(response) ? store(c, key, tagHeader, response) : response;
}

/** Keys this isolate is re-rendering: a burst of stale hits renders the page once. */
const refreshing = new Set<string>();

function refreshInBackground(c: Context<AppEnv>, key: string, tags: string, render: () => Promise<Response>) {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const copy = render().then(async (fresh) => {
    if (storable(fresh) && fresh.body) return cacheCopy(c, fresh.body, fresh.headers.get('Content-Type') ?? 'text/html; charset=utf-8');
    await fresh.body?.cancel();
    return null;
  });
  void putInBackground(c, key, tags, copy, 'refresh').finally(() => refreshing.delete(key));
}
