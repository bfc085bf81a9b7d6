import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** Largest JSON body `/api/*` and `/klevu-api/*` accept, in bytes (README, endpoints). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Largest webhook body (`POST /hooks/cms`: Strapi sends the whole entry), in bytes. */
export const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/**
 * Exact paths whose state-changing requests come server to server and are authenticated
 * otherwise (the CMS and refund webhooks' shared secrets): they skip the same-origin and content-type
 * checks, never a body limit (their own, given here). Any other path under `/hooks/` keeps
 * every rule.
 */
export const SERVER_TO_SERVER_PATHS: ReadonlyMap<string, number> = new Map([
  ['/hooks/cms', MAX_WEBHOOK_BODY_BYTES],
  // The commerce backend's credit memo notification (worker/hooks/refund-hook.ts): a few items.
  ['/hooks/refund', MAX_BODY_BYTES],
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuse(c: Context<AppEnv>, status: 403 | 413 | 415, message: string): Response {
  return c.json({ error: { message } }, status, { 'Cache-Control': 'no-store' });
}

/**
 * Whether a browser sent this request from one of our own pages. `Sec-Fetch-Site` is set by the
 * browser and cannot be forged by a page; without it, `Origin` must be the configured public
 * origin or the origin the request arrived at (local dev and e2e run on other ports; a
 * cross-site page cannot choose the Host its victim's browser sends). Requests with neither
 * header come from non-browser clients, which carry no victim's cookies.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  return origin === c.var.config.publicOrigin || origin === new URL(c.req.url).origin;
}

function isJson(c: Context<AppEnv>): boolean {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

const limiter = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => refuse(c as Context<AppEnv>, 413, `Request body too large (at most ${maxSize} bytes)`) });
const limitBody = limiter(MAX_BODY_BYTES);
const serverToServerLimits = new Map([...SERVER_TO_SERVER_PATHS].map(([path, max]) => [path, limiter(max)]));

/**
 * CSRF and size rules for state-changing endpoints (issue 6 §1): a POST (or any unsafe method)
 * must come from our own origin (403) as `application/json` (415; a cross-site `text/plain`
 * POST is refused as cross-site first, 403), and its body is counted in bytes as it streams:
 * more than `MAX_BODY_BYTES` is a 413 before any handler reads it.
 */
export const stateChangingRequests = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const serverToServer = serverToServerLimits.get(new URL(c.req.url).pathname);
  if (serverToServer) return serverToServer(c, next);
  if (!isSameOrigin(c)) return refuse(c, 403, 'Cross-site request refused');
  if (!isJson(c)) return refuse(c, 415, 'Request body must be application/json');
  return limitBody(c, next);
});
