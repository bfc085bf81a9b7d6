import { describe, expect, it } from 'vitest';
import catalogue from './et-EE.json';
import { t, translate } from './t';

describe('et-EE catalogue', () => {
  it('translates spec texts into Estonian', () => {
    expect(t('Page not found')).toBe('Lehte ei leitud');
    expect(t('Go to home page')).toBe('Mine avalehele');
  });
  it('fills placeholders', () => {
    expect(t('{count} products', { count: 12 })).toBe('12 toodet');
  });
  it('returns unknown runtime keys unchanged', () => {
    expect(translate('no such key')).toBe('no such key');
  });
  it('has an Estonian value for every key', () => {
    for (const [key, value] of Object.entries(catalogue)) {
      expect(value.trim(), key).not.toBe('');
    }
  });
});
