// Every product page of the default seed (SEED_PRODUCTS=360) must agree with its own store
// table: what the backend reports (`stock_status`, `only_x_left_in_stock`) is checked against
// the per-source quantities it also reports, by the storefront's stock rule (domain/stock.ts).
import { describe, expect, it } from 'vitest';
import { isSoldFromStockOnly, productStock, type StockSource, storeAvailability, totalAvailable } from '../../../domain/stock';
import { INVENTORY_SOURCES } from './catalogue-model';
import { generateCatalogue } from './catalogue';
import type { Row } from './product-cursor';

const DEFAULT_SEED_PRODUCTS = 360;

type Sellable = { sku: string; stock_status: number; only_x_left_in_stock: number | null; tarneaeg: string | null; sources: StockSource[] };

/** The visible products of the seed, each with its variants, as the product page reads them. */
function productPages(products: number) {
  const rows: Row[] = [];
  const sourceItems: Row[] = [];
  for (const chunk of generateCatalogue({ products })) {
    rows.push(...(chunk.products ?? []));
    sourceItems.push(...(chunk.inventory_source_items ?? []));
  }
  const names = new Map<string, string>(INVENTORY_SOURCES.map((s) => [s.source_code, s.name]));
  const sourcesOf = new Map<number, StockSource[]>();
  for (const item of sourceItems) {
    const list = sourcesOf.get(item.product_id as number) ?? [];
    list.push({ source_code: item.source_code as string, source_name: names.get(item.source_code as string) ?? null, status: !!item.status, qty: item.qty as number });
    sourcesOf.set(item.product_id as number, list);
  }
  const sellable = (row: Row): Sellable => ({
    sku: row.sku as string,
    stock_status: row.stock_status as number,
    only_x_left_in_stock: row.only_x_left_in_stock as number | null,
    tarneaeg: row.tarneaeg as string | null,
    sources: sourcesOf.get(row.id as number) ?? [],
  });
  return rows
    .filter((row) => row.visibility === 4 && row.type_id !== 'giftcard')
    .map((row) => ({ product: sellable(row), variants: rows.filter((v) => v.parent_id === row.id).map(sellable) }));
}

/** What contradicts the store table on the page of `s` (an empty list when nothing does). */
function contradictions(s: Sellable): string[] {
  const rows = storeAvailability(s.sources);
  const inTable = rows.reduce((sum, row) => sum + row.qty, 0);
  const problems: string[] = [];
  if (s.only_x_left_in_stock !== null && s.only_x_left_in_stock > totalAvailable(s.sources)) {
    problems.push(`only_x_left_in_stock ${s.only_x_left_in_stock} above the ${totalAvailable(s.sources)} the stores hold`);
  }
  if (s.stock_status === 1 && inTable === 0) {
    // Allowed only as a deliberate backorder: made to order, with its delivery time.
    const backorder = s.tarneaeg !== null && s.tarneaeg.trim() !== '' && !isSoldFromStockOnly(s.tarneaeg);
    if (!backorder) problems.push(`IN_STOCK with no store holding any (tarneaeg ${JSON.stringify(s.tarneaeg)})`);
  }
  if (s.stock_status === 0 && inTable > 0) problems.push(`OUT_OF_STOCK while the stores hold ${inTable}`);
  // What the storefront shows from these fields must equal them, never a corrected version.
  const shown = productStock({ sources: s.sources, stockStatus: s.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK', onlyXLeft: s.only_x_left_in_stock, tarneaeg: s.tarneaeg });
  if ((shown.state === 'in-stock') !== inTable > 0) problems.push(`page says ${shown.state}, the table shows ${inTable}`);
  if (shown.state === 'backorder' && !shown.deliveryTime) problems.push('backorder without a delivery time');
  if (shown.onlyLeft !== (s.only_x_left_in_stock || null)) problems.push(`'Only ${shown.onlyLeft} left' differs from only_x_left_in_stock ${s.only_x_left_in_stock}`);
  return problems;
}

describe(`stock data of the ${DEFAULT_SEED_PRODUCTS} seeded products`, () => {
  const pages = productPages(DEFAULT_SEED_PRODUCTS);

  it('never contradicts the store table on any product page (product or variant)', () => {
    const inconsistent = pages.flatMap(({ product, variants }) => {
      const problems = [product, ...variants].flatMap((s) => contradictions(s).map((problem) => `${s.sku}: ${problem}`));
      return problems.length ? [{ sku: product.sku, problems }] : [];
    });
    expect(inconsistent, `${inconsistent.length} of ${pages.length} product pages`).toEqual([]);
  });

  it('still has every case the page must show: in stock, only x left, backorder with delivery time, sold from stock only, out of stock', () => {
    const all = pages.flatMap(({ product, variants }) => [product, ...variants]);
    const states = all.map((s) => productStock({ sources: s.sources, stockStatus: s.stock_status ? 'IN_STOCK' : 'OUT_OF_STOCK', onlyXLeft: s.only_x_left_in_stock, tarneaeg: s.tarneaeg }));
    expect(states.filter((s) => s.state === 'in-stock').length).toBeGreaterThan(100);
    expect(states.filter((s) => s.onlyLeft !== null).length).toBeGreaterThan(10);
    expect(states.filter((s) => s.state === 'backorder').length).toBeGreaterThan(5);
    expect(states.filter((s) => s.state === 'out-of-stock').length).toBeGreaterThan(5);
    expect(all.filter((s) => isSoldFromStockOnly(s.tarneaeg) && s.stock_status === 1).length).toBeGreaterThan(5);
  });
});
