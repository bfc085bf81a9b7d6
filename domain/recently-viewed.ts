/**
 * Recently viewed products (customer.md §3, §4, §9): a list of SKUs, most recent first, at most
 * 10, kept in localStorage under `lastViewedProductSkus`. Pure list rules; the store in
 * client/ reads and writes the storage.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'lastViewedProductSkus';
export const RECENTLY_VIEWED_MAX = 10;
/** Longest SKU kept; anything longer is not a SKU of ours (the API rejects it too). */
const MAX_SKU_LENGTH = 64;

const cleanSku = (sku: unknown): string | null => {
  if (typeof sku !== 'string') return null;
  const trimmed = sku.trim();
  return trimmed && trimmed.length <= MAX_SKU_LENGTH ? trimmed : null;
};

/**
 * The list after viewing `sku`: moved (or added) to the front, duplicates removed, cut to
 * `RECENTLY_VIEWED_MAX`. An empty or over-long SKU leaves the list as it was (same array).
 */
export function addRecentlyViewed(list: readonly string[], sku: string): readonly string[] {
  const clean = cleanSku(sku);
  if (clean === null) return list;
  return [clean, ...list.filter((s) => s !== clean)].slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * The stored value as a list. Anything unreadable (missing, not JSON, not an array) gives
 * `[]`; non-string and blank entries are dropped, duplicates kept once, at most
 * `RECENTLY_VIEWED_MAX`. Never throws: storage is user-editable.
 */
export function parseRecentlyViewed(raw: string | null | undefined): readonly string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const skus: string[] = [];
  for (const entry of value) {
    const sku = cleanSku(entry);
    if (sku !== null && !skus.includes(sku)) skus.push(sku);
    if (skus.length === RECENTLY_VIEWED_MAX) break;
  }
  return skus;
}

export function serializeRecentlyViewed(list: readonly string[]): string {
  return JSON.stringify(list);
}
