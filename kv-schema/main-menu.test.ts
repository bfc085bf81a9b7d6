import { describe, expect, it } from 'vitest';
import { MainMenuSchema, mainMenuEntry } from './main-menu';

const category = (uid: string, include_in_menu: unknown, children?: unknown[]) => ({
  uid,
  id: 1,
  name: `Category ${uid}`,
  url_path: `category-${uid}`,
  url_suffix: '.html',
  include_in_menu,
  position: 1,
  product_count: 3,
  ...(children ? { children } : {}),
});

describe('mainMenuEntry', () => {
  it('is keyed per store under v1: and tagged menu', () => {
    const entry = mainMenuEntry('et');
    expect(entry.key).toBe('v1:menu:main:et');
    expect(entry.tags).toEqual(['menu']);
    expect(entry.ttlSeconds).toBeGreaterThanOrEqual(60);
  });
});

describe('MainMenuSchema', () => {
  it('reads three levels and turns include_in_menu 0/1 or boolean into a boolean', () => {
    const menu = [category('a', 1, [category('b', false, [category('c', 0)])]), category('d', true, [])];

    const parsed = MainMenuSchema.parse(menu);

    expect(parsed[0]?.include_in_menu).toBe(true);
    expect(parsed[0]?.children?.[0]?.include_in_menu).toBe(false);
    expect(parsed[0]?.children?.[0]?.children?.[0]?.include_in_menu).toBe(false);
    expect(parsed[0]?.children?.[0]?.children?.[0]?.children).toBeUndefined();
    expect(parsed[1]?.include_in_menu).toBe(true);
  });

  it('accepts its own output, so a stored menu reads back unchanged', () => {
    const parsed = MainMenuSchema.parse([category('a', 1, [category('b', 0)])]);
    expect(MainMenuSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it.each([
    ['include_in_menu 2', [category('a', 2)]],
    ['a bad child', [category('a', 1, [{ uid: 'b' }])]],
    ['a null url_path', [{ ...category('a', 1), url_path: null }]],
  ])('rejects %s', (_label, value) => {
    expect(MainMenuSchema.safeParse(value).success).toBe(false);
  });
});
