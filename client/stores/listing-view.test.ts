import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { memoryStorage } from '../browser-storage';
import { $listingView, loadListingView, setListingView } from './listing-view';

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  setBrowserEnvironment({ storage: storage });
});

afterEach(() => {
  cleanStores($listingView);
  $listingView.set('grid');
  setBrowserEnvironment({ storage: undefined });
});

describe('$listingView', () => {
  it('starts as grid (what the server renders)', () => {
    expect($listingView.get()).toBe('grid');
  });

  it('remembers the choice under listingView and adopts it on load', () => {
    setListingView('list');
    expect(storage.data.get('listingView')).toBe('list');
    $listingView.set('grid');
    loadListingView();
    expect($listingView.get()).toBe('list');
  });

  it.each([null, 'tiles', ''])('ignores a stored %j', (stored) => {
    if (stored !== null) storage.data.set('listingView', stored);
    loadListingView();
    expect($listingView.get()).toBe('grid');
  });
});
