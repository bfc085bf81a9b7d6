import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import type { SearchResults } from '../../domain/search-request';
import { fakeApi, json } from '../test/fake-api';
import { createLiveSearch, type LiveSearch, liveSearchOptions, moveActiveOption, searchProducts } from './live-search';

const record = (n: number) => ({ id: String(n), sku: `S${n}`, name: `Tool ${n}`, url: `/p/${n}/tool.html`, image: null, price: 10, salePrice: 10, currency: 'EUR', inStock: true });
const results = (n: number): SearchResults => ({ records: [record(n)], total: 1, filters: [] });

let search: LiveSearch;
let calls: { term: string; signal: AbortSignal }[];
let answer: (term: string) => Promise<SearchResults | null>;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answer = async (term) => results(term.length);
  search = createLiveSearch({ search: (term, signal) => (calls.push({ term, signal }), answer(term)) });
});

afterEach(() => {
  cleanStores(search.$state);
  vi.useRealTimers();
  setBrowserEnvironment({ fetch: undefined });
});

describe('createLiveSearch', () => {
  it('starts idle and searches 250 ms after the last change (debounced)', async () => {
    keepMount(search.$state);
    expect(search.$state.get()).toEqual({ term: '', status: 'idle', records: [], total: 0 });
    search.setTerm('di');
    search.setTerm('diiv');
    search.setTerm('diivan');
    expect(search.$state.get()).toMatchObject({ term: 'diivan', status: 'loading' });
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    await allTasks();
    expect(calls.map((c) => c.term)).toEqual(['diivan']);
    expect(search.$state.get()).toEqual({ term: 'diivan', status: 'done', records: [record(6)], total: 1 });
  });

  it('does not search a term shorter than 2 characters, and clears the results', async () => {
    keepMount(search.$state);
    search.setTerm('laud');
    vi.advanceTimersByTime(250);
    await allTasks();
    search.setTerm(' l ');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
    expect(search.$state.get()).toEqual({ term: 'l', status: 'idle', records: [], total: 0 });
  });

  it('keeps the previous results while the next search loads', async () => {
    keepMount(search.$state);
    search.setTerm('laud');
    vi.advanceTimersByTime(250);
    await allTasks();
    search.setTerm('lauad');
    expect(search.$state.get()).toMatchObject({ term: 'lauad', status: 'loading', records: [record(4)] });
  });

  it('only the latest term wins: an older request still running is aborted and ignored', async () => {
    keepMount(search.$state);
    let release!: () => void;
    answer = (term) => (term === 'tool' ? new Promise((resolve) => (release = () => resolve(results(99)))) : Promise.resolve(results(1)));
    search.setTerm('tool');
    vi.advanceTimersByTime(250);
    search.setTerm('tooli');
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(250);
    release();
    await allTasks();
    expect(search.$state.get()).toMatchObject({ term: 'tooli', status: 'done', records: [record(1)] });
  });

  it('normalises the term: the same term again does not search again', async () => {
    keepMount(search.$state);
    search.setTerm('must diivan');
    vi.advanceTimersByTime(250);
    await allTasks();
    search.setTerm('  must   diivan ');
    vi.advanceTimersByTime(250);
    await allTasks();
    expect(calls).toHaveLength(1);
  });

  it('a failed search (null or thrown) gives status failed', async () => {
    keepMount(search.$state);
    answer = async () => null;
    search.setTerm('viga');
    vi.advanceTimersByTime(250);
    await allTasks();
    expect(search.$state.get()).toEqual({ term: 'viga', status: 'failed', records: [], total: 0 });
    answer = () => Promise.reject(new Error('boom'));
    search.setTerm('viga2');
    vi.advanceTimersByTime(250);
    await allTasks();
    expect(search.$state.get().status).toBe('failed');
  });

  it('cleaning the store cancels the pending search', async () => {
    keepMount(search.$state);
    search.setTerm('diivan');
    cleanStores(search.$state);
    vi.advanceTimersByTime(1000);
    await allTasks();
    expect(calls).toEqual([]);
  });
});

describe('searchProducts', () => {
  it('POSTs the v2 body with limit 10 to /klevu-api/search and parses the reply', async () => {
    vi.useRealTimers();
    const api = fakeApi({
      '/klevu-api/search': () =>
        json({ queryResults: [{ id: 'productSearch', meta: { totalResultsFound: 1 }, records: [{ ...record(1), price: '10', salePrice: '10', inStock: 'yes' }] }] }) });
    const found = await searchProducts('tool');
    expect(found?.records).toEqual([record(1)]);
    expect(api.calls[0]).toMatchObject({ url: '/klevu-api/search', method: 'POST' });
    expect((api.calls[0]!.body as { recordQueries: [{ settings: object }] }).recordQueries[0].settings).toMatchObject({ query: { term: 'tool' }, limit: 10, sort: 'RELEVANCE' });
  });

  it('gives null for an error status', async () => {
    vi.useRealTimers();
    fakeApi({ '/klevu-api/search': () => json({ error: { message: 'Search is unavailable' } }, 503) });
    expect(await searchProducts('tool')).toBeNull();
  });
});

describe('moveActiveOption: arrows cycle through the options and back to the input', () => {
  it.each<[number, number, 1 | -1, number]>([
    [-1, 3, 1, 0],
    [0, 3, 1, 1],
    [2, 3, 1, -1],
    [-1, 3, -1, 2],
    [0, 3, -1, -1],
    [5, 3, 1, -1],
    [-1, 0, 1, -1],
  ])('from %i of %i by %i → %i', (index, count, delta, expected) => {
    expect(moveActiveOption(index, count, delta)).toBe(expected);
  });
});

describe('liveSearchOptions', () => {
  it('popular terms for an empty box, results for a term, nothing for a short one', () => {
    expect(liveSearchOptions({ term: '', status: 'idle', records: [], total: 0 }, ['laud'])).toEqual([{ kind: 'term', term: 'laud', href: '/search?term=laud' }]);
    expect(liveSearchOptions({ term: '', status: 'idle', records: [], total: 0 }, null)).toEqual([]);
    expect(liveSearchOptions({ term: 'to', status: 'loading', records: [record(1)], total: 1 }, ['laud'])).toEqual([{ kind: 'product', record: record(1), href: '/p/1/tool.html' }]);
    expect(liveSearchOptions({ term: 't', status: 'idle', records: [], total: 0 }, ['laud'])).toEqual([]);
  });
});
