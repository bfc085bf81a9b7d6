/**
 * The stock rule (storefront.md §3 store-location codes, §4 "Stock rule"): pure functions over
 * a product's `availability_in_stores`. `productStock` is the one place that decides what the
 * product page says (the 'In stock' label, 'Only {n} left', the delivery time) and how many may
 * be ordered; `magentoStockFields` is the same rule seen from the backend, which the reference
 * backend imports to derive `stock_status` and `only_x_left_in_stock` from its per-source
 * quantities, so the two can never disagree.
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
 * In stock when any configured source has its status set and something to sell (§4). The
 * showroom's quantity counts as its available quantity (qty − 1: the piece on display is not
 * sold), so a showroom holding its last piece alone is not "in stock": otherwise the page would
 * say 'In stock' above a store table showing none and a maximum quantity of 0.
 */
export function isInStock(sources: readonly StockSource[] | null | undefined): boolean {
  return (sources ?? []).some((source) => isConfigured(source.source_code) && availableQty(source) > 0);
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

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/**
 * - `in-stock`: some configured store holds it (or, without per-store data, the backend says so);
 * - `backorder`: no store holds it but it may be ordered (made to order): the delivery time
 *   is shown instead of 'In stock';
 * - `out-of-stock`: it cannot be ordered.
 */
export type StockState = 'in-stock' | 'backorder' | 'out-of-stock';

export type ProductStockInput = {
  /** `availability_in_stores`; `null`/empty when the backend sends no per-store data. */
  readonly sources: readonly StockSource[] | null | undefined;
  /** `stock_status`: whether Magento sells it at all (in stock or on backorder). */
  readonly stockStatus: StockStatus | null;
  /** `only_x_left_in_stock`; `null` when the backend does not report a low stock. */
  readonly onlyXLeft: number | null;
  /** `tarneaeg`, the delivery-time text. */
  readonly tarneaeg: string | null;
};

export type ProductStock = {
  readonly state: StockState;
  /** The 'Only {n} left' number: in stock only, never above what the stores hold. */
  readonly onlyLeft: number | null;
  /** Most that one order may ask for (§5 `only_x_left_in_stock`, §4 sold from stock only); `null` = not limited. */
  readonly maxQty: number | null;
  /** Delivery-time text to show, trimmed; `null` without one. */
  readonly deliveryTime: string | null;
  /** `totalAvailable` of the configured sources; `null` without per-store data. */
  readonly availableQty: number | null;
};

const positiveWhole = (n: number | null) => (n !== null && Number.isFinite(n) && n >= 1 ? Math.floor(n) : null);

/**
 * What the product page shows for the product or a variant, and the largest quantity it may
 * order. With per-store data the stores decide (the page can never contradict its own store
 * table): in stock when they hold some; otherwise a backorder when the backend still sells it
 * with a delivery time other than 'müük ainult laoseisust' (made to order), else out of stock.
 * Without per-store data (a real Magento without the store-stock module) `stock_status` and
 * `only_x_left_in_stock` are taken as they come.
 */
export function productStock({ sources, stockStatus, onlyXLeft, tarneaeg }: ProductStockInput): ProductStock {
  const deliveryTime = tarneaeg?.trim() || null;
  const reported = (sources ?? []).filter((source) => isConfigured(source.source_code));
  const available = reported.length > 0 ? totalAvailable(reported) : null;
  const fromStockOnly = isSoldFromStockOnly(tarneaeg);
  const out: ProductStock = { state: 'out-of-stock', onlyLeft: null, maxQty: 0, deliveryTime, availableQty: available };
  if (stockStatus !== 'IN_STOCK') return out;
  const low = positiveWhole(onlyXLeft);
  if (available === null) return { state: 'in-stock', onlyLeft: low, maxQty: low, deliveryTime, availableQty: null };
  if (available > 0) {
    const onlyLeft = low === null ? null : Math.min(low, available);
    const maxQty = fromStockOnly ? Math.min(available, onlyLeft ?? available) : onlyLeft;
    return { state: 'in-stock', onlyLeft, maxQty, deliveryTime, availableQty: available };
  }
  if (fromStockOnly || deliveryTime === null) return out;
  return { state: 'backorder', onlyLeft: null, maxQty: null, deliveryTime, availableQty: 0 };
}

/** Magento's "Only X left" threshold (cataloginventory/options/stock_threshold_qty) of the store. */
export const LOW_STOCK_THRESHOLD = 5;

export type MagentoStockInput = {
  readonly sources: readonly StockSource[];
  /** The item may be ordered without stock (Magento backorders; made-to-order furniture). */
  readonly backorders: boolean;
  readonly tarneaeg: string | null;
};

/**
 * `stock_status` and `only_x_left_in_stock` as a backend derives them from its per-source
 * quantities, by `productStock` (so whatever it reports, the storefront shows the same): IN_STOCK
 * when the stores hold some or it is a backorder with a delivery time (never with 'müük ainult
 * laoseisust'); 'only x left' when the available quantity is at most `LOW_STOCK_THRESHOLD`.
 */
export function magentoStockFields({ sources, backorders, tarneaeg }: MagentoStockInput): { stock_status: StockStatus; only_x_left_in_stock: number | null } {
  const available = totalAvailable(sources);
  const stock = productStock({
    sources,
    stockStatus: available > 0 || backorders ? 'IN_STOCK' : 'OUT_OF_STOCK',
    onlyXLeft: available <= LOW_STOCK_THRESHOLD ? available : null,
    tarneaeg,
  });
  return { stock_status: stock.state === 'out-of-stock' ? 'OUT_OF_STOCK' : 'IN_STOCK', only_x_left_in_stock: stock.onlyLeft };
}
