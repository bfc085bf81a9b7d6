/**
 * The stock rule (storefront.md §3 store-location codes, §4 "Stock rule"): pure functions over
 * a product's `availability_in_stores`. Used by the store-stock island, the purchase island's
 * quantity check and the server's `availableQty` prop.
 */

/** The store sources the storefront counts, in display order (storefront.md §3). */
export const CONFIGURED_SOURCES = ['pea', 'rain', 'muugisaal', 'vaike'] as const;
export type ConfiguredSource = (typeof CONFIGURED_SOURCES)[number];

/** The showroom keeps one piece on display: its available quantity is qty − 1 (§4). */
export const SHOWROOM_SOURCE: ConfiguredSource = 'muugisaal';

/** Delivery-time text meaning "sold from stock only": ordering more than stock is unavailable (§4). */
export const SOLD_FROM_STOCK_ONLY = 'müük ainult laoseisust';

/**
 * One entry of `availability_in_stores`. `status` is the source's "is in stock" flag: Magento
 * sends a boolean, some integrations 0/1; `null` means not set.
 */
export type StockSource = {
  readonly source_code: string;
  readonly source_name?: string | null;
  readonly status: boolean | number | null;
  readonly qty: number | null;
};

const hasStatus = (source: StockSource) => source.status === true || (typeof source.status === 'number' && source.status > 0);
const qtyOf = (source: StockSource) => (typeof source.qty === 'number' && Number.isFinite(source.qty) ? source.qty : 0);
const isConfigured = (code: string): code is ConfiguredSource => (CONFIGURED_SOURCES as readonly string[]).includes(code);

/**
 * In stock when any configured source has its status set and a quantity above 0 (§4). The
 * showroom counts with its raw quantity here, as the spec states the rule; only its *available*
 * quantity is reduced (see `availableQty`).
 */
export function isInStock(sources: readonly StockSource[] | null | undefined): boolean {
  return (sources ?? []).some((source) => isConfigured(source.source_code) && hasStatus(source) && qtyOf(source) > 0);
}

/**
 * What can be sold from one source: 0 without status; the showroom's qty − 1 (never below 0)
 * when status and qty are set; otherwise its qty (never below 0, fractions floored).
 */
export function availableQty(source: StockSource): number {
  if (!hasStatus(source)) return 0;
  const qty = Math.max(0, Math.floor(qtyOf(source)));
  return source.source_code === SHOWROOM_SOURCE ? Math.max(0, qty - 1) : qty;
}

/** Sum of `availableQty` over the configured sources (an unconfigured source never counts). */
export function totalAvailable(sources: readonly StockSource[] | null | undefined): number {
  return (sources ?? []).filter((source) => isConfigured(source.source_code)).reduce((sum, source) => sum + availableQty(source), 0);
}

export type StoreAvailabilityState = 'in-stock' | 'out-of-stock';

export type StoreAvailabilityRow = {
  readonly sourceCode: ConfiguredSource;
  /** The backend's `source_name`, or the code when it sent none. */
  readonly sourceName: string;
  /** `availableQty` of the source. */
  readonly qty: number;
  readonly state: StoreAvailabilityState;
};

/**
 * One row per configured source the backend reported, in `CONFIGURED_SOURCES` order; sources
 * outside the list are ignored and a source reported twice counts once (the first). A source
 * the backend did not report has no name to show, so it gets no row.
 */
export function storeAvailability(sources: readonly StockSource[] | null | undefined): StoreAvailabilityRow[] {
  const list = sources ?? [];
  return CONFIGURED_SOURCES.flatMap((code) => {
    const source = list.find((s) => s.source_code === code);
    if (!source) return [];
    const qty = availableQty(source);
    const sourceName = source.source_name?.trim() || code;
    return [{ sourceCode: code, sourceName, qty, state: qty > 0 ? 'in-stock' : 'out-of-stock' } as const];
  });
}

/** Whether the delivery-time text is 'müük ainult laoseisust' (case and surrounding spaces ignored). */
export function isSoldFromStockOnly(tarneaeg: string | null | undefined): boolean {
  return (tarneaeg ?? '').trim().toLocaleLowerCase('et') === SOLD_FROM_STOCK_ONLY;
}
