import { describe, expect, it } from 'vitest';
import {
  buildSearchRequest,
  normalizeSearchTerm,
  parseSearchResponse,
  parseSearchSettings,
  searchPagePath,
} from './search-request';

describe('buildSearchRequest', () => {
  it('builds the live-search body: 10 records, relevance, no filters', () => {
    expect(buildSearchRequest({ term: '  diivan ' })).toEqual({
      recordQueries: [
        {
          id: 'productSearch',
          typeOfRequest: 'SEARCH',
          settings: { query: { term: 'diivan' }, typeOfRecords: ['KLEVU_PRODUCT'], limit: 10, offset: 0, sort: 'RELEVANCE' },
          filters: { filtersToReturn: { enabled: false }, applyFilters: { filters: [] } },
        },
      ],
    });
  });

  it('passes listing options and drops filters without values', () => {
    const body = buildSearchRequest({
      term: 'tool',
      limit: 32,
      offset: 64,
      sort: 'PRICE_DESC',
      filtersEnabled: true,
      filters: [
        { key: 'color', values: ['Hall', 'Must'] },
        { key: 'material', values: [] },
      ],
    });
    const [query] = body.recordQueries;
    expect(query.settings).toMatchObject({ limit: 32, offset: 64, sort: 'PRICE_DESC' });
    expect(query.filters).toEqual({ filtersToReturn: { enabled: true }, applyFilters: { filters: [{ key: 'color', values: ['Hall', 'Must'] }] } });
  });

  it.each<[number | undefined, number | undefined, number, number]>([
    [0, -5, 1, 0],
    [1000, 2.7, 100, 2],
    [Number.NaN, Number.POSITIVE_INFINITY, 10, 0],
    [9.9, undefined, 9, 0],
  ])('clamps limit %s and offset %s', (limit, offset, expectedLimit, expectedOffset) => {
    const { settings } = buildSearchRequest({ term: 'x', limit, offset }).recordQueries[0];
    expect([settings.limit, settings.offset]).toEqual([expectedLimit, expectedOffset]);
  });
});

describe('normalizeSearchTerm', () => {
  it.each<[string, string]>([
    ['  laud  ', 'laud'],
    ['must \n\t diivan', 'must diivan'],
    ['"NEAR" * \'x\'', '"NEAR" * \'x\''],
    ['x'.repeat(10_000), 'x'.repeat(200)],
  ])('%j', (term, expected) => {
    expect(normalizeSearchTerm(term)).toBe(expected);
  });
});

const record = {
  id: '42',
  sku: 'SOFA-42',
  name: 'Diivan Mona',
  url: '/p/42/diivan-mona.html',
  image: 'https://backend.test/media/catalog/product/s/o/sofa.svg',
  price: '899.00',
  salePrice: '749.50',
  currency: 'EUR',
  inStock: 'yes',
};
const reply = (records: unknown[], extra: object = {}) => ({
  meta: { apiKey: 'klevu-reference' },
  queryResults: [{ id: 'productSearch', meta: { totalResultsFound: 57, typeOfSearch: 'AND' }, records, ...extra }],
});

describe('parseSearchResponse', () => {
  it('reads records, total and filters', () => {
    const filters = [{ key: 'color', label: 'Värv', type: 'OPTIONS', options: [{ name: 'Hall', value: 'hall', count: 12, selected: true }] }];
    expect(parseSearchResponse(reply([record], { filters }))).toEqual({
      records: [
        {
          id: '42',
          sku: 'SOFA-42',
          name: 'Diivan Mona',
          url: '/p/42/diivan-mona.html',
          image: 'https://backend.test/media/catalog/product/s/o/sofa.svg',
          price: 899,
          salePrice: 749.5,
          currency: 'EUR',
          inStock: true,
        },
      ],
      total: 57,
      filters: [{ key: 'color', label: 'Värv', options: [{ name: 'Hall', value: 'hall', count: 12, selected: true }] }],
    });
  });

  it.each<[string, object]>([
    ['an absolute url', { url: 'https://evil.test/p/1' }],
    ['a protocol-relative url', { url: '//evil.test/p/1' }],
    ['a backslash url', { url: '/\\evil.test' }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a price that is not a number', { price: 'free' }],
    ['an empty price', { price: '' }],
    ['no name', { name: ' ' }],
    ['a missing sku', { sku: undefined }],
  ])('drops a record with %s', (_name, change) => {
    expect(parseSearchResponse(reply([{ ...record, ...change }, record]))?.records).toHaveLength(1);
  });

  it('defaults: sale price = price, EUR, in stock unless "no", no image', () => {
    const [parsed] = parseSearchResponse(reply([{ ...record, salePrice: undefined, currency: '', image: '', inStock: undefined }]))!.records;
    expect(parsed).toMatchObject({ price: 899, salePrice: 899, currency: 'EUR', image: null, inStock: true });
    expect(parseSearchResponse(reply([{ ...record, inStock: 'no' }]))!.records[0]!.inStock).toBe(false);
  });

  it('total is at least the number of records; missing filters give []', () => {
    expect(parseSearchResponse({ queryResults: [{ id: 'productSearch', records: [record] }] })).toMatchObject({ total: 1, filters: [] });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'oops'],
    ['an error object', { error: { message: 'Search is unavailable' } }],
    ['another query only', { queryResults: [{ id: 'other', records: [] }] }],
    ['records not a list', { queryResults: [{ id: 'productSearch', records: 'x' }] }],
  ])('is null for %s', (_name, json) => {
    expect(parseSearchResponse(json)).toBeNull();
  });
});

describe('parseSearchSettings', () => {
  it.each<[unknown, readonly string[]]>([
    [{ popularSearchTerms: ['diivan', ' laud ', 'diivan', '', 3, null, 'tool'] }, ['diivan', 'laud', 'tool']],
    [{ popularSearchTerms: Array.from({ length: 15 }, (_, i) => `t${i}`) }, Array.from({ length: 10 }, (_, i) => `t${i}`)],
    [{}, []],
    [{ popularSearchTerms: 'diivan' }, []],
    [null, []],
  ])('%j → %j', (json, expected) => {
    expect(parseSearchSettings(json)).toEqual(expected);
  });
});

describe('searchPagePath', () => {
  it('encodes the normalised term', () => {
    expect(searchPagePath(' must & valge ')).toBe('/search?term=must+%26+valge');
  });
});
