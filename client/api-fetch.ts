import * as z from 'zod/mini';

/**
 * Every island request goes through `apiFetch`, so tests inject a fake with `setApiFetch` and
 * need no network. Two wire formats: the middleware API (`POST /api/magento/{method}` with an
 * argument array → `{ data }` or `{ error: { message } }`, ARCHITECTURE.md) and plain JSON
 * endpoints (the search proxy).
 */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

let injected: ApiFetch | null = null;

/** Tests: answer every request with `fetcher`; `null` restores the browser's `fetch`. */
export function setApiFetch(fetcher: ApiFetch | null): void {
  injected = fetcher;
}

/**
 * A request of an island. It is announced to the page progress bar (client/progress-trigger.ts
 * PROGRESS_WORK_EVENT, whose name is repeated here; client/progress-bar.ts shows the bar while a
 * slow one runs); nothing listens in tests.
 */
export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  const request = injected ? injected(url, init) : fetch(url, init);
  globalThis.document?.dispatchEvent(new CustomEvent('progress-work', { detail: request }));
  return request;
}

/*
 * storefront.md §4 "An authorization error in any reply": the worker has already removed the
 * token and cart id cookies and left the persistent warning in `vsf-message` (api-router.ts
 * `signedOut`) and answers 401 with category graphql-authorization. Here, the one place every
 * middleware API reply passes: each loaded store clears itself (`onSignedOut`) and the shopper
 * goes home, where the warning shows.
 */
const AUTHORIZATION_CATEGORY = 'graphql-authorization';
const signedOutListeners = new Set<() => void>();
let navigate: (path: string) => void = (path) => window.location.assign(path);

/** A store's reset on an authorization error (or sign-out); returns the function that unregisters it. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Tell every store the shopper is signed out (the sign-out action, the authorization error). */
export function announceSignedOut(): void {
  for (const listener of signedOutListeners) listener();
}

/** Tests: record navigations instead of leaving the page; `null` restores `location.assign`. */
export function setNavigation(next: ((path: string) => void) | null): void {
  navigate = next ?? ((path) => window.location.assign(path));
}

const CategoryEnvelope = z.object({ error: z.object({ category: z.string() }) });

function isSignedOutReply(url: string, status: number, json: unknown): boolean {
  if (status !== 401 || !url.startsWith('/api/')) return false;
  const parsed = CategoryEnvelope.safeParse(json);
  return parsed.success && parsed.data.error.category === AUTHORIZATION_CATEGORY;
}

/** A JSON reply: its status and body (`null` when the body is not JSON). */
export type JsonReply = { readonly status: number; readonly json: unknown };

/**
 * Send `body` as JSON (POST) or nothing (GET) and read the JSON reply. Returns `null` on a
 * network failure; rethrows an abort so callers can tell "cancelled" from "failed".
 */
export async function requestJson(url: string, body?: unknown, signal?: AbortSignal): Promise<JsonReply | null> {
  let response: Response;
  try {
    response = await apiFetch(
      url,
      body === undefined
        ? { method: 'GET', headers: { Accept: 'application/json' }, signal }
        : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON (an HTML error page from a proxy): status alone decides.
  }
  if (isSignedOutReply(url, response.status, json)) {
    announceSignedOut();
    navigate('/');
  }
  return { status: response.status, json };
}

export type MagentoResult = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly message: string | null };

const DataEnvelope = z.object({ data: z.unknown() });
const ErrorEnvelope = z.object({ error: z.object({ message: z.string() }) });

/**
 * Call a middleware API method: `POST /api/magento/{method}` with `args` as the JSON body. A
 * 200 `{ data }` is ok (the caller validates `data`); anything else is a failure carrying the
 * reply's `error.message` when it has one (`null` for network failures and bare errors).
 */
export async function callMagento(method: string, args: readonly unknown[], signal?: AbortSignal): Promise<MagentoResult> {
  const reply = await requestJson(`/api/magento/${method}`, args, signal);
  if (reply?.status === 200) {
    const parsed = DataEnvelope.safeParse(reply.json);
    if (parsed.success) return { ok: true, data: parsed.data.data };
  }
  const error = ErrorEnvelope.safeParse(reply?.json);
  return { ok: false, message: error.success ? error.data.error.message : null };
}
