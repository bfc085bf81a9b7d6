import { describe, expect, it } from 'vitest';
import { StoreConfigSchema, storeConfigEntry } from './store-config';

const STORE_CONFIG = {
  store_code: 'et',
  default_title: 'Mööblipood',
  store_name: 'Mööblipood',
  default_display_currency_code: 'EUR',
  locale: 'et_EE',
  header_logo_src: null,
  logo_width: null,
  logo_height: null,
  logo_alt: null,
  list_per_page: 32,
  list_per_page_values: '16,32,64',
  season_goods_categories: null,
  campaign_category_id: 12,
};

describe('storeConfigEntry', () => {
  it('is keyed per store under v1: and tagged store-config', () => {
    const entry = storeConfigEntry('et');
    expect(entry.key).toBe('v1:store-config:et');
    expect(entry.tags).toEqual(['store-config']);
    expect(entry.ttlSeconds).toBeGreaterThanOrEqual(60);
    expect(entry.freshForSeconds * 1000).toBeLessThan((entry.ttlSeconds ?? Infinity) * 1000);
  });

  it('encodes a store code so it cannot add a key segment', () => {
    expect(storeConfigEntry('a:b').key).toBe('v1:store-config:a%3Ab');
  });
});

describe('StoreConfigSchema', () => {
  it('accepts Magento storeConfig with unset logo fields and drops unknown fields', () => {
    const parsed = StoreConfigSchema.safeParse({ ...STORE_CONFIG, __typename: 'StoreConfig' });
    expect(parsed.success && parsed.data).toEqual(STORE_CONFIG);
  });

  it.each([
    ['a missing field', { ...STORE_CONFIG, locale: undefined }],
    ['a fractional page size', { ...STORE_CONFIG, list_per_page: 1.5 }],
    ['a string category id', { ...STORE_CONFIG, campaign_category_id: '12' }],
  ])('rejects %s', (_label, value) => {
    expect(StoreConfigSchema.safeParse(value).success).toBe(false);
  });
});
