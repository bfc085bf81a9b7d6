// Which stock an order takes (a rule of ours, documented in backend/README.md): an in-stock line
// is taken from the store the shopper picks it up from first, then from the warehouses in their
// order (pea, rain, vaike), and from the showroom (muugisaal) last, which never gives up the piece
// it has on display (domain/stock.ts availableQty: the showroom's qty − 1). A made-to-order line
// (a backorder: no store holds it) takes no stock. Only the D1 trigger decides whether the stock
// is still there when the order is written (migrations/0006): this plan is what to ask for.
import { availableQty, CONFIGURED_SOURCES, SHOWROOM_SOURCE, type StockSource } from '../../../../domain/stock';

export type StockLine = {
  /** What is bought (a variant's SKU for a configurable product). */
  sku: string;
  /** The configurable product whose per-source rows are its variants' totals; null otherwise. */
  parentSku: string | null;
  quantity: number;
  /** The product's per-source stock now. */
  sources: readonly StockSource[];
  /** Made to order: sold without stock, so nothing is taken. */
  backorder: boolean;
};

export type StockTake = { sku: string; source_code: string; qty: number };

export type StockPlan = { ok: true; takes: StockTake[] } | { ok: false; sku: string };

/** Sources in the order they give stock: the pickup store first, the showroom last. */
export function sourceOrder(pickupSource: string | null): string[] {
  const warehouses = CONFIGURED_SOURCES.filter((code) => code !== SHOWROOM_SOURCE);
  const ordered = [...warehouses, SHOWROOM_SOURCE];
  return pickupSource && ordered.includes(pickupSource as never) ? [pickupSource, ...ordered.filter((code) => code !== pickupSource)] : ordered;
}

/**
 * The per-source takes for every line (a configurable line also takes the same from its
 * parent's total rows), or the first SKU the stores cannot cover.
 */
export function allocateStock(lines: readonly StockLine[], pickupSource: string | null): StockPlan {
  const order = sourceOrder(pickupSource);
  const takes: StockTake[] = [];
  // Several lines of one SKU (not possible today, but cheap to get right) share its stock.
  const used = new Map<string, number>();
  for (const line of lines) {
    if (line.backorder) continue;
    let left = line.quantity;
    for (const code of order) {
      const source = line.sources.find((s) => s.source_code === code);
      if (!source || left === 0) continue;
      const key = `${line.sku}\u0000${code}`;
      const free = availableQty(source) - (used.get(key) ?? 0);
      const take = Math.min(free, left);
      if (take <= 0) continue;
      used.set(key, (used.get(key) ?? 0) + take);
      takes.push({ sku: line.sku, source_code: code, qty: take });
      if (line.parentSku) takes.push({ sku: line.parentSku, source_code: code, qty: take });
      left -= take;
    }
    if (left > 0) return { ok: false, sku: line.sku };
  }
  return { ok: true, takes };
}
