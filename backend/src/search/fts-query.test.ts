import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH, MAX_TERM_WORDS, ftsMatchExpression, searchWords, wholeWordExpressions } from './fts-query';

describe('ftsMatchExpression', () => {
  it.each([
    ['diiv', '"diiv"*'],
    ['Söögi Tool', '"söögi"* "tool"*'],
    ['"diivan"', '"diivan"*'],
    ['diivan*', '"diivan"*'],
    ['NEAR(diivan voodi)', '"near"* "diivan"* "voodi"*'],
    ['voodi NOT diivan', '"voodi"* "not"* "diivan"*'],
    ['diivan OR voodi AND laud', '"diivan"* "or"* "voodi"* "and"* "laud"*'],
    ['^diivan', '"diivan"*'],
    ['name:diivan', '"name"* "diivan"*'],
    ['(diivan)', '"diivan"*'],
    ['-diivan +voodi', '"diivan"* "voodi"*'],
    ["'); DROP TABLE products; --", '"drop"* "table"* "products"*'],
    ['TV-alus 120x200', '"tv"* "alus"* "120x200"*'],
  ])('%s -> %s', (term, expression) => {
    expect(ftsMatchExpression(term)).toBe(expression);
  });

  it.each([[''], ['   '], ['"'], ['*'], ['""*'], ['()'], ['^:'], ['\u0301']])('has no words in %j: matches nothing', (term) => {
    expect(ftsMatchExpression(term)).toBeNull();
  });

  it('only ever puts words of letters, digits and marks between the quotes', () => {
    const nasty = '"*^:()NEAR/AND\\OR\'NOT{}[]-+,.;<>=!?@#$%&|~`' + 'x"y';
    for (const word of searchWords(nasty)) expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u);
    expect(ftsMatchExpression(nasty)).toBe('"near"* "and"* "or"* "not"* "x"* "y"*');
  });

  it(`cuts a long text to ${MAX_TERM_LENGTH} characters and ${MAX_TERM_WORDS} words`, () => {
    expect(searchWords('a'.repeat(10_000))).toEqual(['a'.repeat(MAX_TERM_LENGTH)]);
    expect(searchWords('diivan '.repeat(2_000))).toEqual(['diivan', 'diiv']); // the 200th character cuts a word
    expect(searchWords(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TERM_WORDS);
    expect(searchWords('one two three four five six seven eight nine ten')).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);
  });

  it('composes accents so the tokenizer sees one letter (NFC)', () => {
    expect(searchWords('so\u0308o\u0308gitool')).toEqual(['söögitool']);
  });
});

describe('wholeWordExpressions', () => {
  it('gives one exact-token expression per word, no prefix star, no FTS syntax', () => {
    expect(wholeWordExpressions('Diivan hall')).toEqual(['"diivan"', '"hall"']);
    expect(wholeWordExpressions('name:"x"* NEAR(y)')).toEqual(['"name"', '"x"', '"near"', '"y"']);
    expect(wholeWordExpressions(' ** ')).toEqual([]);
  });
});
