import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY, serializeRecentlyViewed } from './recently-viewed';

const ten = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

describe('addRecentlyViewed: moves to the front, at most 10 (customer.md §4)', () => {
  it.each<[string, readonly string[], string, readonly string[]]>([
    ['into an empty list', [], 'A', ['A']],
    ['a new one goes first', ['A', 'B'], 'C', ['C', 'A', 'B']],
    ['a seen one moves to the front', ['A', 'B', 'C'], 'C', ['C', 'A', 'B']],
    ['already first', ['A', 'B'], 'A', ['A', 'B']],
    ['the eleventh drops the oldest', ten, 'K', ['K', ...ten.slice(0, 9)]],
    ['a seen one in a full list keeps ten', ten, 'J', ['J', ...ten.slice(0, 9)]],
    ['trims the SKU', ['A'], '  B ', ['B', 'A']],
  ])('%s', (_name, list, sku, expected) => {
    expect(addRecentlyViewed(list, sku)).toEqual(expected);
  });

  it.each(['', '   ', 'x'.repeat(65)])('ignores %j (same array back)', (sku) => {
    const list = ['A'];
    expect(addRecentlyViewed(list, sku)).toBe(list);
  });
});

describe('parseRecentlyViewed: stored JSON, parsed safely', () => {
  it.each<[string | null, readonly string[]]>([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['"A"', []],
    ['null', []],
    ['["A","B"]', ['A', 'B']],
    ['["A",1,null,"",{"x":1},"B","A"]', ['A', 'B']],
    [JSON.stringify([...ten, 'K', 'L']), ten],
  ])('%j → %j', (raw, expected) => {
    expect(parseRecentlyViewed(raw)).toEqual(expected);
  });

  it('round-trips with serializeRecentlyViewed under the spec key', () => {
    expect(RECENTLY_VIEWED_STORAGE_KEY).toBe('lastViewedProductSkus');
    expect(parseRecentlyViewed(serializeRecentlyViewed(['X', 'Y']))).toEqual(['X', 'Y']);
  });
});
