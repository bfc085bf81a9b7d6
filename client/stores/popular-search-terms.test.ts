import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { fakeApi, json } from '../test/fake-api';
import { $popularSearchTerms, loadPopularSearchTerms, resetPopularSearchTerms } from './popular-search-terms';

afterEach(() => {
  cleanStores($popularSearchTerms);
  resetPopularSearchTerms();
  setBrowserEnvironment({ fetch: undefined });
});

describe('$popularSearchTerms', () => {
  it('is null until loaded, then the parsed terms; loads once per page', async () => {
    const api = fakeApi({ '/klevu-api/settings': () => json({ popularSearchTerms: ['diivan', ' laud ', 'diivan'] }) });
    expect($popularSearchTerms.get()).toBeNull();
    void loadPopularSearchTerms();
    void loadPopularSearchTerms();
    await allTasks();
    await loadPopularSearchTerms();
    expect($popularSearchTerms.get()).toEqual(['diivan', 'laud']);
    expect(api.calls).toHaveLength(1);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['an error status', () => json({ error: { message: 'Search is unavailable' } }, 503)],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['garbage', () => json('nope')],
  ])('gives [] for %s', async (_name, reply) => {
    fakeApi({ '/klevu-api/settings': reply });
    await loadPopularSearchTerms();
    expect($popularSearchTerms.get()).toEqual([]);
  });
});
