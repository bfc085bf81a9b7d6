import { pageAudience } from '../../domain/layout-rules';
import { contentVersionWrites } from '../../kv-schema';
import { createNonce } from '../middleware/security-headers';
import { hitBytes, hitNonceOffsets, hotPage, type HotPage } from './hot-pages';
import { withNonce } from './nonce-slots';

/**
 * Hit replay: the whole answer to a fresh edge-cache hit, given again to the same request for a
 * moment without running the middleware chain (route matching, cookie parsing, configuration,
 * content versions, about 14 headers: most of what a hit cost beyond copying its bytes).
 *
 * - "The same request": a GET with the same URL, the same `Cookie` header, and the same audience
 *   (crawler or browser, as the cache key has it). Those are all a hit's answer depends on, so the
 *   replayed answer is byte for byte the chain's, except what every answer has fresh: the CSP
 *   nonce (in the header and the page's own nonce slots), `X-Request-Id` and `Server-Timing`.
 * - Offered by the edge HTML cache (`offerReplay`) only for a fresh hit (a stale one re-renders),
 *   which no signed-in visitor ever gets; kept only if the chain's answer was that hit, a 200 with
 *   no `Set-Cookie` (`rememberReplay`).
 * - Replayed at most `REPLAY_MS` after it was kept, and only while the hot page it was made from is
 *   still the one kept in isolate memory under its cache key (`hot-pages.ts`: at most 5 s, gone
 *   when the page is stored again) and no content version was written in this isolate since. A
 *   publish seen by another isolate therefore reaches this one at most `REPLAY_MS` later than
 *   it would through the chain.
 * - Memory: each kept answer holds its own copy of the page's bytes (rewritten per replay), so
 *   they are bounded in bytes (`MAX_REPLAY_BYTES`, oldest out first) as well as in number.
 */
export const REPLAY_MS = 1000;
const MAX_REPLAYS = 256;
/** A Workers isolate has 128 MB; the hot pages may take 8 MB (`hot-pages.ts`), replays half that. */
const MAX_REPLAY_BYTES = 4 * 1024 * 1024;
let replayBytes = 0;

/** What the edge cache served, offered for replay (`offerReplay`). */
export type ReplayDraft = {
  /** The hot page as `hotPage(cacheKey)` returns it. */
  page: HotPage;
  /** The consent banner spliced in, or `null`. */
  banner: Uint8Array | null;
  /** The nonce of the request served. */
  nonce: string;
  cacheKey: string;
};

type Replay = ReplayDraft & {
  env: object;
  until: number;
  versionWrites: number;
  /**
   * The answer's headers but the three fresh ones (lower-case names); the CSP around the nonce.
   * A plain record: workerd reads it into the response in one pass, where a `Headers` built and
   * set per answer cost about twice a replay's other work.
   */
  headers: Readonly<Record<string, string>>;
  policyAround: readonly [string, string];
  /**
   * The answer's bytes, rewritten in place with each replay's nonce at `nonceOffsets`. Safe to
   * reuse: a `Response` copies a buffer body when it is made (Fetch standard, "extract a body":
   * "a copy of the bytes held by object"), so no answer sees the next one's nonce; and a fresh
   * array per answer cost more in garbage collection than the copying itself.
   */
  body: Uint8Array<ArrayBuffer>;
  nonceOffsets: readonly number[];
};

const drafts = new WeakMap<Request, ReplayDraft>();
const replays = new Map<string, Replay>();
const FRESH_HEADERS = new Set(['content-security-policy', 'x-request-id', 'server-timing']);

/** The edge HTML cache served `request` a fresh hit: its answer may be replayed. */
export function offerReplay(request: Request, draft: ReplayDraft): void {
  drafts.set(request, draft);
}

function replayKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  return `${pageAudience(request.headers.get('user-agent') ?? undefined)} ${request.url}\n${request.headers.get('cookie') ?? ''}`;
}

/** The replayed answer to `request`, or `null`: the chain must answer it. */
function replayed(key: string, request: Request, env: object, now: number): Response | null {
  const replay = replays.get(key);
  if (!replay) return null;
  if (replay.env !== env || now >= replay.until || replay.versionWrites !== contentVersionWrites() || hotPage(replay.cacheKey, now) !== replay.page) {
    forget(key);
    return null;
  }
  const nonce = createNonce();
  const headers = {
    ...replay.headers,
    'content-security-policy': replay.policyAround.join(nonce),
    'x-request-id': request.headers.get('cf-ray') ?? crypto.randomUUID(),
    // `replay` tells an operator the chain did not run for this answer.
    'server-timing': 'replay, total;dur=0',
  };
  return new Response(withNonce(replay.body, replay.nonceOffsets, nonce), { status: 200, headers });
}

/** Keep the chain's `response` to `request` for replay when it was an offered hit. */
function remember(key: string, request: Request, env: object, response: Response, now: number): void {
  const draft = drafts.get(request);
  if (!draft || response.status !== 200 || response.headers.has('set-cookie') || response.headers.get('x-edge-cache') !== 'HIT') return;
  const policyAround = (response.headers.get('content-security-policy') ?? '').split(`'nonce-${draft.nonce}'`);
  if (policyAround.length !== 2) return;
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!FRESH_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  forget(key);
  const body = hitBytes(draft.page, draft.banner, draft.nonce);
  replays.set(key, {
    ...draft,
    env,
    until: now + REPLAY_MS,
    versionWrites: contentVersionWrites(),
    headers,
    policyAround: [`${policyAround[0]}'nonce-`, `'${policyAround[1]}`],
    body,
    nonceOffsets: hitNonceOffsets(draft.page, draft.banner),
  });
  replayBytes += body.byteLength;
  for (const [oldest] of replays) {
    if (replays.size <= MAX_REPLAYS && replayBytes <= MAX_REPLAY_BYTES) break;
    forget(oldest);
  }
}

function forget(key: string): void {
  const replay = replays.get(key);
  if (!replay) return;
  replayBytes -= replay.body.byteLength;
  replays.delete(key);
}

type FetchHandler<Env> = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** `fetch` with hit replay in front of it. */
export function withHitReplay<Env extends object>(fetch: FetchHandler<Env>): (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> {
  return async (request, env, ctx) => {
    const key = replayKey(request);
    if (key === null) return fetch(request, env, ctx);
    const replay = replayed(key, request, env, Date.now());
    if (replay) return replay;
    const response = await fetch(request, env, ctx);
    remember(key, request, env, response, Date.now());
    return response;
  };
}

/** For tests: no replays, as in a new isolate. */
export function forgetReplays(): void {
  replays.clear();
  replayBytes = 0;
}
