import { describe, expect, it } from 'vitest';
import { filterInput, listingSearch, parseListingQuery, parsePageSizes, toggleFilter, type ListingOptions } from './listing-query';

const options: ListingOptions = { pageSizes: [32, 64, 96], defaultPageSize: 32, sortFields: ['position', 'name', 'price'], filterCodes: ['color', 'material', 'price'] };
const parse = (search: string) => parseListingQuery(new URLSearchParams(search), options);

describe('parseListingQuery', () => {
  it('reads every part of the state', () => {
    expect(parse('page=3&sort=price_desc&itemsPerPage=64&fcolor=12,14&fprice=100_200&term=diivan')).toEqual({
      page: 3,
      pageSize: 64,
      sort: { field: 'price', direction: 'DESC' },
      term: 'diivan',
      filters: { color: ['12', '14'], price: ['100_200'] },
    });
  });

  it.each([
    ['page=abc', 1],
    ['page=-4', 1],
    ['page=0', 1],
    ['page=2.5', 1],
    ['page=99999999999999', 1],
    ['page=123456', 1000],
  ])('page: %s → %s', (search, page) => expect(parse(search).page).toBe(page));

  it('ignores unknown sorts, page sizes and filters', () => {
    expect(parse('sort=evil_asc&itemsPerPage=33&fsecret=1&fcolor=%22%3B--')).toEqual({ page: 1, pageSize: 32, sort: null, term: '', filters: {} });
  });

  it('clamps a 10 000-character term', () => {
    expect(parse(`term=${'a'.repeat(10_000)}`).term).toHaveLength(200);
  });

  it('rejects malformed price ranges', () => {
    expect(parse('fprice=abc').filters).toEqual({});
    expect(parse('fprice=_500').filters).toEqual({ price: ['_500'] });
  });
});

describe('listingSearch', () => {
  it('writes a canonical query string and omits defaults', () => {
    const query = parse('fcolor=14,12&page=1&itemsPerPage=32&sort=name_asc');
    expect(listingSearch(query, { pageSize: 32 })).toBe('?fcolor=12%2C14&sort=name_asc');
    expect(listingSearch(parse(''), { pageSize: 32 })).toBe('');
    expect(listingSearch({ ...parse(''), page: 4 }, { pageSize: 32 })).toBe('?page=4');
  });

  it('round-trips', () => {
    const query = parse('fmaterial=3&fprice=0_100&sort=price_asc&itemsPerPage=96&page=2&term=tool');
    expect(parse(listingSearch(query, { pageSize: 32 }).slice(1))).toEqual(query);
  });
});

describe('toggleFilter / filterInput', () => {
  it('adds and removes values and resets the page', () => {
    const query = { ...parse('fcolor=12'), page: 3 };
    expect(toggleFilter(query, 'color', '14')).toMatchObject({ page: 1, filters: { color: ['12', '14'] } });
    expect(toggleFilter(query, 'color', '12').filters).toEqual({});
    expect(toggleFilter(parse('fprice=0_100'), 'price', '100_200').filters).toEqual({ price: ['100_200'] });
  });

  it('maps to Magento filter input', () => {
    expect(filterInput({ color: ['12'], price: ['100_200'] })).toEqual({ color: { in: ['12'] }, price: { from: '100', to: '200' } });
    expect(filterInput({ price: ['_200'] })).toEqual({ price: { to: '200' } });
  });
});

describe('parsePageSizes', () => {
  it.each([
    ['32,64,96', [32, 64, 96]],
    [' 16 , x, 32,32', [16, 32]],
    ['', [32]],
    [null, [32]],
  ])('%s', (values, expected) => expect(parsePageSizes(values, 32)).toEqual(expected));
});
