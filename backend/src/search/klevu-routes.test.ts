import { SELF, env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productPath as storefrontProductPath } from '../../../domain/links';
import { ORIGIN, queryData, seeded } from '../../test/graphql-request';
import type { KlevuOptionsFilter, KlevuQueryResult, KlevuSliderFilter } from './klevu-search';

type Settings = { limit?: number; offset?: number; sort?: string };
type Filter = { key: string; values: string[] };

const SEARCH_URL = `${ORIGIN}/klevu/cs/v2/search`;

const body = (term: string, settings: Settings = {}, filters?: Filter[], withFilters = false) => ({
  context: { apiKeys: ['klevu-test-key'] },
  recordQueries: [
    {
      id: 'productSearch',
      typeOfRequest: 'SEARCH',
      settings: { query: { term }, typeOfRecords: ['KLEVU_PRODUCT'], ...settings },
      filters: { filtersToReturn: { enabled: withFilters }, ...(filters ? { applyFilters: { filters } } : {}) },
    },
  ],
});

const post = (payload: unknown) =>
  SELF.fetch(SEARCH_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });

async function search(term: string, settings?: Settings, filters?: Filter[], withFilters = false): Promise<KlevuQueryResult> {
  const response = await post(body(term, settings, filters, withFilters));
  expect(response.status).toBe(200);
  return (await response.json<{ queryResults: KlevuQueryResult[] }>()).queryResults[0]!;
}

const total = async (term: string) => (await search(term)).meta.totalResultsFound;
const options = (result: KlevuQueryResult, key: string) => (result.filters.find((f) => f.key === key) as KlevuOptionsFilter).options;
const dbCount = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

beforeAll(seeded);

afterEach(async () => {
  await SELF.fetch(`${ORIGIN}/__faults`, { method: 'DELETE' });
  await SELF.fetch(`${ORIGIN}/__stats`, { method: 'DELETE' });
});

