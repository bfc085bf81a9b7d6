import { NETWORK, network } from './api-fetch';
import { browserStorage, type KeyValueStorage, storageSeam } from './browser-storage';
import { cookieJar, cookieSeam } from './session-cookies';

/**
 * Everything the stores and islands take from the browser, behind one seam (STYLE.md §12):
 * cookies, the event target the header glue listens on, storage, the network, navigation,
 * timers and the console. Tests replace any part with `setBrowserEnvironment({ … })` and need no
 * browser; `setBrowserEnvironment(null)` restores the real ones.
 *
 * Cookies, storage and the network are held where they are used (client/session-cookies.ts,
 * client/browser-storage.ts, client/api-fetch.ts), so a page whose islands only read a cookie,
 * storage or the API loads neither this module nor the other parts; this module is the one way
 * to replace them.
 */
export type BrowserEnvironment = {
  /** Anything with a `document.cookie`-like accessor. */
  readonly cookies: { cookie: string };
  /** Where stores announce counts and changes (the header's glue listens on `window`). */
  readonly events: EventTarget;
  /** localStorage, or `null` when the browser blocks it. */
  readonly storage: KeyValueStorage | null;
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>;
  readonly navigate: (path: string) => void;
  readonly sleep: (ms: number) => Promise<void>;
  readonly log: (message: string) => void;
};

type Own = Pick<BrowserEnvironment, 'events' | 'sleep' | 'log'>;

/** The real browser's own parts: read lazily, so code that never touches one runs anywhere (tests, workerd). */
const REAL: Own = {
  get events() {
    // Where there is no window (tests in Node), events go nowhere.
    const target = globalThis as Partial<EventTarget>;
    return typeof target.dispatchEvent === 'function' ? (target as EventTarget) : new EventTarget();
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  log: (message) => console.warn(message),
};

let own: Own = REAL;
let ownOverrides: Partial<Own> = {};

/**
 * Tests: replace the given parts, keeping earlier replacements of other parts; a part given as
 * `undefined` is the browser's again (`storage: null` is "no storage"); `null` restores them all.
 */
export function setBrowserEnvironment(next: { readonly [K in keyof BrowserEnvironment]?: BrowserEnvironment[K] | undefined } | null): void {
  const parts = next ?? { cookies: undefined, events: undefined, sleep: undefined, log: undefined, storage: undefined, fetch: undefined, navigate: undefined };
  if ('storage' in parts) storageSeam.injected = parts.storage;
  if ('cookies' in parts) cookieSeam.injected = parts.cookies;
  if ('fetch' in parts) network.fetch = parts.fetch ?? NETWORK.fetch;
  if ('navigate' in parts) network.navigate = parts.navigate ?? NETWORK.navigate;
  const merged: Record<string, unknown> = { ...ownOverrides };
  for (const key of ['events', 'sleep', 'log'] as const) {
    if (!(key in parts)) continue;
    if (parts[key] === undefined) delete merged[key];
    else merged[key] = parts[key];
  }
  ownOverrides = merged;
  own = Object.create(REAL, Object.getOwnPropertyDescriptors(ownOverrides)) as Own;
}

/** The environment in use. */
export function browser(): BrowserEnvironment {
  return {
    get cookies() {
      return cookieJar();
    },
    get events() {
      return own.events;
    },
    get storage() {
      return browserStorage();
    },
    fetch: (url, init) => network.fetch(url, init),
    navigate: (path) => network.navigate(path),
    sleep: (ms) => own.sleep(ms),
    log: (message) => own.log(message),
  };
}
