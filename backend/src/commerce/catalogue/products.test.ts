import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PRODUCTS_QUERY, type CategoryProductsQuery, type CategoryProductsQueryVariables } from '../../../../graphql/documents';
import { getGraphql, queryData, seeded } from '../../../test/graphql-request';

type Listing = NonNullable<CategoryProductsQuery['products']>;
const list = async (variables: CategoryProductsQueryVariables): Promise<Listing> =>
  (await queryData<CategoryProductsQuery>(CATEGORY_PRODUCTS_QUERY, variables)).products!;
const finalPrice = (p: Listing['items'] extends Array<infer T> | null ? T : never) => p!.price_range.minimum_price.final_price.value!;
const facet = (listing: Listing, code: string) => listing.aggregations!.find((a) => a!.attribute_code === code)!;

let sofasUid: string;
let sofaCount: number;

beforeAll(async () => {
  await seeded();
  const row = await env.DB.prepare(`SELECT id, product_count FROM categories WHERE url_path = 'diivanid'`).first<{ id: number; product_count: number }>();
  sofasUid = btoa(String(row!.id));
  sofaCount = row!.product_count;
});

describe('products: category listing (CATEGORY_PRODUCTS_QUERY)', () => {
  it('lists a category by uid, id or url path alike, with page info', async () => {
    const byUid = await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 5 });
    expect(byUid.total_count).toBe(sofaCount);
    expect(byUid.page_info).toEqual({ current_page: 1, page_size: 5, total_pages: Math.ceil(sofaCount / 5) });
    expect(byUid.items).toHaveLength(5);
    const byId = await list({ filter: { category_id: { eq: atob(sofasUid) } }, pageSize: 5 });
    const byPath = await list({ filter: { category_url_path: { eq: 'diivanid' } }, pageSize: 5 });
    expect(byId.items).toEqual(byUid.items);
    expect(byPath.items).toEqual(byUid.items);
  });

  it('returns product cards with everything a card shows', async () => {
    const { items } = await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 32 });
    for (const item of items!) {
      expect(item).toMatchObject({
        __typename: expect.stringMatching(/^(SimpleProduct|ConfigurableProduct)$/),
        uid: btoa(String(item!.id)),
        sku: expect.stringMatching(/^MP\d+$/),
        stock_status: expect.stringMatching(/^(IN_STOCK|OUT_OF_STOCK)$/),
        small_image: { url: expect.stringMatching(/^https:\/\/backend\.internal\/media\/catalog\/product\/.+\.svg$/), label: item!.name },
      });
      expect(item!.url_rewrites!.map((r) => r!.url)).toContain(`${item!.url_key}.html`);
      const { minimum_price: min, maximum_price: max } = item!.price_range;
      expect(min.final_price.value!).toBeLessThanOrEqual(min.regular_price.value!);
      expect(max!.final_price.value!).toBeGreaterThanOrEqual(min.final_price.value!);
      expect(min.final_price.currency).toBe('EUR');
    }
    expect(items!.some((i) => i!.__typename === 'ConfigurableProduct')).toBe(true);
  });

  it('pages through a category without gaps or repeats, in position order', async () => {
    const pages = await Promise.all([1, 2, 3].map((currentPage) => list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 12, currentPage })));
    const skus = pages.flatMap((p) => p.items!.map((i) => i!.sku));
    expect(skus).toHaveLength(Math.min(36, sofaCount));
    expect(new Set(skus).size).toBe(skus.length);
    const positions = await env.DB.prepare(
      `SELECT p.sku FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE cp.category_id = ? ORDER BY cp.position LIMIT 36`,
    ).bind(Number(atob(sofasUid))).all<{ sku: string }>();
    expect(skus).toEqual(positions.results.map((r) => r.sku));
  });

  it('sorts by price and name in either direction', async () => {
    const filter = { category_uid: { eq: sofasUid } };
    const cheap = await list({ filter, sort: { price: 'ASC' }, pageSize: 50 });
    const dear = await list({ filter, sort: { price: 'DESC' }, pageSize: 50 });
    const ascending = cheap.items!.map(finalPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(dear.items!.map(finalPrice)).toEqual([...ascending].sort((a, b) => b - a));
    const names = (await list({ filter, sort: { name: 'ASC' }, pageSize: 50 })).items!.map((i) => i!.name!);
    // SQLite's NOCASE: ASCII letters fold, everything else by code point (D1 has no ICU collation).
    const nocase = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (nocase(a) < nocase(b) ? -1 : nocase(a) > nocase(b) ? 1 : 0)));
  });

  it('filters by price range, colour and material, and the facets agree with the filtered totals', async () => {
    const all = await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 1 });
    const colour = facet(all, 'color').options![0]!;
    const byColour = await list({ filter: { category_uid: { eq: sofasUid }, color: { eq: colour.value } }, pageSize: 50 });
    expect(byColour.total_count).toBe(colour.count);
    expect(facet(byColour, 'color').options!.find((o) => o!.value === colour.value)!.count).toBe(colour.count);

    const material = facet(all, 'material').options![1]!;
    expect((await list({ filter: { category_uid: { eq: sofasUid }, material: { in: [material.value] } }, pageSize: 1 })).total_count).toBe(material.count);

    const band = facet(all, 'price').options![1]!;
    const [from, to] = band.value.split('_');
    const inBand = await list({ filter: { category_uid: { eq: sofasUid }, price: { from, to } }, pageSize: 50 });
    expect(inBand.items!.every((i) => finalPrice(i) >= Number(from) && finalPrice(i) <= Number(to))).toBe(true);
    expect(inBand.total_count).toBeGreaterThanOrEqual(band.count!);

    const subcategories = facet(all, 'category_uid');
    expect(subcategories.options!.map((o) => o!.label)).toEqual(['Nurgadiivanid', 'Sirged diivanid', 'Diivanvoodid', 'Tugitoolid']);
    expect(subcategories.options!.reduce((sum, o) => sum + o!.count!, 0)).toBe(sofaCount);
    expect(facet(all, 'price').options!.reduce((sum, o) => sum + o!.count!, 0)).toBe(sofaCount);
  });

  it('gives an unfiltered category page the same counts as a filtered query over the same products', async () => {
    // The plain category page reads precomputed counts; a no-op price filter forces the computed path.
    const plain = await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 1 });
    const computed = await list({ filter: { category_uid: { eq: sofasUid }, price: { from: '0' } }, pageSize: 1 });
    expect(computed.total_count).toBe(plain.total_count);
    expect(computed.aggregations).toEqual(plain.aggregations);
  });

  it('lists several categories at once, and searches within a category', async () => {
    const leaves = (await env.DB.prepare(
      `SELECT id, product_count FROM categories WHERE url_path IN ('toolid/baaritoolid', 'toolid/kontoritoolid')`,
    ).all<{ id: number; product_count: number }>()).results;
    const both = await list({ filter: { category_id: { in: leaves.map((l) => String(l.id)) } }, pageSize: 1 });
    expect(both.total_count).toBe(leaves[0]!.product_count + leaves[1]!.product_count);
    const sofaSearch = await list({ search: 'diivan', filter: { category_uid: { eq: sofasUid } }, pageSize: 100 });
    const everywhere = await list({ search: 'diivan', pageSize: 100 });
    expect(sofaSearch.total_count).toBeGreaterThan(0);
    expect(sofaSearch.total_count).toBeLessThan(everywhere.total_count!);
    const sofaSkus = new Set((await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 100 })).items!.map((i) => i!.sku));
    expect(sofaSearch.items!.every((i) => sofaSkus.has(i!.sku))).toBe(true);
  });

  it('finds products by sku and url_key', async () => {
    const some = await env.DB.prepare('SELECT sku, url_key FROM products WHERE visibility = 4 ORDER BY id LIMIT 3 OFFSET 5').all<{ sku: string; url_key: string }>();
    const [a, b, c] = some.results;
    const bySku = await list({ filter: { sku: { in: [a!.sku, b!.sku] } } });
    expect(bySku.items!.map((i) => i!.sku).sort()).toEqual([a!.sku, b!.sku].sort());
    expect((await list({ filter: { url_key: { eq: c!.url_key } } })).items!.map((i) => i!.sku)).toEqual([c!.sku]);
  });

  it('offers position, name and price sorting, relevance only when searching', async () => {
    const listing = await list({ filter: { category_uid: { eq: sofasUid } }, pageSize: 1 });
    expect(listing.sort_fields).toEqual({
      default: 'position',
      options: [
        { value: 'position', label: 'Positsioon' },
        { value: 'name', label: 'Nimi' },
        { value: 'price', label: 'Hind' },
      ],
    });
    const search = await list({ search: 'diivan', pageSize: 1 });
    expect(search.sort_fields!.default).toBe('relevance');
    expect(search.sort_fields!.options![0]).toEqual({ value: 'relevance', label: 'Asjakohasus' });
  });
});

