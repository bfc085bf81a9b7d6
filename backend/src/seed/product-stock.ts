// A sellable item's stock at each inventory source, drawn from its random stream, and the
// Magento stock and price columns that follow from it.
import { INVENTORY_SOURCES } from './catalogue-model';
import { SOLD_FROM_STOCK_ONLY, UNKNOWN_DELIVERY, type FeaturedStock } from './featured-products';
import type { Random } from './prng';
import { availableQty, magentoStockFields, type StockSource } from '../../../domain/stock';

/** Delivery times of items the stores hold. */
export const IN_STOCK_TIMES = ['1-3 tööpäeva', '2-5 tööpäeva'];
const ORDER_TIMES = ['4-6 nädalat', '6-8 nädalat'];

export type Sellable = {
  id: number;
  price: number;
  special: number | null;
  status: 0 | 1;
  /** What the stores can sell (domain/stock.ts `totalAvailable`: the showroom keeps one). */
  qty: number;
  onlyLeft: number | null;
  tarneaeg: string;
  sources: Array<{ source_code: string; status: number; qty: number }>;
};

/** A seed source row as the stock rule reads it. */
export const stockSource = (s: { source_code: string; status: number; qty: number }): StockSource => ({ source_code: s.source_code, status: s.status === 1, qty: s.qty });

/**
 * Stock at each source, and what it means for the shopper. The delivery text is drawn (sold
 * from stock only, a short time when the stores hold some, else made to order or unknown);
 * `stock_status` and `only_x_left_in_stock` then follow from the per-source quantities by the
 * storefront's own stock rule (domain/stock.ts `magentoStockFields`), so a page never
 * contradicts its store table. Made to order is a deliberate backorder: sellable without stock,
 * shown with its delivery time. `fixed` replaces the drawn quantities and delivery text
 * (featured products); the random draws happen either way, so the rest of the product stays as
 * drawn.
 */
export function stock(rng: Random, id: number, regular: number, discount: number, fixed?: FeaturedStock): Sellable {
  const drawnFromStockOnly = rng.chance(0.1);
  const chances: Record<string, number> = { pea: 0.85, rain: 0.55, muugisaal: 0.4, vaike: 0.3 };
  const sources = INVENTORY_SOURCES.map(({ source_code }) => {
    const status = rng.chance(chances[source_code]!) ? 1 : 0;
    const max = source_code === 'muugisaal' ? 2 : 12;
    const qty = status && !rng.chance(0.25) ? rng.int(1, max) : 0;
    if (!fixed) return { source_code, status, qty };
    const fixedQty = fixed.sources[source_code];
    return { source_code, status: fixedQty === undefined ? 0 : 1, qty: fixedQty ?? 0 };
  });
  const available = sources.reduce((sum, s) => sum + availableQty(stockSource(s)), 0);
  const fromStockOnly = fixed ? fixed.tarneaeg === SOLD_FROM_STOCK_ONLY : drawnFromStockOnly;
  const drawnMadeToOrder = rng.chance(0.6);
  let backorders = false;
  let tarneaeg: string;
  if (fixed?.tarneaeg && !fromStockOnly) {
    tarneaeg = fixed.tarneaeg;
    backorders = fixed.tarneaeg !== UNKNOWN_DELIVERY;
  } else if (fromStockOnly) {
    tarneaeg = SOLD_FROM_STOCK_ONLY;
  } else if (available > 0) {
    tarneaeg = rng.pick(IN_STOCK_TIMES);
  } else if (drawnMadeToOrder) {
    tarneaeg = rng.pick(ORDER_TIMES); // made to order: sellable without stock
    backorders = true;
  } else {
    tarneaeg = UNKNOWN_DELIVERY;
  }
  const fields = magentoStockFields({ sources: sources.map(stockSource), backorders, tarneaeg });
  const special = discount ? Math.floor(regular * (1 - discount / 100)) + 0.99 : null;
  return {
    id,
    price: regular,
    special: special !== null && special < regular ? special : null,
    status: fields.stock_status === 'IN_STOCK' ? 1 : 0,
    qty: available,
    onlyLeft: fields.only_x_left_in_stock,
    tarneaeg,
    sources,
  };
}

export function prices(s: Sellable) {
  const final = s.special ?? s.price;
  return { price: s.price, special_price: s.special, min_regular: s.price, max_regular: s.price, min_final: final, max_final: final };
}
