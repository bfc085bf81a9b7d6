// Query.products: one D1 round trip for the count and the page; facets (aggregations) only
// when the query asks for them.
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { checkPaging, pageInfo } from './pagination';
import { FILTERABLE_ATTRIBUTES, buildProductQuery, type ProductQuery } from './product-query';
import { toUid } from '../uid';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

type AggregationOption = { label: string; value: string; count: number };
type Aggregation = { attribute_code: string; label: string; count: number; position: number; options: AggregationOption[] };

const products: QueryResolver<'products'> = async (_source, args, context) => {
  const { pageSize, currentPage } = args;
  checkPaging(pageSize, currentPage);
  const query = buildProductQuery(args, await context.categories());
  const { db } = context;
  // An unfiltered category page counts from the category's index rows alone.
  const counting = query.plainCategory
    ? db.prepare('SELECT count(*) AS total, max(min_final) AS max_price FROM category_products WHERE category_id = ?').bind(query.categoryId)
    : db.prepare(`SELECT count(*) AS total, max(${query.priceColumn}) AS max_price ${query.matchFrom}`).bind(...query.params);
  const [count, page] = await db.batch([
    counting,
    db.prepare(`SELECT p.* ${query.itemsFrom} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`).bind(...query.params, pageSize, (currentPage - 1) * pageSize),
  ]);
  const { total, max_price } = count!.results[0] as { total: number; max_price: number | null };
  const items = page!.results as ProductRow[];

  return {
    items,
    total_count: total,
    page_info: pageInfo(total, pageSize, currentPage),
    aggregations: () => aggregations(context, query, max_price ?? 0),
    sort_fields: {
      default: query.searching ? 'relevance' : 'position',
      options: [
        ...(query.searching ? [{ value: 'relevance', label: 'Asjakohasus' }] : []),
        { value: 'position', label: 'Positsioon' },
        { value: 'name', label: 'Nimi' },
        { value: 'price', label: 'Hind' },
      ],
    },
  };
};

/**
 * Facets of the whole result (not just the page): price bands, the subcategories of the listed
 * category (top-level categories without one) and the colour/material/size options. An
 * unfiltered category page reads precomputed counts (category product counts, category_facets).
 */
async function aggregations(context: CommerceContext, query: ProductQuery, maxPrice: number): Promise<Aggregation[]> {
  const { db } = context;
  const [index, { byCode, options }] = await Promise.all([context.categories(), context.attributes()]);
  const facetCategories = (index.children.get(query.categoryId ?? 2) ?? []).filter((c) => query.categoryId !== null || c.include_in_menu);
  const step = priceStep(maxPrice);

  let prices: Array<{ bucket: number; n: number }>;
  let attributeCounts: Array<{ attribute_code: string; option_id: number; n: number }>;
  let categoryCounts: Array<{ category_id: number; n: number }> | null = null;
  if (query.plainCategory) {
    const [buckets, facets] = await db.batch([
      db.prepare('SELECT CAST(min_final / ? AS INTEGER) AS bucket, count(*) AS n FROM category_products WHERE category_id = ? GROUP BY bucket ORDER BY bucket').bind(step, query.categoryId),
      db.prepare('SELECT attribute_code, option_id, product_count AS n FROM category_facets WHERE category_id = ?').bind(query.categoryId),
    ]);
    prices = buckets!.results as typeof prices;
    attributeCounts = facets!.results as typeof attributeCounts;
  } else {
    // The matches once, counted three ways; each count walks from the matches into an index.
    const rows = (
      await db
        .prepare(
          `WITH f AS MATERIALIZED (SELECT ${query.idColumn} AS id, ${query.priceColumn} AS price ${query.matchFrom})
           SELECT 'price' AS kind, NULL AS code, CAST(price / ? AS INTEGER) AS ref, count(*) AS n FROM f GROUP BY 3
           UNION ALL SELECT 'option', a.attribute_code, a.option_id, count(*) FROM f
             CROSS JOIN product_attribute_index a ON a.product_id = f.id GROUP BY a.attribute_code, a.option_id
           UNION ALL SELECT 'category', NULL, cp.category_id, count(*) FROM f
             CROSS JOIN category_products cp ON cp.product_id = f.id AND cp.category_id IN (SELECT value FROM json_each(?)) GROUP BY cp.category_id`,
        )
        .bind(...query.params, step, JSON.stringify(facetCategories.map((c) => c.id)))
        .all<{ kind: string; code: string | null; ref: number; n: number }>()
    ).results;
    prices = rows.filter((r) => r.kind === 'price').map((r) => ({ bucket: r.ref, n: r.n })).sort((a, b) => a.bucket - b.bucket);
    attributeCounts = rows.filter((r) => r.kind === 'option').map((r) => ({ attribute_code: r.code!, option_id: r.ref, n: r.n }));
    categoryCounts = rows.filter((r) => r.kind === 'category').map((r) => ({ category_id: r.ref, n: r.n }));
  }

  const result: Aggregation[] = [];
  const priceOptions = prices.map(({ bucket, n }) => {
    const from = bucket * step;
    return { label: `${from}-${from + step}`, value: `${from}_${from + step}`, count: n };
  });
  if (priceOptions.length) result.push({ attribute_code: 'price', label: 'Hind', position: 0, count: priceOptions.length, options: priceOptions });

  // Every product of a subcategory is also in the listed category, so on an unfiltered page
  // the subcategory's own product count is its facet count.
  const perCategory = categoryCounts
    ? new Map(categoryCounts.map((r) => [r.category_id, r.n]))
    : new Map(facetCategories.map((c) => [c.id, c.product_count]));
  const categoryOptions = facetCategories
    .filter((c) => perCategory.get(c.id))
    .map((c) => ({ label: c.name, value: toUid(c.id), count: perCategory.get(c.id)! }));
  if (categoryOptions.length) {
    result.push({ attribute_code: 'category_uid', label: 'Kategooria', position: 1, count: categoryOptions.length, options: categoryOptions });
  }

  for (const code of FILTERABLE_ATTRIBUTES) {
    const attribute = byCode.get(code);
    const codeOptions = attributeCounts
      .filter((r) => r.attribute_code === code && options.has(r.option_id))
      .sort((a, b) => options.get(a.option_id)!.position - options.get(b.option_id)!.position)
      .map((r) => ({ label: options.get(r.option_id)!.label, value: String(r.option_id), count: r.n }));
    if (attribute && codeOptions.length) {
      result.push({ attribute_code: code, label: attribute.label, position: 1 + attribute.position, count: codeOptions.length, options: codeOptions });
    }
  }
  return result;
}

/** A round band width giving at most about ten price bands up to `max`. */
export function priceStep(max: number): number {
  const rough = Math.max(max, 1) / 10;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough)!;
  return Math.max(10, nice * magnitude);
}

export const productsResolvers = {
  Query: { products },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
} satisfies Resolvers;