describe('products: search', () => {
  it('matches words in names, ignoring Estonian diacritics, best matches first', async () => {
    const results = await list({ search: 'soogitool', pageSize: 100 });
    expect(results.total_count).toBeGreaterThan(0);
    expect(results.items!.every((i) => /söögitool/i.test(i!.name!))).toBe(true);
    const none = await list({ search: 'kosmoselaev', pageSize: 10 });
    expect(none).toMatchObject({ total_count: 0, items: [], page_info: { total_pages: 0 } });
  });

  it('escapes FTS syntax and clamps a 10 000-character search the same way as the search API', async () => {
    const sofas = await list({ search: 'diivan', pageSize: 100 });
    for (const search of ['"diivan"', 'diivan*', '(diivan)', '^diivan', 'diivan '.repeat(1_500).slice(0, 10_000)]) {
      expect((await list({ search, pageSize: 100 })).items!.map((i) => i!.sku)).toEqual(sofas.items!.map((i) => i!.sku));
    }
    expect((await list({ search: 'voodi NOT diivan', pageSize: 1 })).total_count).toBe(0);
    expect((await list({ search: 'NEAR(diivan voodi)', pageSize: 1 })).total_count).toBe(0);
    expect((await list({ search: '"*():^', pageSize: 1 })).total_count).toBe(0);
  });

  it('searches within several categories at once', async () => {
    const leaves = (await env.DB.prepare(
      `SELECT id FROM categories WHERE url_path IN ('diivanid/diivanvoodid', 'diivanid/tugitoolid')`,
    ).all<{ id: number }>()).results.map((l) => String(l.id));
    const both = await list({ search: 'diivan', filter: { category_id: { in: leaves } }, pageSize: 100 });
    const each = await Promise.all(leaves.map((id) => list({ search: 'diivan', filter: { category_id: { eq: id } }, pageSize: 100 })));
    expect(both.total_count).toBe(each[0]!.total_count! + each[1]!.total_count!);
  });

  it('finds a product by its sku', async () => {
    const sku = (await env.DB.prepare('SELECT sku FROM products WHERE visibility = 4 AND type_id = ? LIMIT 1').bind('simple').first<{ sku: string }>())!.sku;
    expect((await list({ search: sku })).items![0]!.sku).toBe(sku);
  });
});

