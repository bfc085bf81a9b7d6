import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_PAGE_QUERY,
  PRODUCTS_BY_SKU_QUERY,
  RELATED_PRODUCTS_QUERY,
  type ProductPageConfigurable,
  type ProductPageProduct,
  type ProductPageQuery,
  type ProductsBySkuQuery,
  type RelatedProductsQuery,
} from '../../../../graphql/documents';
import { getGraphql, queryData, seeded } from '../../../test/graphql-request';

const urlKeyOf = async (sku: string) => (await env.DB.prepare('SELECT url_key FROM products WHERE sku = ?').bind(sku).first<{ url_key: string }>())!.url_key;

async function productPage(sku: string): Promise<ProductPageProduct> {
  const { products } = await queryData<ProductPageQuery>(PRODUCT_PAGE_QUERY, { urlKey: await urlKeyOf(sku) });
  expect(products!.items).toHaveLength(1);
  return products!.items![0]!;
}

const source = (p: { availability_in_stores: Array<{ source_code: string | null; status: boolean | null; qty: number | null } | null> | null }, code: string) =>
  p.availability_in_stores!.find((s) => s!.source_code === code)!;

beforeAll(seeded);

describe('PRODUCT_PAGE_QUERY', () => {
  it('describes a configurable product whose variants differ in price, stock and image (MP10002)', async () => {
    const page = (await productPage('MP10002')) as ProductPageConfigurable;
    expect(page).toMatchObject({
      __typename: 'ConfigurableProduct',
      uid: btoa(String(page.id)),
      sku: 'MP10002',
      meta_title: page.name,
      meta_description: expect.stringMatching(/\S/),
      stock_status: 'IN_STOCK',
      review_count: 3,
      description: { html: expect.stringContaining('<ul>') },
      short_description: { html: expect.stringMatching(/^<p>/) },
    });
    expect(page.url_rewrites!.map((r) => r!.url)).toContain(`${page.url_key}.html`);
    expect(page.rating_summary).toBeGreaterThan(0);
    expect(page.rating_summary).toBeLessThanOrEqual(100);
    expect(page.media_gallery!.length).toBeGreaterThanOrEqual(1);
    expect(page.media_gallery![0]).toMatchObject({ url: expect.stringMatching(/\.svg$/), position: 1, disabled: false });

    const [option] = page.configurable_options!;
    expect(option).toMatchObject({ attribute_code: 'color', label: 'Värv' });
    expect(option!.values!.map((v) => v!.label)).toEqual(['Hall', 'Sinine', 'Roheline']);
    expect(option!.values![0]!.swatch_data).toEqual({ value: '#8a8d91' });

    const variants = page.variants!.map((v) => v!);
    expect(variants.map((v) => v.attributes![0]!.value_index)).toEqual(option!.values!.map((v) => v!.value_index));
    const finals = variants.map((v) => v.product!.price_range.minimum_price.final_price.value!);
    expect(new Set(finals).size).toBe(3);
    expect(Math.min(...finals)).toBe(page.price_range.minimum_price.final_price.value);
    expect(Math.max(...finals)).toBe(page.price_range.maximum_price!.final_price.value);
    // 20 % off every variant.
    for (const v of variants) expect(v.product!.price_range.minimum_price.final_price.value!).toBeLessThan(v.product!.price_range.minimum_price.regular_price.value!);
    expect(new Set(variants.map((v) => v.product!.small_image!.url)).size).toBe(3);
    expect(variants.map((v) => v.product!.media_gallery![0]!.url)).toEqual(variants.map((v) => v.product!.small_image!.url));
    // Each variant has as many views as the product, its own (the gallery's thumbnails follow it).
    for (const v of variants) {
      expect(v.product!.media_gallery!.map((m) => m!.position)).toEqual(page.media_gallery!.map((m) => m!.position));
      expect(v.product!.media_gallery!.some((m) => page.media_gallery!.some((own) => own!.url === m!.url))).toBe(false);
    }

    const [grey, blue, green] = variants.map((v) => v.product!);
    expect(grey).toMatchObject({ sku: 'MP10002-HALL', stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(source(grey!, 'muugisaal')).toMatchObject({ source_name: 'Müügisaal', status: true, qty: 1 });
    expect(blue).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
    expect(green).toMatchObject({ stock_status: 'OUT_OF_STOCK', tarneaeg: 'Tarneaeg täpsustub', only_x_left_in_stock: null });
    expect(green!.availability_in_stores!.every((s) => !s!.status)).toBe(true);
    // The configurable product's stock per source is its variants' total.
    expect(source(page, 'pea').qty).toBe(6);
  });

  it('says which products offer assembly services (has_assembly_services: YES 45 / NO 46), as getAssemblyProducts lists them', async () => {
    expect((await productPage('MP10002')).has_assembly_services).toBe(45); // sofa
    expect((await productPage('MP10007')).has_assembly_services).toBe(45); // bed
    expect((await productPage('MP10005')).has_assembly_services).toBe(46); // dining chair
    expect((await productPage('MP10006')).has_assembly_services).toBe(46); // lamp
  });

  it('gives breadcrumbs through the categories, top level first', async () => {
    const page = await productPage('MP10002');
    const leaf = page.categories!.find((c) => c!.url_path === 'diivanid/sirged-diivanid/3-kohalised-diivanid')!;
    expect(leaf).toMatchObject({ name: '3-kohalised diivanid', level: 4, url_suffix: '.html' });
    expect(leaf.breadcrumbs!.map((b) => b!.category_name)).toEqual(['Diivanid', 'Sirged diivanid']);
    expect(page.categories!.map((c) => c!.level)).toEqual([...page.categories!.map((c) => c!.level)].sort());
  });

  it('sells MP10003 from stock only: 2 in the main warehouse', async () => {
    const page = await productPage('MP10003');
    expect(page).toMatchObject({ __typename: 'SimpleProduct', tarneaeg: 'müük ainult laoseisust', stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
    expect(page.availability_in_stores!.map((s) => [s!.source_code, s!.status, s!.qty])).toEqual([
      ['pea', true, 2], ['rain', false, 0], ['muugisaal', false, 0], ['vaike', false, 0],
    ]);
  });

  it('stocks MP10004 only in the showroom (3 there)', async () => {
    const page = await productPage('MP10004');
    expect(source(page, 'muugisaal')).toEqual({ source_code: 'muugisaal', source_name: 'Müügisaal', status: true, qty: 3 });
    expect(page.availability_in_stores!.filter((s) => s!.status).map((s) => s!.source_code)).toEqual(['muugisaal']);
  });

  it('sells MP10004 by the stock rule: the showroom keeps one, so only_x_left_in_stock is 2', async () => {
    expect(await productPage('MP10004')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
  });

  it('sells MP10008 made to order: no store holds it, IN_STOCK as a backorder with its delivery time', async () => {
    const page = await productPage('MP10008');
    expect(page).toMatchObject({ __typename: 'SimpleProduct', stock_status: 'IN_STOCK', only_x_left_in_stock: null, tarneaeg: '6-8 nädalat' });
    expect(page.availability_in_stores!.every((s) => s!.qty === 0)).toBe(true);
  });

  it('gives MP10005 quantity discounts below its special price', async () => {
    const page = await productPage('MP10005');
    const { regular_price, final_price } = page.price_range.minimum_price;
    expect(final_price.value!).toBeLessThan(regular_price.value!);
    expect(page.available_price_tiers!.map((t) => t!.quantity)).toEqual([2, 4]);
    let previous = final_price.value!;
    for (const tier of page.available_price_tiers!) {
      expect(tier!.final_price!.value!).toBeLessThan(previous);
      previous = tier!.final_price!.value!;
      expect(tier!.final_price!.currency).toBe('EUR');
      expect(tier!.discount!.amount_off).toBeCloseTo(regular_price.value! - tier!.final_price!.value!, 2);
      expect(tier!.discount!.percent_off!).toBeGreaterThan(0);
    }
  });

  it('returns no items for an unknown url key', async () => {
    expect((await queryData<ProductPageQuery>(PRODUCT_PAGE_QUERY, { urlKey: 'no-such-product' })).products!.items).toEqual([]);
  });

  it('is a cacheable GET', async () => {
    const { response } = await getGraphql(PRODUCT_PAGE_QUERY, { urlKey: await urlKeyOf('MP10003') });
    expect(response.headers.get('cache-control')).toContain('public');
  });
});

describe('seeded variety across the catalogue', () => {
  const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

  it('has colour and size configurables, special prices, tiers, sold-from-stock items and showroom stock', async () => {
    expect(await count(`SELECT count(*) AS n FROM configurable_attributes WHERE attribute_code = 'color'`)).toBeGreaterThan(3);
    expect(await count(`SELECT count(*) AS n FROM configurable_attributes WHERE attribute_code = 'size'`)).toBeGreaterThan(3);
    expect(await count('SELECT count(DISTINCT parent_id) AS n FROM products WHERE parent_id IS NOT NULL AND special_price IS NOT NULL')).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(DISTINCT product_id) AS n FROM product_tier_prices')).toBeGreaterThan(3);
    expect(await count(`SELECT count(*) AS n FROM products WHERE tarneaeg = 'müük ainult laoseisust' AND salable_qty BETWEEN 1 AND 5`)).toBeGreaterThanOrEqual(2);
    expect(await count(`SELECT count(*) AS n FROM inventory_source_items WHERE source_code = 'muugisaal' AND status = 1 AND qty > 0`)).toBeGreaterThan(10);
    // Colour variants of one product may differ in price too.
    expect(await count(
      `SELECT count(*) AS n FROM (SELECT parent_id FROM products WHERE parent_id IS NOT NULL AND color_id IS NOT NULL
       GROUP BY parent_id HAVING count(DISTINCT price) > 1)`,
    )).toBeGreaterThan(0);
  });
});

describe('RELATED_PRODUCTS_QUERY', () => {
  it('links neighbours of the same category both ways, and pricier ones as upsells', async () => {
    const { products } = await queryData<RelatedProductsQuery>(RELATED_PRODUCTS_QUERY, { filter: { sku: { eq: 'MP10002' } } });
    const [item] = products!.items!;
    expect(item!.sku).toBe('MP10002');
    const categoryOf = async (sku: string) =>
      (await env.DB.prepare(
        `SELECT c.url_path FROM url_rewrites u JOIN categories c ON c.id = u.category_id JOIN products p ON p.id = u.entity_id
         WHERE u.entity_type = 'product' AND p.sku = ?`,
      ).bind(sku).first<{ url_path: string }>())!.url_path;
    const own = await categoryOf('MP10002');
    expect(item!.related_products!.length).toBeGreaterThan(0);
    expect(item!.related_products!.length).toBeLessThanOrEqual(6);
    for (const related of item!.related_products!) {
      expect(await categoryOf(related!.sku!)).toBe(own);
      expect(related).toMatchObject({ uid: expect.any(String), small_image: { url: expect.stringMatching(/\.svg$/) } });
      const back = await queryData<RelatedProductsQuery>(RELATED_PRODUCTS_QUERY, { filter: { sku: { eq: related!.sku! } } });
      expect(back.products!.items![0]!.related_products!.map((r) => r!.sku)).toContain('MP10002');
    }
    const price = (p: { price_range: { minimum_price: { final_price: { value: number | null } } } }) => p.price_range.minimum_price.final_price.value!;
    const ownPrice = (await queryData(`{ products(filter: { sku: { eq: "MP10002" } }) { items { price_range { minimum_price { final_price { value } } } } } }`)).products.items[0];
    for (const upsell of item!.upsell_products!) {
      expect(await categoryOf(upsell!.sku!)).toBe(own);
      expect(price(upsell!)).toBeGreaterThan(price(ownPrice));
    }
  });

  it('gives most products upsells and all but the first of a category related products', async () => {
    const withRelated = (await env.DB.prepare(`SELECT count(DISTINCT product_id) AS n FROM product_links WHERE link_type = 'related'`).first<{ n: number }>())!.n;
    const withUpsells = (await env.DB.prepare(`SELECT count(DISTINCT product_id) AS n FROM product_links WHERE link_type = 'upsell'`).first<{ n: number }>())!.n;
    expect(withRelated).toBeGreaterThan(100);
    expect(withUpsells).toBeGreaterThan(60);
  });
});

describe('PRODUCTS_BY_SKU_QUERY', () => {
  it('returns the cards of the SKUs asked for, skipping unknown ones and variants', async () => {
    const { products } = await queryData<ProductsBySkuQuery>(PRODUCTS_BY_SKU_QUERY, { skus: ['MP10005', 'MP10003', 'NO-SUCH-SKU', 'MP10002-HALL'] });
    expect(products!.items!.map((i) => i!.sku).sort()).toEqual(['MP10003', 'MP10005']);
    expect(products!.items![0]).toMatchObject({ __typename: 'SimpleProduct', url_key: expect.any(String), price_range: expect.any(Object) });
  });

  it('pages at 20 by default and answers an empty list with no items', async () => {
    const skus = (await env.DB.prepare('SELECT sku FROM products WHERE visibility = 4 ORDER BY id LIMIT 25').all<{ sku: string }>()).results.map((r) => r.sku);
    expect((await queryData<ProductsBySkuQuery>(PRODUCTS_BY_SKU_QUERY, { skus })).products!.items).toHaveLength(20);
    expect((await queryData<ProductsBySkuQuery>(PRODUCTS_BY_SKU_QUERY, { skus: [] })).products!.items).toEqual([]);
  });
});
