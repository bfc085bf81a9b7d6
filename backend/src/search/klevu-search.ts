// One Klevu SEARCH record query over D1: FTS5 matches (fts-query.ts), the applied filters, one
// page of records and the facets of the whole result: two statements in one D1 round trip.
import type { CommerceContext } from '../commerce/context';
import { ftsMatchExpression, wholeWordExpressions } from './fts-query';
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

/**
 * Each sort as its key column, then the product id as tie-break. Relevance first ranks by the
 * number of search words a product holds as whole words (`whole`, see `wholeWordRank`), so
 * 'diivan' lists sofas ('Diivan …') before sofa beds ('Diivanvoodi …', a prefix match only).
 */
const SORTS: Record<KlevuSort, { key: string; order: string; id: 'ASC' | 'DESC'; whole?: true }> = {
  // bm25: lower is a better match. Weights: name 10, SKU 8, category names 3, description 1.
  RELEVANCE: { key: 'm.score', order: 'ASC', id: 'ASC', whole: true },
  PRICE_ASC: { key: 'p.min_final', order: 'ASC', id: 'ASC' },
  PRICE_DESC: { key: 'p.min_final', order: 'DESC', id: 'ASC' },
  NAME_ASC: { key: 'p.name', order: 'COLLATE NOCASE ASC', id: 'ASC' },
  NAME_DESC: { key: 'p.name', order: 'COLLATE NOCASE DESC', id: 'ASC' },
  NEW_ARRIVAL_DESC: { key: 'p.created_at', order: 'DESC', id: 'DESC' },
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

/** Rows of the summary statement: the total (with the price range), facet counts, the unpriced range. */
type SummaryRow = { kind: 'total' | 'option' | 'category' | 'unpriced'; code: string | null; ref: number | null; n: number; lo: number | null; hi: number | null };

/**
 * SQL counting the words of `term` that product `m.id` holds as whole words: one exact-token
 * FTS5 lookup per word (at most MAX_TERM_WORDS), each run once as a list of row ids.
 */
function wholeWordRank(term: string): { sql: string; params: string[] } {
  const words = wholeWordExpressions(term);
  if (!words.length) return { sql: '0', params: [] };
  return { sql: words.map(() => '(m.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?))').join(' + '), params: words };
}

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

  // The matches `m` (FTS rowid = product id; scored only for a relevance sort, as bm25 costs) with
  // their product `p`, narrowed by the filters. `+m.id` keeps SQLite from handing `rowid IN (…)`
  // to FTS5, which would run the MATCH once per product of the category (seconds at 50 000).
  const conditions: Array<{ sql: string; params: unknown[]; price?: true }> = [];
  if (applied.categories) {
    conditions.push({ sql: '+m.id IN (SELECT product_id FROM category_products WHERE category_id IN (SELECT value FROM json_each(?)))', params: [JSON.stringify(applied.categories)] });
  }
  for (const code of OPTION_ATTRIBUTES) {
    const ids = applied.options[code];
    if (ids) {
      conditions.push({
        sql: `EXISTS (SELECT 1 FROM product_attribute_index a WHERE a.attribute_code = '${code}' AND a.option_id IN (SELECT value FROM json_each(?)) AND a.product_id = m.id)`,
        params: [JSON.stringify(ids)],
      });
    }
  }
  if (applied.price) conditions.push({ sql: 'p.min_final BETWEEN ? AND ?', params: [...applied.price], price: true });
  // `p` is the narrow products_search index (id, min_final, created_at) unless the sort needs the name.
  const matches = ({ scored = false, priced = true, named = false }: { scored?: boolean; priced?: boolean; named?: boolean }) => {
    const used = conditions.filter((c) => priced || !c.price);
    const score = scored ? ', bm25(products_fts, 10.0, 8.0, 3.0, 1.0) AS score' : '';
    return {
      sql:
        `FROM (SELECT rowid AS id${score} FROM products_fts WHERE products_fts MATCH ?) m ` +
        `CROSS JOIN products p ${named ? '' : 'INDEXED BY products_search '}ON p.id = m.id` +
        (used.length ? ` WHERE ${used.map((c) => c.sql).join(' AND ')}` : ''),
      params: [match, ...used.flatMap((c) => c.params)],
    };
  };

  // One statement for the total and the facets: the filtered matches once, counted several ways.
  const all = matches({});
  const summary = [`SELECT 'total' AS kind, NULL AS code, NULL AS ref, count(*) AS n, min(min_final) AS lo, max(min_final) AS hi FROM f`];
  const summaryParams = [...all.params];
  if (withFilters) {
    summary.push(
      `SELECT 'option', a.attribute_code, a.option_id, count(*), NULL, NULL FROM f
       CROSS JOIN product_attribute_index a ON a.product_id = f.id AND a.attribute_code IN ('color', 'material') GROUP BY a.attribute_code, a.option_id`,
      `SELECT 'category', NULL, cp.category_id, count(*), NULL, NULL FROM f CROSS JOIN category_products cp ON cp.product_id = f.id GROUP BY cp.category_id`,
    );
    if (applied.price) {
      // The slider's bounds come from the result before the price filter.
      const unpriced = matches({ priced: false });
      summary.push(`SELECT 'unpriced', NULL, NULL, count(*), min(p.min_final), max(p.min_final) ${unpriced.sql}`);
      summaryParams.push(...unpriced.params);
    }
  }
  const page = matches({ scored: sort === 'RELEVANCE', named: sort === 'NAME_ASC' || sort === 'NAME_DESC' });
  const order = SORTS[sort];
  const whole = order.whole ? wholeWordRank(q.term) : { sql: '0', params: [] };

  const { db } = context;
  const [summaryResult, pageResult] = await db.batch([
    db.prepare(`WITH f AS MATERIALIZED (SELECT m.id, p.min_final ${all.sql}) ${summary.join(' UNION ALL ')}`).bind(...summaryParams),
    db
      .prepare(
        // The page is chosen over the narrow index, then only its rows are read in full. The
        // category a product is shown under: the one of its category url, else any assigned one.
        `SELECT p.id, p.sku, p.name, p.url_key, p.image, p.min_regular, p.min_final, p.stock_status,
           coalesce(
             (SELECT category_id FROM url_rewrites u WHERE u.entity_type = 'product' AND u.entity_id = p.id AND u.category_id IS NOT NULL LIMIT 1),
             (SELECT min(category_id) FROM category_products cp WHERE cp.product_id = p.id AND cp.is_direct = 1)
           ) AS category_id
         FROM (SELECT m.id, ${whole.sql} AS whole, ${order.key} AS sort_key ${page.sql}
           ORDER BY whole DESC, sort_key ${order.order}, m.id ${order.id} LIMIT ? OFFSET ?) top
         CROSS JOIN products p ON p.id = top.id ORDER BY top.whole DESC, top.sort_key ${order.order}, top.id ${order.id}`,
      )
      .bind(...whole.params, ...page.params, limit, offset),
  ]);
  const summaryRows = summaryResult!.results as SummaryRow[];
  const totalRow = summaryRows.find((r) => r.kind === 'total')!;
  const total = totalRow.n;
  const rows = pageResult!.results as PageRow[];

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

    const perCategory = summaryRows
      .filter((r) => r.kind === 'category')
      .map((r) => ({ category: index.byId.get(r.ref!), n: r.n }))
      .filter((r) => r.category && r.category.level >= 2)
      .sort((a, b) => b.n - a.n || a.category!.level - b.category!.level || a.category!.position - b.category!.position);
    const categoryOptions = perCategory.map(({ category, n }) => ({ name: category!.name, value: category!.name, count: n, selected: isSelected('category', category!.name) }));
    filters.push({ key: 'category', label: FILTER_KEYS.category, type: 'OPTIONS', options: withSelected('category', categoryOptions) });

    for (const code of OPTION_ATTRIBUTES) {
      const found = summaryRows
        .filter((r) => r.kind === 'option' && r.code === code && options.has(r.ref!))
        .sort((a, b) => options.get(a.ref!)!.position - options.get(b.ref!)!.position)
        .map((r) => {
          const label = options.get(r.ref!)!.label;
          return { name: label, value: label, count: r.n, selected: isSelected(code, label) };
        });
      filters.push({ key: code, label: byCode.get(code)?.label ?? FILTER_KEYS[code], type: 'OPTIONS', options: withSelected(code, found) });
    }

    const range = summaryRows.find((r) => r.kind === 'unpriced') ?? totalRow;
    if (range.lo !== null && range.hi !== null) {
      filters.push({
        key: 'klevu_price',
        label: FILTER_KEYS.klevu_price,
        type: 'SLIDER',
        min: String(Math.floor(range.lo)),
        max: String(Math.ceil(range.hi)),
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
