/**
 * A chunk-loading failure forces a full page reload, at most once per 60 s (storefront.md §2):
 * after a deploy, an old page asks for chunks that no longer exist; reloading fetches the new
 * HTML. The time of the last reload is kept in sessionStorage so a broken deploy cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** `lastReloadAt` is the stored value (ms since epoch) or `null`; a garbage value counts as none. */
export function shouldReloadAfterChunkFailure(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  return !Number.isFinite(last) || now - last >= CHUNK_RELOAD_INTERVAL_MS || now < last;
}

export type ChunkReloadOptions = {
  /** `null` when storage is unavailable: then we never reload, as we could not stop a loop. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  log: (message: string, error: unknown) => void;
};

function browserOptions(): ChunkReloadOptions {
  let storage: ChunkReloadOptions['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage (some privacy modes) throws on access.
  }
  return {
    storage,
    now: Date.now,
    reload: () => window.location.reload(),
    log: (message, error) => console.error(message, error),
  };
}

/** Reload the page for a failed chunk unless it already did so in the last 60 s. Returns whether it reloads. */
export function reloadAfterChunkFailure(error: unknown, options: ChunkReloadOptions = browserOptions()): boolean {
  const { storage, now, reload, log } = options;
  try {
    const at = now();
    if (storage && shouldReloadAfterChunkFailure(storage.getItem(CHUNK_RELOAD_KEY), at)) {
      storage.setItem(CHUNK_RELOAD_KEY, String(at));
      reload();
      return true;
    }
  } catch {
    // Storage quota or access errors: fall through and only log.
  }
  log('Island chunk failed to load', error);
  return false;
}

/**
 * Code an island needs only after an interaction (the live results after the first keystroke,
 * the assembly list after a press), loaded from its own chunk on first use so it is not part of
 * the page's JavaScript at load. The first call starts the import and later calls share it. A
 * failed import goes through the chunk-failure reload (storefront.md §2) and is forgotten, so a
 * later call tries again.
 */
export function lazyModule<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      reloadAfterChunkFailure(error);
      throw error;
    });
    return pending;
  };
}
