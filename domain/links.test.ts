import { describe, expect, it } from 'vitest';
import { categoryPath, productPath } from './links';

describe('categoryPath', () => {
  it.each([
    [{ url_path: 'diivanid', url_suffix: '.html' }, '/c/diivanid.html'],
    [{ url_path: 'diivanid/nurgadiivanid', url_suffix: '' }, '/c/diivanid/nurgadiivanid'],
    [{ url_path: 'toolid/', url_suffix: null }, '/c/toolid'],
    [{ url_path: 'kampaaniad.html', url_suffix: '.html' }, '/c/kampaaniad.html'],
  ])('%j → %s', (input, expected) => expect(categoryPath(input)).toBe(expected));
});

describe('productPath', () => {
  it.each([
    [{ id: 12, url_key: 'diivan-mia' }, '/p/12/diivan-mia.html'],
    [{ id: 12, url_key: 'diivan-mia.html' }, '/p/12/diivan-mia.html'],
    [{ id: 7, url_key: null, url_rewrites: [{ url: 'tool-ada.html' }] }, '/p/7/tool-ada.html'],
    [{ id: 7, url_rewrites: [{ url: '/p/tool-ada.html' }] }, '/p/7/tool-ada.html'],
    [{ id: 7, url_rewrites: [] }, '/p/7'],
  ])('%j → %s', (input, expected) => expect(productPath(input)).toBe(expected));
});
