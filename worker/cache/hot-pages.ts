import { withInsert } from './body-slot';
import { withNonce } from './nonce-slots';

/**
 * The hottest edge-cached pages, kept in isolate memory for a few seconds in front of the Cache
 * API, so a burst of hits on the same page costs no Cache API lookup and no body read. Only
 * what the Cache API itself holds (or has just been given) goes in, under the same key, so it
 * adds nothing the edge cache would not serve; the content version in the key makes a publish
 * bypass it (see `CONTENT_VERSION_MEMORY_SECONDS`). Bounded in bytes; oldest out first.
 */
export const HOT_PAGE_SECONDS = 5;
const MAX_BYTES = 8 * 1024 * 1024;

export type HotPage = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** When the page was rendered (ms since the epoch), for the edge cache's own freshness. */
  cachedAt: number;
  nonceLength: number;
  nonceOffsets: readonly number[];
  /** Where the body's content begins (`body-slot.ts`), `-1` when not known. */
  bodySlot: number;
};

/** Where a hit's nonce goes: the page's own nonce slots, moved past the banner where it is spliced in. */
export function hitNonceOffsets(page: HotPage, banner: Uint8Array | null): readonly number[] {
  if (!banner || page.bodySlot < 0) return page.nonceOffsets;
  return page.nonceOffsets.map((offset) => (offset < page.bodySlot ? offset : offset + banner.length));
}

/**
 * A stored page as one visitor gets it: `nonce` in the page's own nonce slots and, when given,
 * the consent banner copied in at the body slot. A new array: `page` is shared by every hit.
 */
export function hitBytes(page: HotPage, banner: Uint8Array | null, nonce: string): Uint8Array<ArrayBuffer> {
  const bytes = banner && page.bodySlot >= 0 ? withInsert(page.bytes, page.bodySlot, banner) : page.bytes.slice();
  return withNonce(bytes, hitNonceOffsets(page, banner), nonce);
}

const pages = new Map<string, HotPage & { keptAt: number }>();
let totalBytes = 0;

export function hotPage(key: string, now: number): HotPage | null {
  const page = pages.get(key);
  if (!page) return null;
  if (now - page.keptAt >= 0 && now - page.keptAt < HOT_PAGE_SECONDS * 1000) return page;
  forget(key);
  return null;
}

/**
 * Keep `page` under `key` from `now`; returns what `hotPage(key)` will return while it is kept
 * (`hit-replay.ts` compares it by identity), or `page` itself when it is too large to keep.
 */
export function keepHotPage(key: string, page: HotPage, now: number): HotPage {
  if (page.bytes.byteLength > MAX_BYTES / 8) return page;
  forget(key);
  const kept = { ...page, keptAt: now };
  pages.set(key, kept);
  totalBytes += page.bytes.byteLength;
  for (const [oldest] of pages) {
    if (totalBytes <= MAX_BYTES) break;
    forget(oldest);
  }
  return kept;
}

function forget(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  totalBytes -= page.bytes.byteLength;
  pages.delete(key);
}

/** For tests: an empty memory, as in a new isolate. */
export function forgetHotPages(): void {
  pages.clear();
  totalBytes = 0;
}
