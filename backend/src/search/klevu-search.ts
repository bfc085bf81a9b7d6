// One Klevu SEARCH record query over D1: FTS5 matches (fts-query.ts), the applied filters, one
// page of records and the facets of the whole result, in one D1 round trip.
import type { CommerceContext } from '../commerce/context';
import { ftsMatchExpression } from './fts-query';
import type { KlevuApplyFilter, KlevuRecordQuery, KlevuSort } from './klevu-request';

export type KlevuRecord = {
  id: string;
  sku: string;
  name: string;
  /** The storefront's product path (storefront.md §2): `/p/{id}/{url_key}.html`. */
  url: string;
  /** Absolute media url, as GraphQL's small_image.url. */
  image: string;
  /** Regular price, e.g. '499.00'. */
  price: string;
  /** Final price (special price when lower). */
  salePrice: string;
  currency: 'EUR';
  inStock: 'yes' | 'no';
  typeOfRecord: 'KLEVU_PRODUCT';
  /** The product's own (leaf) category name. */
  category: string;
};

type FilterOption = { name: string; value: string; count: number; selected: boolean };
export type KlevuOptionsFilter = { key: string; label: string; type: 'OPTIONS'; options: FilterOption[] };
/** Price range of the result (before the price filter); start/end echo the applied range. */
export type KlevuSliderFilter = { key: 'klevu_price'; label: string; type: 'SLIDER'; min: string; max: string; start: string | null; end: string | null };

export type KlevuQueryResult = {
  id: string;
  meta: { noOfResults: number; totalResultsFound: number; offset: number; typeOfSearch: 'WILDCARD_AND' };
  records: KlevuRecord[];
  filters: Array<KlevuOptionsFilter | KlevuSliderFilter>;
};

/** Filter keys: product categories (by name), colour and material (by option label), price range. */
export const FILTER_KEYS = { category: 'Kategooria', color: 'Värv', material: 'Materjal', klevu_price: 'Hind' } as const;
const OPTION_ATTRIBUTES = ['color', 'material'] as const;
const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/;

const ORDER_BY: Record<KlevuSort, string> = {
  // bm25: lower is a better match. Weights: name 10, SKU 8, category names 3, description 1.
  RELEVANCE: 'm.score ASC, p.id ASC',
  PRICE_ASC: 'p.min_final ASC, p.id ASC',
  PRICE_DESC: 'p.min_final DESC, p.id ASC',
  NAME_ASC: 'p.name COLLATE NOCASE ASC, p.id ASC',
  NAME_DESC: 'p.name COLLATE NOCASE DESC, p.id ASC',
  NEW_ARRIVAL_DESC: 'p.created_at DESC, p.id DESC',
};

type Applied = {
  /** Category ids per the category filter (any of them), or null without one. */
  categories: number[] | null;
  options: Partial<Record<(typeof OPTION_ATTRIBUTES)[number], number[]>>;
  price: [number, number] | null;
  /** Values asked for by key (lower-cased → as sent), to mark options as selected. */
  selected: Map<string, Map<string, string>>;
};

type PageRow = {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  min_regular: number;
  min_final: number;
  stock_status: number;
  category_id: number | null;
};

/** `/p/{id}/{url_key}.html`, the storefront's link rule for a product with a url key. */
export const productPath = (id: number, urlKey: string) => `/p/${id}/${urlKey.endsWith('.html') ? urlKey : `${urlKey}.html`}`;
const money = (n: number) => n.toFixed(2);
const lower = (text: string) => text.toLocaleLowerCase('et');

/**
 * Runs one record query. A term without words (empty, or only punctuation) finds nothing.
 * Unknown filter keys and malformed price ranges are ignored; unknown values of a known key
 * match nothing, as a value that no product has.
 */