describe('POST /klevu/cs/v2/search', () => {
  it('answers in the Klevu v2 shape with storefront links, absolute images and string prices', async () => {
    const response = await post(body('diivan', { limit: 3 }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const json = await response.json<{ meta: Record<string, unknown>; queryResults: KlevuQueryResult[] }>();
    expect(json.meta).toMatchObject({ apiKey: 'klevu-test-key', qTime: expect.any(Number) });
    const [result] = json.queryResults;
    expect(result!.id).toBe('productSearch');
    expect(result!.meta).toMatchObject({ noOfResults: 3, offset: 0, typeOfSearch: 'WILDCARD_AND' });
    expect(result!.meta.totalResultsFound).toBeGreaterThan(3);
    for (const record of result!.records) {
      const row = (await env.DB.prepare('SELECT id, url_key, min_regular, min_final, stock_status FROM products WHERE sku = ?').bind(record.sku).first<{
        id: number; url_key: string; min_regular: number; min_final: number; stock_status: number;
      }>())!;
      expect(record).toEqual({
        id: String(row.id),
        sku: record.sku,
        name: expect.stringMatching(/\S/),
        url: storefrontProductPath({ id: row.id, url_key: row.url_key }),
        image: expect.stringMatching(/^https:\/\/backend\.internal\/media\/catalog\/product\/.+\.svg$/),
        price: row.min_regular.toFixed(2),
        salePrice: row.min_final.toFixed(2),
        currency: 'EUR',
        inStock: row.stock_status ? 'yes' : 'no',
        typeOfRecord: 'KLEVU_PRODUCT',
        category: expect.stringMatching(/\S/),
      });
      expect((await SELF.fetch(record.image)).status).toBe(200);
    }
  });

  it('gives the same image url and category as the product page would', async () => {
    const [record] = (await search('MP10002', { limit: 1 })).records;
    const data = await queryData(`{ products(filter: { sku: { eq: "MP10002" } }) { items { small_image { url } categories { name level } } } }`);
    const item = data.products.items[0];
    expect(record!.image).toBe(item.small_image.url);
    expect(record!.category).toBe('3-kohalised diivanid');
  });

  it('matches prefixes for type-ahead: "diiv" finds the sofas', async () => {
    const partial = await search('diiv', { limit: 100 });
    const whole = await search('diivan', { limit: 100 });
    expect(whole.meta.totalResultsFound).toBeGreaterThan(0);
    expect(partial.meta.totalResultsFound).toBeGreaterThanOrEqual(whole.meta.totalResultsFound);
    expect(partial.records.map((r) => r.sku)).toContain('MP10002');
    expect(await total('Diiv')).toBe(partial.meta.totalResultsFound);
  });

  it('finds Estonian compound nouns by their last word: "laud" finds dining tables, "lamp" ceiling lamps', async () => {
    const tables = (await search('laud', { limit: 100 })).records.map((r) => r.name);
    expect(tables.some((name) => name.startsWith('Söögilaud'))).toBe(true);
    expect((await search('lamp', { limit: 100 })).records.map((r) => r.sku)).toContain('MP10006');
  });

  it('ranks name and SKU matches above category-only matches', async () => {
    const { records } = await search('diivan', { limit: 100 });
    // 'Diivan …' products match by name; lamps or tables in no sofa category would not match at all,
    // sofa beds ('Diivanvoodi') and corner sofas match by category 'Diivanid' or by a longer name token.
    expect(records[0]!.name).toMatch(/^Diivan/);
    const firstCategoryOnly = records.findIndex((r) => !/diivan/i.test(r.name));
    const lastNameMatch = records.map((r) => /^Diivan\b/.test(r.name)).lastIndexOf(true);
    if (firstCategoryOnly !== -1) expect(lastNameMatch).toBeLessThan(firstCategoryOnly);
    expect((await search('mp10005', { limit: 1 })).records[0]!.sku).toBe('MP10005');
  });

  it('ranks whole-word matches above prefix matches: "diivan" lists sofas before sofa beds ("Diivanvoodi …")', async () => {
    const { records, meta } = await search('diivan', { limit: 100 });
    expect(meta.totalResultsFound).toBeLessThanOrEqual(100);
    const names = records.map((r) => r.name);
    const lastSofa = names.map((name) => /^Diivan /.test(name)).lastIndexOf(true);
    const firstSofaBed = names.findIndex((name) => name.startsWith('Diivanvoodi'));
    expect(lastSofa).toBeGreaterThanOrEqual(0);
    expect(firstSofaBed).toBeGreaterThan(lastSofa);
    // Corner sofas ('Nurgadiivan …') hold 'diivan' as a whole word too (their compound's head).
    const firstCorner = names.findIndex((name) => name.startsWith('Nurgadiivan'));
    if (firstCorner !== -1) expect(firstCorner).toBeLessThan(firstSofaBed);
    // Two words: a product with both as whole words comes before one with a prefix match only.
    const grey = (await search('diivan hall', { limit: 100 })).records.map((r) => r.name);
    if (grey.some((name) => name.startsWith('Diivanvoodi'))) {
      expect(grey.findIndex((name) => name.startsWith('Diivanvoodi'))).toBeGreaterThan(grey.map((name) => /^Diivan /.test(name)).lastIndexOf(true));
    }
  });

  it('finds a variant by its own SKU through its configurable product', async () => {
    const variant = (await env.DB.prepare(`SELECT sku FROM products WHERE parent_id = (SELECT id FROM products WHERE sku = 'MP10002') ORDER BY id LIMIT 1`).first<{ sku: string }>())!;
    expect((await search(variant.sku, { limit: 1 })).records.map((r) => r.sku)).toEqual(['MP10002']);
  });

  it('pages with limit and offset, without gaps or repeats', async () => {
    const all = await search('diivan', { limit: 100 });
    const pages = await Promise.all([0, 7, 14].map((offset) => search('diivan', { limit: 7, offset })));
    expect(pages.flatMap((p) => p.records.map((r) => r.sku))).toEqual(all.records.slice(0, 21).map((r) => r.sku));
    expect(pages[1]!.meta).toMatchObject({ noOfResults: 7, offset: 7, totalResultsFound: all.meta.totalResultsFound });
    const beyond = await search('diivan', { limit: 10, offset: 5000 });
    expect(beyond.meta).toMatchObject({ noOfResults: 0, totalResultsFound: all.meta.totalResultsFound });
    expect((await search('diivan')).records).toHaveLength(10); // default limit
  });

  it.each([
    ['PRICE_ASC', (a: number, b: number) => a - b],
    ['PRICE_DESC', (a: number, b: number) => b - a],
  ])('sorts by %s', async (sort, compare) => {
    const prices = (await search('diivan', { limit: 100, sort })).records.map((r) => Number(r.salePrice));
    expect(prices).toEqual([...prices].sort(compare));
  });

  it('sorts by name both ways and by newest first', async () => {
    const nocase = (t: string) => t.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const byName = (await search('laud', { limit: 100, sort: 'NAME_ASC' })).records.map((r) => nocase(r.name));
    expect(byName.length).toBeGreaterThan(5);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await search('laud', { limit: 100, sort: 'NAME_DESC' })).records.map((r) => nocase(r.name));
    expect(desc).toEqual([...desc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const newest = (await search('laud', { limit: 100, sort: 'NEW_ARRIVAL_DESC' })).records.map((r) => r.id);
    const dates = await Promise.all(newest.map(async (id) => (await env.DB.prepare('SELECT created_at FROM products WHERE id = ?').bind(Number(id)).first<{ created_at: string }>())!.created_at));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('returns category, colour, material and price facets of the whole result when asked', async () => {
    const result = await search('diivan', { limit: 1 }, undefined, true);
    expect(result.filters.map((f) => [f.key, f.label, f.type])).toEqual([
      ['category', 'Kategooria', 'OPTIONS'],
      ['color', 'Värv', 'OPTIONS'],
      ['material', 'Materjal', 'OPTIONS'],
      ['klevu_price', 'Hind', 'SLIDER'],
    ]);
    const categories = options(result, 'category');
    expect(categories.find((o) => o.name === 'Diivanid')).toMatchObject({ value: 'Diivanid', selected: false, count: expect.any(Number) });
    for (const key of ['category', 'color', 'material']) {
      for (const o of options(result, key)) expect(o.count).toBeGreaterThan(0);
    }
    const slider = result.filters.find((f) => f.key === 'klevu_price') as KlevuSliderFilter;
    expect(Number(slider.min)).toBeLessThanOrEqual(Number(slider.max));
    expect(slider).toMatchObject({ start: null, end: null });
    expect((await search('diivan', { limit: 1 })).filters).toEqual([]);
  });

  it('filters by category, colour and material, the counts agreeing with the facets', async () => {
    const all = await search('diivan', { limit: 1 }, undefined, true);
    const category = options(all, 'category').find((o) => o.name === 'Sirged diivanid')!;
    const inCategory = await search('diivan', { limit: 100 }, [{ key: 'category', values: ['Sirged diivanid'] }], true);
    expect(inCategory.meta.totalResultsFound).toBe(category.count);
    expect(options(inCategory, 'category').find((o) => o.name === 'Sirged diivanid')).toMatchObject({ selected: true, count: category.count });
    expect(new Set(inCategory.records.map((r) => r.category))).toEqual(new Set(['2-kohalised diivanid', '3-kohalised diivanid'].filter((c) => inCategory.records.some((r) => r.category === c))));

    const colour = options(all, 'color')[0]!;
    const coloured = await search('diivan', { limit: 100 }, [{ key: 'color', values: [colour.value] }], true);
    expect(coloured.meta.totalResultsFound).toBe(colour.count);
    expect(options(coloured, 'color').find((o) => o.value === colour.value)!.selected).toBe(true);

    const material = options(all, 'material')[0]!;
    const both = await search('diivan', { limit: 100 }, [{ key: 'material', values: [material.value] }, { key: 'color', values: [colour.value] }]);
    expect(both.meta.totalResultsFound).toBeLessThanOrEqual(Math.min(colour.count, material.count));
  });

  it('filters by a price range "min - max" and keeps the slider bounds of the unpriced result', async () => {
    const all = await search('diivan', { limit: 1 }, undefined, true);
    const slider = all.filters.find((f) => f.key === 'klevu_price') as KlevuSliderFilter;
    const ranged = await search('diivan', { limit: 100 }, [{ key: 'klevu_price', values: ['500 - 900'] }], true);
    expect(ranged.meta.totalResultsFound).toBeGreaterThan(0);
    expect(ranged.records.every((r) => Number(r.salePrice) >= 500 && Number(r.salePrice) <= 900)).toBe(true);
    expect(ranged.filters.find((f) => f.key === 'klevu_price')).toMatchObject({ min: slider.min, max: slider.max, start: '500', end: '900' });
    // A malformed range is ignored, as is an unknown filter key.
    expect((await search('diivan', {}, [{ key: 'klevu_price', values: ['cheap'] }, { key: 'brand', values: ['x'] }])).meta.totalResultsFound).toBe(all.meta.totalResultsFound);
  });

  it('matches nothing for an unknown value of a known filter, and lists the selection with count 0', async () => {
    const result = await search('diivan', {}, [{ key: 'color', values: ['Lilla'] }], true);
    expect(result.meta.totalResultsFound).toBe(0);
    expect(options(result, 'color')).toEqual([{ name: 'Lilla', value: 'Lilla', count: 0, selected: true }]);
  });

  it('answers an empty term (or one without words) with no records', async () => {
    for (const term of ['', '   ', '*', '"']) {
      const result = await search(term, {}, undefined, true);
      expect(result).toMatchObject({ records: [], filters: [], meta: { totalResultsFound: 0, noOfResults: 0 } });
    }
  });

  it('answers several record queries in their order', async () => {
    const response = await post({
      context: { apiKeys: ['k'] },
      recordQueries: [
        { id: 'a', typeOfRequest: 'SEARCH', settings: { query: { term: 'voodi' }, typeOfRecords: ['KLEVU_PRODUCT'], limit: 2 } },
        { id: 'b', typeOfRequest: 'SEARCH', settings: { query: { term: 'laud' }, typeOfRecords: ['KLEVU_PRODUCT'], limit: 3 } },
      ],
    });
    const { queryResults } = await response.json<{ queryResults: KlevuQueryResult[] }>();
    expect(queryResults.map((r) => [r.id, r.records.length])).toEqual([['a', 2], ['b', 3]]);
  });
});

describe('search text is never FTS syntax', () => {
  it.each(['diivan*', '"diivan"', '(diivan)', '^diivan', 'diivan:', '"diivan', 'diivan"*', '-diivan', '+diivan', "diivan'"])(
    '%s finds what diivan finds',
    async (term) => {
      const expected = await search('diivan', { limit: 100 });
      const actual = await search(term, { limit: 100 });
      expect(actual.records.map((r) => r.sku)).toEqual(expected.records.map((r) => r.sku));
    },
  );

  it('treats AND, OR, NOT and NEAR as words', async () => {
    const sofas = await total('diivan');
    const beds = await total('voodi');
    expect(sofas).toBeGreaterThan(0);
    expect(beds).toBeGreaterThan(0);
    // As operators these would give the union, the beds minus sofas, the sofas and all sofas near beds.
    expect(await total('diivan OR voodi')).toBeLessThan(sofas);
    expect(await total('voodi NOT diivan')).toBe(0);
    expect(await total('diivan AND')).toBe(0);
    expect(await total('NEAR(diivan voodi)')).toBe(0);
    expect(await total('NEAR')).toBe(0);
  });

  it('treats column filters and the initial-token caret as words', async () => {
    expect(await total('name:diivan')).toBe(0);
    expect(await total('sku:MP10002')).toBe(0);
    expect(await total('{name sku}:diivan')).toBe(0);
  });

  it.each(['"', "'", '*', '**', '""', '()', ')(', '^', ':', 'NOT', 'AND', 'OR', '"*"', 'a"b', '\\', '%', '_', '\u0000', '\u0301', '𞤀𞤁', "'); DROP TABLE products; --"])(
    'answers %j with 200',
    async (term) => {
      const response = await post(body(term, {}, undefined, true));
      expect(response.status).toBe(200);
    },
  );

  it('survives an SQL injection attempt with the catalogue intact', async () => {
    const before = await dbCount('SELECT count(*) AS n FROM products');
    await search("x'); DELETE FROM products; --");
    await search('x"); DELETE FROM products; --');
    expect(await dbCount('SELECT count(*) AS n FROM products')).toBe(before);
  });

  it('clamps a 10 000-character term and still answers 200', async () => {
    const long = await search('diivan '.repeat(1_500).slice(0, 10_000), { limit: 100 });
    expect(long.records.map((r) => r.sku)).toEqual((await search('diivan', { limit: 100 })).records.map((r) => r.sku));
    expect((await search('a'.repeat(10_000))).meta.totalResultsFound).toBe(0);
    expect((await search('"*'.repeat(5_000))).meta.totalResultsFound).toBe(0);
  });
});

describe('bad requests', () => {
  const valid = body('diivan');
  const query = valid.recordQueries[0]!;
  it.each([
    ['not JSON', '{"context":'],
    ['an empty object', {}],
    ['no api key', { ...valid, context: { apiKeys: [] } }],
    ['no record queries', { ...valid, recordQueries: [] }],
    ['a term that is not a string', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, query: { term: 42 } } }] }],
    ['a limit of 0', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, limit: 0 } }] }],
    ['a limit of 101', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, limit: 101 } }] }],
    ['a fractional limit', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, limit: 2.5 } }] }],
    ['a negative offset', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, offset: -1 } }] }],
    ['an unknown sort', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, sort: 'RANDOM' } }] }],
    ['another request type', { ...valid, recordQueries: [{ ...query, typeOfRequest: 'CATNAV' }] }],
    ['no product records', { ...valid, recordQueries: [{ ...query, settings: { ...query.settings, typeOfRecords: ['KLEVU_CMS'] } }] }],
    ['filters that are not a list', { ...valid, recordQueries: [{ ...query, filters: { applyFilters: { filters: 'color=Hall' } } }] }],
    ['a body over 64 KB', JSON.stringify({ ...valid, padding: 'x'.repeat(70_000) })],
  ])('answers %s with 400 and a Klevu-like error', async (_case, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      timestamp: expect.any(String),
      status: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/\S/),
      path: '/klevu/cs/v2/search',
    });
  });

  it('names the offending field', async () => {
    const response = await post({ ...valid, recordQueries: [{ ...query, settings: { ...query.settings, limit: 500 } }] });
    expect((await response.json<{ message: string }>()).message).toMatch(/^recordQueries\.0\.settings\.limit: /);
  });
});

