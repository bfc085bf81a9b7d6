import { AUTHORIZATION_CATEGORY } from '../domain/api-envelope';
import type { MagentoArgs, MagentoMethod, MagentoReply } from '../worker/api/contract';

/**
 * Every island request goes through `apiFetch`, on the browser environment's `fetch`
 * (client/browser-env.ts: tests inject a fake and need no network). Two wire formats: the
 * middleware API (`POST /api/magento/{method}` with an argument array → `{ data }` or
 * `{ error: { message } }`, ARCHITECTURE.md), typed by worker/api/contract.ts, and plain JSON
 * endpoints (the search proxy).
 *
 * A request of an island. It is announced to the page progress bar (client/progress-trigger.ts
 * PROGRESS_WORK_EVENT, whose name is repeated here; client/progress-bar.ts shows the bar while a
 * slow one runs); nothing listens in tests.
 */
export function apiFetch(url: string, init?: RequestInit, background = false): Promise<Response> {
  const request = network.fetch(url, init);
  if (!background) globalThis.document?.dispatchEvent(new CustomEvent('progress-work', { detail: request }));
  return request;
}

/** The browser's network and navigation. */
export const NETWORK = {
  fetch: (url: string, init?: RequestInit): Promise<Response> => fetch(url, init),
  navigate: (path: string): void => window.location.assign(path),
} as const;
/** In use: replaced only through client/browser-env.ts `setBrowserEnvironment({ fetch, navigate })` (tests). */
export const network = { ...NETWORK };

/*
 * storefront.md §4 "An authorization error in any reply": the worker has already removed the
 * token and cart id cookies and left the persistent warning in `vsf-message` (api-router.ts
 * `signedOut`) and answers 401 with category graphql-authorization. Here, the one place every
 * middleware API reply passes: each loaded store clears itself (`onSignedOut`) and the shopper
 * goes home, where the warning shows.
 */
const signedOutListeners = new Set<() => void>();

/** A store's reset on an authorization error (or sign-out); returns the function that unregisters it. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Tell every store the shopper is signed out (the sign-out action, the authorization error). */
export function announceSignedOut(): void {
  for (const listener of signedOutListeners) listener();
}

/**
 * The reply envelope (worker/api/api-router.ts): `{ data }` or `{ error: { message, category? } }`
 * (worker/api/contract.ts `ApiErrorBody`), read with plain checks: the header glue in the boot
 * module calls the API too, and zod there would be in every page's JavaScript.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
function errorOf(json: unknown): { readonly message: string; readonly category: string | null } | null {
  const error = isRecord(json) ? json.error : null;
  if (!isRecord(error) || typeof error.message !== 'string') return null;
  return { message: error.message, category: typeof error.category === 'string' ? error.category : null };
}

function isSignedOutReply(url: string, status: number, json: unknown): boolean {
  if (status !== 401 || !url.startsWith('/api/')) return false;
  return errorOf(json)?.category === AUTHORIZATION_CATEGORY;
}

/** A JSON reply: its status and body (`null` when the body is not JSON). */
export type JsonReply = { readonly status: number; readonly json: unknown };

/**
 * Send `body` as JSON (POST) or nothing (GET) and read the JSON reply. Returns `null` on a
 * network failure; rethrows an abort so callers can tell "cancelled" from "failed".
 */
export async function requestJson(url: string, body?: unknown, signal?: AbortSignal, background = false): Promise<JsonReply | null> {
  let response: Response;
  try {
    response = await apiFetch(
      url,
      body === undefined
        ? { method: 'GET', headers: { Accept: 'application/json' }, signal }
        : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body), signal },
      background,
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
    network.navigate('/');
  }
  return { status: response.status, json };
}

/**
 * A failed call. `kind` 'backend': Magento or the worker refused the input (400 with a message);
 * 'unavailable': no answer (network), 5xx, or a reply that is not the API's. `status` is null
 * without an answer; `message` and `category` are the reply's `error` fields (null when absent).
 */
export type ApiFailure = {
  readonly ok: false;
  readonly kind: 'backend' | 'unavailable';
  readonly status: number | null;
  readonly message: string | null;
  readonly category: string | null;
};
export type ApiResult<T> = { readonly ok: true; readonly data: T } | ApiFailure;


/**
 * Call a middleware API method: `POST /api/magento/{method}` with `args` as the JSON body, typed
 * by the method's own declaration (worker/api/contract.ts): `args` as its schema takes them, and
 * the 200 reply's `data` as its `run` resolves. The one reader of the reply envelope; an
 * authorization error has already been handled by `requestJson`. Never throws, but rethrows an
 * abort of `signal`. `background`: a read the shopper did not ask for (the header badge's count
 * at load) does not move the page progress bar.
 */
export async function callMagento<M extends MagentoMethod>(method: M, args: MagentoArgs<M>, signal?: AbortSignal, background = false): Promise<ApiResult<MagentoReply<M>>> {
  const reply = await requestJson(`/api/magento/${method}`, args, signal, background);
  if (reply === null) return { ok: false, kind: 'unavailable', status: null, message: null, category: null };
  if (reply.status === 200) {
    // The worker's own reply for this method (the contract's type): only its envelope is checked.
    if (isRecord(reply.json) && 'data' in reply.json) return { ok: true, data: reply.json.data as MagentoReply<M> };
    return { ok: false, kind: 'unavailable', status: 200, message: null, category: null };
  }
  const error = errorOf(reply.json);
  return { ok: false, kind: reply.status === 400 && error ? 'backend' : 'unavailable', status: reply.status, message: error?.message ?? null, category: error?.category ?? null };
}