describe('products: product types and store fields', () => {
  it('describes configurable products with their options and variants', async () => {
    const data = await queryData(`{
      products(filter: { category_url_path: { eq: "diivanid" } }, pageSize: 100) {
        items { sku ... on ConfigurableProduct {
          configurable_options { attribute_code label values { value_index label uid } }
          variants { attributes { code value_index uid } product { sku stock_status price_range { minimum_price { final_price { value } } } } }
        } }
      }
    }`);
    const configurable = data.products.items.find((i: { configurable_options?: unknown }) => i.configurable_options);
    const [option] = configurable.configurable_options;
    expect(option).toMatchObject({ attribute_code: 'color', label: 'Värv' });
    expect(option.values.length).toBe(configurable.variants.length);
    for (const variant of configurable.variants) {
      expect(variant.product.sku.startsWith(`${configurable.sku}-`)).toBe(true);
      expect(option.values.map((v: { uid: string }) => v.uid)).toContain(variant.attributes[0].uid);
      expect(atob(variant.attributes[0].uid)).toBe(`configurable/93/${variant.attributes[0].value_index}`);
    }
  });

  it('gives per-source stock, delivery time and gift card details', async () => {
    const data = await queryData(`{
      products(filter: { category_url_path: { eq: "kinkekaardid" } }) {
        items { __typename name ... on GiftCardProduct { allow_open_amount open_amount_min giftcard_amounts { value } } }
      }
      stocked: products(filter: { category_url_path: { eq: "lauad" } }, pageSize: 1) {
        items { tarneaeg availability_in_stores { source_code source_name status qty } }
      }
    }`);
    expect(data.products.items).toEqual([
      { __typename: 'GiftCardProduct', name: 'Kinkekaart', allow_open_amount: true, open_amount_min: 10, giftcard_amounts: [{ value: 25 }, { value: 50 }, { value: 100 }] },
      expect.objectContaining({ __typename: 'GiftCardProduct', name: 'E-kinkekaart' }),
    ]);
    const [table] = data.stocked.items;
    expect(table.tarneaeg).toEqual(expect.any(String));
    expect(table.availability_in_stores.map((s: { source_code: string }) => s.source_code)).toEqual(['pea', 'rain', 'muugisaal', 'vaike']);
    expect(table.availability_in_stores[2]).toMatchObject({ source_name: 'Müügisaal', status: expect.any(Boolean), qty: expect.any(Number) });
  });
});

describe('products: errors', () => {
  it.each([
    ['neither search nor filter', '{ products { total_count } }', "'search' or 'filter' input argument is required."],
    ['a page size of 0', '{ products(filter: {}, pageSize: 0) { total_count } }', 'pageSize value must be greater than 0.'],
    ['a price bound that is not a number', '{ products(filter: { price: { from: "cheap" } }) { total_count } }', 'Invalid price filter value: cheap'],
    ['a page beyond the last', '{ products(search: "diivan", pageSize: 100, currentPage: 9) { total_count } }', 'currentPage value 9 specified is greater than the 1 page(s) available.'],
  ])('rejects %s as graphql-input', async (_case, query, message) => {
    const { response, body } = await getGraphql(query);
    expect(response.status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' }, path: ['products'] })]);
    expect(body.data).toEqual({ products: null });
  });
});
