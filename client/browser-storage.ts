/** localStorage's part the stores use; any `{ getItem, setItem }` fits (tests: `memoryStorage`). */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Optional so that any `{ getItem, setItem }` fake still fits; `localStorage` has it. */
  removeItem?(key: string): void;
};

/*
 * Storage (STYLE.md §12 "Inject storage"): tests swap in `memoryStorage()` with
 * client/browser-env.ts `setBrowserEnvironment({ storage })`.
 */

/**
 * The storage in use: replaced only through client/browser-env.ts `setBrowserEnvironment({
 * storage })` (`undefined`: the browser's localStorage, `null`: none).
 */
export const storageSeam: { injected?: KeyValueStorage | null | undefined } = {};

/** The injected storage, else `localStorage`, else `null` (server, or a browser that blocks storage and throws on access). */
export function browserStorage(): KeyValueStorage | null {
  if (storageSeam.injected !== undefined) return storageSeam.injected;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A Map-backed storage for tests. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

/** Read a key; `null` when storage is missing or throws (quota, privacy mode). */
export function readStorage(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Write a key; a missing or failing storage is ignored (the preference lasts this page only). */
export function writeStorage(key: string, value: string): void {
  try {
    browserStorage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: nothing to do.
  }
}

/** Remove a key; a missing or failing storage is ignored. */
export function removeStorage(key: string): void {
  try {
    browserStorage()?.removeItem?.(key);
  } catch {
    // Storage disabled: nothing stored either.
  }
}
