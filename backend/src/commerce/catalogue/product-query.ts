// Turns the products() arguments into SQL over the catalogue indexes. Pure: no database access,
// every request value travels as a bound parameter.
import { ftsMatchExpression } from '../../search/fts-query';
import { equalValues } from './categories';
import type { CategoryIndex } from './category-index';
import { inputError } from '../errors';
import { fromUid } from '../uid';

type Equal = { eq?: string | null; in?: Array<string | null> | null };
type Match = { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null };
type Range = { from?: string | null; to?: string | null };
type Direction = 'ASC' | 'DESC';

export type ProductFilter = {
  category_id?: Equal | null;
  category_uid?: Equal | null;
  category_url_path?: Equal | null;
  url_key?: Equal | null;
  sku?: Equal | null;
  name?: Match | null;
  description?: Match | null;
  short_description?: Match | null;
  price?: Range | null;
  color?: Equal | null;
  material?: Equal | null;
  size?: Equal | null;
};
export type ProductSort = Partial<Record<'relevance' | 'position' | 'name' | 'price', Direction | null>>;

export type ProductQuery = {
  /** `FROM … WHERE …` of the matching products, reading only the tables the filters need. */
  matchFrom: string;
  /** The product id column of matchFrom. */
  idColumn: string;
  /** The final price column of matchFrom. */
  priceColumn: string;
  /** matchFrom with the product row joined as `p`, for the page of items and its sort. */
  itemsFrom: string;
  /** Parameters of matchFrom and itemsFrom alike. */
  params: unknown[];
  orderBy: string;
  /** The one category the listing is filtered to, if any (for positions and the category facet). */
  categoryId: number | null;
  searching: boolean;
  /** Only one category is asked for (no search, no other filter): an unfiltered category page. */
  plainCategory: boolean;
};

const CATEGORY_FILTERS = new Set(['category_id', 'category_uid', 'category_url_path']);
const PRODUCT_COLUMN_FILTERS = ['sku', 'url_key', 'name', 'description', 'short_description'] as const;

export const FILTERABLE_ATTRIBUTES = ['color', 'material', 'size'] as const;

/**
 * Builds the query. Throws graphql-input when neither search nor filter is given (Magento's
 * rule) or a price bound is not a number. An empty search text matches everything.
 */
