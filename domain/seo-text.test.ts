import { describe, expect, it } from 'vitest';
import { cutAtWord, DESCRIPTION_MAX, identifierTitle, TITLE_MAX } from './seo-text';

describe('cutAtWord', () => {
  it.each([
    ['Lühike pealkiri', 60, 'Lühike pealkiri'],
    ['  mitu   tühikut  ', 60, 'mitu tühikut'],
    ['Pealkiri Pealkiri Pealkiri', 20, 'Pealkiri Pealkiri…'],
    ['Tarne, paigaldus ja garantii', 18, 'Tarne, paigaldus…'],
    ['Ülipikksõnaülipikksõnaülipikksõna', 10, 'Ülipikksõ…'],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(cutAtWord(text, max)).toBe(expected);
    expect(cutAtWord(text, max).length).toBeLessThanOrEqual(max);
  });

  it('cuts the recorded 230-character title and 600-character description at a word boundary', () => {
    const title = `${'Pealkiri '.repeat(25)}Pealk`.slice(0, 230);
    expect(cutAtWord(title, TITLE_MAX)).toBe(`${'Pealkiri '.repeat(5)}Pealkiri…`);
    const description = 'Kirjeldus '.repeat(60);
    const cut = cutAtWord(description, DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/^(Kirjeldus )+Kirjeldus…$/);
  });
});

describe('identifierTitle', () => {
  it.each([
    ['info/ilma-pealkirjata', 'Ilma pealkirjata'],
    ['kontaktid', 'Kontaktid'],
    ['info/tarne/ööpäevane', 'Ööpäevane'],
  ])('%s → %s', (identifier, expected) => expect(identifierTitle(identifier)).toBe(expected));
});
