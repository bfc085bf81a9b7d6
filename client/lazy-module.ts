import { reloadAfterChunkFailure } from './chunk-reload';

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