export function buildProductQuery(
  args: { search?: string | null; filter?: ProductFilter | null; sort?: ProductSort | null },
  categories: CategoryIndex,
): ProductQuery {
  // Magento requires one of the two arguments; an empty filter object counts (it lists everything).
  if ((args.search === undefined || args.search === null) && !args.filter) {
    throw inputError("'search' or 'filter' input argument is required.");
  }
  const filter = args.filter ?? {};
  const search = args.search?.trim() ?? '';
  const categoryIds = categoryFilterIds(filter, categories);
  const categoryId = categoryIds?.length === 1 ? categoryIds[0]! : null;
  const needsProductRow = PRODUCT_COLUMN_FILTERS.some((key) => filter[key]);

  // What drives the query matters at 50 000 products: a search starts from its matches, a
  // category page from that category's index rows (which carry the price), anything else from
  // the products. CROSS JOIN keeps SQLite from reordering the tables.
  const sources: string[] = [];
  /** sources, with the full product row where sources read a narrow index of it. */
  let itemSources: string[] | null = null;
  const where: string[] = [];
  const params: unknown[] = [];
  let idColumn: string;
  let priceColumn: string;
  let joinsProduct: boolean;
  if (search) {
    const match = ftsMatchExpression(search);
    const matches = (score: string) => `(SELECT rowid AS id${score} FROM products_fts WHERE products_fts MATCH ?) s`;
    // Counting and faceting thousands of matches needs no relevance score (bm25 is costly) and
    // reads their price from the narrow products_search index (0002) unless a filter needs other
    // product columns. Only the page is scored and reads whole rows.
    sources.push(matches(''), `CROSS JOIN products p${needsProductRow ? '' : ' INDEXED BY products_search'} ON p.id = s.id`);
    itemSources = [matches(', bm25(products_fts, 10.0, 8.0, 3.0, 1.0) AS score'), 'CROSS JOIN products p ON p.id = s.id'];
    params.push(match ?? '""');
    if (!match) where.push('0');
    if (categoryId !== null) {
      const join = 'CROSS JOIN category_products cp ON cp.product_id = s.id AND cp.category_id = ?';
      sources.push(join);
      itemSources.push(join);
      params.push(categoryId);
    }
    [idColumn, priceColumn, joinsProduct] = ['s.id', 'p.min_final', true];
  } else if (categoryId !== null) {
    sources.push('category_products cp', ...(needsProductRow ? ['CROSS JOIN products p ON p.id = cp.product_id'] : []));
    where.push('cp.category_id = ?');
    params.push(categoryId);
    [idColumn, priceColumn, joinsProduct] = ['cp.product_id', 'cp.min_final', needsProductRow];
  } else {
    sources.push('products p');
    where.push('p.visibility = 4');
    [idColumn, priceColumn, joinsProduct] = ['p.id', 'p.min_final', true];
  }

  if (categoryIds && categoryId === null) {
    // Several categories (or none that exists): any of them. The unary + keeps SQLite from
    // handing `rowid IN (…)` to FTS5, which would run the MATCH once per listed product.
    where.push(`+${idColumn} IN (SELECT product_id FROM category_products WHERE category_id IN (SELECT value FROM json_each(?)))`);
    params.push(JSON.stringify(categoryIds));
  }

  const inList = (column: string, values: string[] | null) => {
    if (!values) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  inList('p.sku', equalValues(filter.sku));
  inList('p.url_key', equalValues(filter.url_key));

  for (const [column, m] of [['p.name', filter.name], ['p.description', filter.description], ['p.short_description', filter.short_description]] as const) {
    if (!m?.match) continue;
    if (m.match_type === 'FULL') {
      where.push(`${column} = ? COLLATE NOCASE`);
      params.push(m.match);
    } else {
      where.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(`%${m.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
  }

  if (filter.price) {
    // Magento compares both bounds inclusively against the final price.
    for (const [bound, op] of [['from', '>='], ['to', '<=']] as const) {
      const raw = filter.price[bound];
      if (raw === undefined || raw === null || raw === '') continue;
      const value = Number(raw);
      if (!Number.isFinite(value)) throw inputError(`Invalid price filter value: ${raw}`);
      where.push(`${priceColumn} ${op} ?`);
      params.push(value);
    }
  }

  for (const code of FILTERABLE_ATTRIBUTES) {
    const values = equalValues(filter[code]);
    if (!values) continue;
    where.push(
      `EXISTS (SELECT 1 FROM product_attribute_index a WHERE a.attribute_code = '${code}' AND a.option_id IN (SELECT value FROM json_each(?)) AND a.product_id = ${idColumn})`,
    );
    params.push(JSON.stringify(values.map(Number).filter(Number.isInteger)));
  }

  const conditions = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const filters = Object.entries(filter).filter(([, value]) => value).map(([key]) => key);
  return {
    matchFrom: `FROM ${sources.join(' ')}${conditions}`,
    itemsFrom: `FROM ${(itemSources ?? sources).join(' ')}${joinsProduct ? '' : ` CROSS JOIN products p ON p.id = ${idColumn}`}${conditions}`,
    idColumn,
    priceColumn,
    params,
    orderBy: orderBy(args.sort, { searching: !!search, categoryId, priceColumn }),
    categoryId,
    searching: !!search,
    plainCategory: categoryId !== null && !search && filters.every((key) => CATEGORY_FILTERS.has(key)),
  };
}

/** The category ids every given category filter allows, or null without category filters. */
function categoryFilterIds(filter: ProductFilter, categories: CategoryIndex): number[] | null {
  const sets: number[][] = [];
  const byId = equalValues(filter.category_id);
  if (byId) sets.push(byId.map(Number).filter(Number.isInteger));
  const byUid = equalValues(filter.category_uid);
  if (byUid) sets.push(byUid.map(fromUid).filter((id): id is number => id !== null));
  const byPath = equalValues(filter.category_url_path);
  if (byPath) sets.push(byPath.map((p) => categories.byUrlPath.get(p)?.id).filter((id): id is number => id !== undefined));
  if (!sets.length) return null;
  return sets.reduce((a, b) => a.filter((id) => b.includes(id)));
}

function orderBy(
  sort: ProductSort | null | undefined,
  { searching, categoryId, priceColumn }: { searching: boolean; categoryId: number | null; priceColumn: string },
): string {
  const given = Object.entries(sort ?? {}).filter((e): e is [keyof ProductSort, Direction] => !!e[1]);
  const keys: Array<[keyof ProductSort, Direction]> = given.length ? given : [searching ? ['relevance', 'DESC'] : ['position', 'ASC']];
  const terms: string[] = [];
  for (const [field, direction] of keys) {
    if (field === 'relevance') {
      // bm25: lower is a better match.
      if (searching) terms.push(`s.score ${direction === 'DESC' ? 'ASC' : 'DESC'}`);
    } else if (field === 'position') {
      terms.push(`${categoryId !== null ? 'cp.position' : 'p.id'} ${direction}`);
    } else if (field === 'name') {
      terms.push(`p.name COLLATE NOCASE ${direction}`);
    } else if (field === 'price') {
      terms.push(`${priceColumn} ${direction}`);
    }
  }
  terms.push('p.id ASC');
  return terms.join(', ');
}
