import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { memoryStorage } from '../browser-storage';
import { $recentlyViewedSkus, recordRecentlyViewed } from './recently-viewed';

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  setBrowserEnvironment({ storage: storage });
});

afterEach(() => {
  cleanStores($recentlyViewedSkus);
  $recentlyViewedSkus.set([]);
  setBrowserEnvironment({ storage: undefined });
});

describe('recordRecentlyViewed', () => {
  it('starts empty (what the server knows), then stores each view first under lastViewedProductSkus', () => {
    expect($recentlyViewedSkus.get()).toEqual([]);
    recordRecentlyViewed('A');
    recordRecentlyViewed('B');
    expect(recordRecentlyViewed('A')).toEqual(['A', 'B']);
    expect($recentlyViewedSkus.get()).toEqual(['A', 'B']);
    expect(storage.data.get('lastViewedProductSkus')).toBe('["A","B"]');
  });

  it('re-reads storage each time (another tab may have written it) and keeps 10', () => {
    storage.data.set('lastViewedProductSkus', JSON.stringify(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']));
    expect(recordRecentlyViewed('11')).toEqual(['11', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('survives a corrupted stored value', () => {
    storage.data.set('lastViewedProductSkus', '{not json');
    expect(recordRecentlyViewed('A')).toEqual(['A']);
  });

  it('works without storage (blocked): the list lasts this page only', () => {
    setBrowserEnvironment({ storage: null });
    expect(recordRecentlyViewed('A')).toEqual(['A']);
  });

  it('a storage that throws on write is ignored', () => {
    setBrowserEnvironment({ storage: { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } });
    expect(recordRecentlyViewed('A')).toEqual(['A']);
  });
});