export async function searchProducts(context: CommerceContext, query: KlevuRecordQuery): Promise<KlevuQueryResult> {
  const { limit, offset, sort, query: q } = query.settings;
  const withFilters = query.filters?.filtersToReturn?.enabled ?? false;
  const meta = { noOfResults: 0, totalResultsFound: 0, offset, typeOfSearch: 'WILDCARD_AND' as const };
  const match = ftsMatchExpression(q.term);
  if (!match) return { id: query.id, meta, records: [], filters: [] };

  const [index, { byCode, options }] = await Promise.all([context.categories(), context.attributes()]);
  const applied = applyFilters(query.filters?.applyFilters?.filters ?? [], index, options);

  // Conditions on the matches `m` (FTS rowid = product id) joined to their product `p`.
  const from = `FROM (SELECT rowid AS id, bm25(products_fts, 10.0, 8.0, 3.0, 1.0) AS score FROM products_fts WHERE products_fts MATCH ?) m
    CROSS JOIN products p ON p.id = m.id`;
  const where: string[] = [];
  const params: unknown[] = [];
  if (applied.categories) {
    where.push('m.id IN (SELECT product_id FROM category_products WHERE category_id IN (SELECT value FROM json_each(?)))');
    params.push(JSON.stringify(applied.categories));
  }
  for (const code of OPTION_ATTRIBUTES) {
    const ids = applied.options[code];
    if (!ids) continue;
    where.push(`EXISTS (SELECT 1 FROM product_attribute_index a WHERE a.attribute_code = '${code}' AND a.option_id IN (SELECT value FROM json_each(?)) AND a.product_id = m.id)`);
    params.push(JSON.stringify(ids));
  }
  const unpriced = { sql: `${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params: [match, ...params] };
  if (applied.price) {
    where.push('p.min_final BETWEEN ? AND ?');
    params.push(...applied.price);
  }
  const matched = { sql: `${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params: [match, ...params] };

  const { db } = context;
  const statements = [
    db.prepare(`SELECT count(*) AS total ${matched.sql}`).bind(...matched.params),
    db
      .prepare(
        // The category a product is shown under: the one of its category url, else any assigned one.
        `SELECT p.id, p.sku, p.name, p.url_key, p.image, p.min_regular, p.min_final, p.stock_status,
           coalesce(
             (SELECT category_id FROM url_rewrites u WHERE u.entity_type = 'product' AND u.entity_id = p.id AND u.category_id IS NOT NULL LIMIT 1),
             (SELECT min(category_id) FROM category_products cp WHERE cp.product_id = p.id AND cp.is_direct = 1)
           ) AS category_id
         ${matched.sql} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`,
      )
      .bind(...matched.params, limit, offset),
  ];
  if (withFilters) {
    statements.push(
      db
        .prepare(
          `SELECT a.attribute_code, a.option_id, count(*) AS n FROM (SELECT m.id ${matched.sql}) f
           CROSS JOIN product_attribute_index a ON a.product_id = f.id AND a.attribute_code IN ('color', 'material')
           GROUP BY a.attribute_code, a.option_id`,
        )
        .bind(...matched.params),
      db
        .prepare(`SELECT cp.category_id, count(*) AS n FROM (SELECT m.id ${matched.sql}) f CROSS JOIN category_products cp ON cp.product_id = f.id GROUP BY cp.category_id`)
        .bind(...matched.params),
      db.prepare(`SELECT min(p.min_final) AS min, max(p.min_final) AS max ${unpriced.sql}`).bind(...unpriced.params),
    );
  }
  const [count, page, attributeCounts, categoryCounts, priceRange] = await db.batch(statements);
  const total = (count!.results[0] as { total: number }).total;
  const rows = page!.results as PageRow[];

  const records = rows.map(
    (r): KlevuRecord => ({
      id: String(r.id),
      sku: r.sku,
      name: r.name,
      url: productPath(r.id, r.url_key),
      image: r.image ? `${context.origin}/media/catalog/product${r.image}` : '',
      price: money(r.min_regular),
      salePrice: money(r.min_final),
      currency: 'EUR',
      inStock: r.stock_status ? 'yes' : 'no',
      typeOfRecord: 'KLEVU_PRODUCT',
      category: (r.category_id !== null && index.byId.get(r.category_id)?.name) || '',
    }),
  );

  const filters: KlevuQueryResult['filters'] = [];
  if (withFilters) {
    const isSelected = (key: string, value: string) => applied.selected.get(key)?.has(lower(value)) ?? false;
    const withSelected = (key: string, found: FilterOption[]) => {
      // A selected value that no longer matches stays listed (count 0), so it can be unselected.
      const missing = [...(applied.selected.get(key) ?? new Map<string, string>())].filter(([l]) => !found.some((o) => lower(o.value) === l));
      return [...found, ...missing.map(([, v]) => ({ name: v, value: v, count: 0, selected: true }))];
    };

    const perCategory = (categoryCounts!.results as Array<{ category_id: number; n: number }>)
      .map((r) => ({ category: index.byId.get(r.category_id), n: r.n }))
      .filter((r) => r.category && r.category.level >= 2)
      .sort((a, b) => b.n - a.n || a.category!.level - b.category!.level || a.category!.position - b.category!.position);
    const categoryOptions = perCategory.map(({ category, n }) => ({ name: category!.name, value: category!.name, count: n, selected: isSelected('category', category!.name) }));
    filters.push({ key: 'category', label: FILTER_KEYS.category, type: 'OPTIONS', options: withSelected('category', categoryOptions) });

    const counts = attributeCounts!.results as Array<{ attribute_code: string; option_id: number; n: number }>;
    for (const code of OPTION_ATTRIBUTES) {
      const found = counts
        .filter((r) => r.attribute_code === code && options.has(r.option_id))
        .sort((a, b) => options.get(a.option_id)!.position - options.get(b.option_id)!.position)
        .map((r) => {
          const label = options.get(r.option_id)!.label;
          return { name: label, value: label, count: r.n, selected: isSelected(code, label) };
        });
      filters.push({ key: code, label: byCode.get(code)?.label ?? FILTER_KEYS[code], type: 'OPTIONS', options: withSelected(code, found) });
    }

    const range = priceRange!.results[0] as { min: number | null; max: number | null };
    if (range.min !== null && range.max !== null) {
      filters.push({
        key: 'klevu_price',
        label: FILTER_KEYS.klevu_price,
        type: 'SLIDER',
        min: String(Math.floor(range.min)),
        max: String(Math.ceil(range.max)),
        start: applied.price ? String(applied.price[0]) : null,
        end: applied.price ? String(applied.price[1]) : null,
      });
    }
  }

  return { id: query.id, meta: { ...meta, noOfResults: records.length, totalResultsFound: total }, records, filters };
}

/** The applied filters as ids and a price range. Several filters with one key: the last wins. */
function applyFilters(
  filters: KlevuApplyFilter[],
  index: Awaited<ReturnType<CommerceContext['categories']>>,
  options: Awaited<ReturnType<CommerceContext['attributes']>>['options'],
): Applied {
  const applied: Applied = { categories: null, options: {}, price: null, selected: new Map() };
  for (const { key, values } of filters) {
    if (!values.length) continue;
    const wanted = new Map(values.map((v) => [lower(v), v]));
    if (key === 'category') {
      applied.categories = [...index.byId.values()].filter((c) => c.level >= 2 && wanted.has(lower(c.name))).map((c) => c.id);
      applied.selected.set(key, wanted);
    } else if (key === 'color' || key === 'material') {
      applied.options[key] = [...options.values()].filter((o) => o.attribute_code === key && wanted.has(lower(o.label))).map((o) => o.id);
      applied.selected.set(key, wanted);
    } else if (key === 'klevu_price') {
      const range = values.map((v) => PRICE_RANGE.exec(v)).find((m) => m !== null);
      if (range) {
        const [from, to] = [Number(range[1]), Number(range[2])];
        applied.price = from <= to ? [from, to] : [to, from];
      }
    }
  }
  return applied;
}
