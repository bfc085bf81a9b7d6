import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/graphql-request';
import { generateCatalogue, type SeedChunk } from './catalogue';
import { SOLD_FROM_STOCK_ONLY } from './product-rows';

const collect = (products: number, chunkSize?: number) => {
  const tables: SeedChunk = {};
  for (const chunk of generateCatalogue({ products, chunkSize })) {
    for (const [table, rows] of Object.entries(chunk) as Array<[keyof SeedChunk, SeedChunk[keyof SeedChunk]]>) {
      (tables[table] ??= []).push(...(rows ?? []));
    }
  }
  return tables;
};

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe('catalogue generator', () => {
  it('gives the same rows for the same input', () => {
    expect(JSON.stringify(collect(150))).toBe(JSON.stringify(collect(150)));
  });

  it('gives product i the same rows whatever the chunking and total', () => {
    const small = collect(60, 7);
    const large = collect(90, 500);
    const first60 = (rows: SeedChunk) => rows.products!.filter((p) => p.visibility === 4).slice(0, 60);
    expect(first60(large)).toEqual(first60(small));
  });

  it('makes the requested number of catalogue products, with variants on top', () => {
    const rows = collect(300);
    const visible = rows.products!.filter((p) => p.visibility === 4);
    expect(visible).toHaveLength(300);
    expect(rows.products!.filter((p) => p.type_id === 'configurable').length).toBeGreaterThan(30);
    expect(rows.products!.filter((p) => p.parent_id !== null).length).toBeGreaterThan(60);
    expect(new Set(rows.products!.map((p) => p.url_key)).size).toBe(rows.products!.length);
  });

  it('differs between products (it is not one product repeated)', () => {
    const visible = collect(100).products!.filter((p) => p.visibility === 4);
    expect(new Set(visible.map((p) => p.name)).size).toBeGreaterThan(50);
    expect(new Set(visible.map((p) => p.min_final)).size).toBeGreaterThan(50);
  });
});

describe('featured products', () => {
  it('are the same whatever the total, and link only to products made before or after them in any run', () => {
    const small = collect(10);
    const large = collect(200);
    const featured = (rows: SeedChunk) => rows.products!.filter((p) => /^MP1000[2-8]/.test(String(p.sku)));
    expect(featured(large)).toEqual(featured(small));
    const ids = new Set(large.products!.map((p) => p.id));
    expect(large.product_links!.every((l) => ids.has(l.product_id) && ids.has(l.linked_product_id) && l.product_id !== l.linked_product_id)).toBe(true);
  });

  it('keep link positions unique per product and type', () => {
    const links = collect(300).product_links!;
    expect(new Set(links.map((l) => `${l.product_id}/${l.link_type}/${l.position}`)).size).toBe(links.length);
    expect(new Set(links.map((l) => `${l.product_id}/${l.link_type}/${l.linked_product_id}`)).size).toBe(links.length);
  });
});

describe('seeded database (SEED_PRODUCTS=120)', () => {
  it('seeds once when the first requests arrive together', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => SELF.fetch(`${ORIGIN}/__health`)));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies).toEqual(Array(5).fill({ ok: true, seeded: true, products: 120 }));
    expect(await count('SELECT count(*) AS n FROM products WHERE visibility = 4')).toBe(120);
    expect(await count(`SELECT count(*) AS n FROM meta WHERE key = 'seed_lock'`)).toBe(0);
  });

  it('matches what the generator produces, row for row', async () => {
    const expected = collect(120);
    for (const table of [
      'products', 'categories', 'category_products', 'inventory_source_items', 'reviews', 'url_rewrites', 'cms_blocks',
      'product_links', 'product_tier_prices', 'ratings', 'rating_options', 'assembly_services', 'category_assembly_services', 'search_terms',
    ] as const) {
      expect(await count(`SELECT count(*) AS n FROM ${table}`), table).toBe(expected[table]!.length);
    }
    const skus = (await env.DB.prepare('SELECT sku FROM products ORDER BY id').all<{ sku: string }>()).results.map((r) => r.sku);
    expect(skus).toEqual(expected.products!.map((p) => p.sku));
  });

  it('has an Estonian category tree at least three levels deep below the menu root', async () => {
    expect(await count('SELECT max(level) AS n FROM categories')).toBeGreaterThanOrEqual(4);
    const keys = (await env.DB.prepare('SELECT url_key FROM categories WHERE level = 2 ORDER BY position').all<{ url_key: string }>()).results.map((r) => r.url_key);
    expect(keys).toEqual(expect.arrayContaining(['diivanid', 'toolid', 'lauad', 'voodid', 'hoiustamine', 'valgustid', 'vaibad', 'aiamoobel', 'kampaaniad']));
  });

  it('stocks every sellable item at the four sources', async () => {
    const sources = (await env.DB.prepare('SELECT source_code FROM inventory_sources ORDER BY position').all<{ source_code: string }>()).results;
    expect(sources.map((s) => s.source_code)).toEqual(['pea', 'rain', 'muugisaal', 'vaike']);
    expect(await count(`SELECT count(*) AS n FROM products p WHERE p.type_id <> 'giftcard'
      AND (SELECT count(*) FROM inventory_source_items i WHERE i.product_id = p.id) <> 4`)).toBe(0);
  });

  it('covers the cases the storefront must show', async () => {
    expect(await count(`SELECT count(*) AS n FROM products WHERE tarneaeg = '${SOLD_FROM_STOCK_ONLY}'`)).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE only_x_left_in_stock BETWEEN 1 AND 5')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE stock_status = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE special_price < price')).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM products WHERE type_id = 'giftcard'`)).toBe(2);
    expect(await count('SELECT count(*) AS n FROM review_ratings')).toBe(3 * (await count('SELECT count(*) AS n FROM reviews')));
    expect(await count(`SELECT count(*) AS n FROM store_config WHERE path IN ('store_code', 'locale', 'campaign_category_id')`)).toBe(3);
  });
});