describe('GET /klevu/settings', () => {
  it('lists popular Estonian search terms, each of which finds products', async () => {
    const response = await SELF.fetch(`${ORIGIN}/klevu/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const settings = await response.json<{ popularSearchTerms: string[]; klevu_webstorePopularTerm: string[]; searchTermPageSize: number; defaultSort: string }>();
    expect(settings.popularSearchTerms.slice(0, 3)).toEqual(['diivan', 'voodi', 'laud']);
    expect(settings.klevu_webstorePopularTerm).toEqual(settings.popularSearchTerms);
    expect(settings).toMatchObject({ searchTermPageSize: 10, defaultSort: 'RELEVANCE' });
    for (const term of settings.popularSearchTerms) expect(await total(term), term).toBeGreaterThan(0);
  });

  it('accepts and drops analytics', async () => {
    expect((await SELF.fetch(`${ORIGIN}/klevu/analytics/n-search/search?term=diivan`, { method: 'POST' })).status).toBe(204);
  });
});

describe('statistics and fault injection', () => {
  const setRules = (rules: unknown[]) =>
    SELF.fetch(`${ORIGIN}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });

  it('counts search and settings calls in /__stats', async () => {
    await search('diivan');
    await post('not json');
    await SELF.fetch(`${ORIGIN}/klevu/settings`);
    const stats = await (await SELF.fetch(`${ORIGIN}/__stats`)).json();
    expect(stats).toEqual({ total: 3, byOperation: { 'klevu:search': 2, 'klevu:settings': 1 } });
  });

  it('applies a rule naming klevu:search, and "*", to the search only as asked', async () => {
    await setRules([{ operation: 'klevu:search', kind: 'http-500' }]);
    expect((await post(body('diivan'))).status).toBe(500);
    expect((await SELF.fetch(`${ORIGIN}/klevu/settings`)).status).toBe(200);
    expect(await queryData('{ storeConfig { store_code } }')).toEqual({ storeConfig: { store_code: 'default' } });

    await setRules([{ operation: '*', kind: 'empty-body' }]);
    const empty = await post(body('diivan'));
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');

    await setRules([{ operation: 'klevu:search', latencyMs: 250 }]);
    const started = Date.now();
    await search('diivan');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });
});
