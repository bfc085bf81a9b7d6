import { describe, expect, it } from 'vitest';
import { classMatcher, cssBlocks, selectorListUsed, splitFirstScreen, usedRules } from './first-screen-css.mjs';

const has = (...words: string[]) => classMatcher(new Set(words));

describe('cssBlocks', () => {
  it('splits rules, block at-rules and statements, skipping braces in strings and comments', () => {
    expect(cssBlocks('@charset "UTF-8";a{content:"}{"}/* } */@media (x){b{c:d}}')).toEqual([
      { statement: '@charset "UTF-8";' },
      { prelude: 'a', body: 'content:"}{"' },
      { prelude: '@media (x)', body: 'b{c:d}' },
    ]);
  });

  it('refuses unbalanced braces', () => {
    expect(() => cssBlocks('a{b{}')).toThrow(/Unbalanced/);
    expect(() => cssBlocks('a{}}')).toThrow(/Unbalanced/);
  });
});

describe('selectorListUsed', () => {
  it.each([
    ['body', has(), true],
    ['.a .b', has('a'), false],
    ['.a .b', has('a', 'b'), true],
    ['.x, .a', has('a'), true],
    ['.a:not(.x)', has('a'), true],
    [':root:has(.sidebar[open])', has(), false],
    ["a[href='.x']", has(), true],
    ['.step--done', has('step--'), true],
    ['.step--done', has('st-'), false],
  ])('%s', (selector, hasClass, used) => {
    expect(selectorListUsed(selector, hasClass)).toBe(used);
  });
});

describe('splitFirstScreen', () => {
  const css = ':root{--c:red}.a{color:red}.b{color:blue}@media (max-width:9px){.a{x:1}.b{x:2}}.a.c{color:green}@keyframes k{to{x:1}}';

  it('keeps the used rules blocking, in source order and without layers; the whole sheet loads after', () => {
    expect(splitFirstScreen(css, has('a'))).toEqual({
      blocking: ':root{--c:red}.a{color:red}@media (max-width:9px){.a{x:1}}@keyframes k{to{x:1}}',
      deferred: css,
    });
  });

  it('never lets a later, less specific rule win: no cascade layers (they rank above specificity)', () => {
    const nav = '.nav a[aria-current]{color:white}a{color:inherit}.x{y:1}';
    const { blocking, deferred } = splitFirstScreen(nav, has('nav'));
    expect(blocking + deferred).not.toContain('@layer');
    expect(blocking).toBe('.nav a[aria-current]{color:white}a{color:inherit}');
    expect(deferred).toBe(nav);
  });

  it('loses no rule and changes none: the deferred part is the whole, the blocking part a subset of it', () => {
    const { blocking, deferred } = splitFirstScreen(css, has('b'));
    const all = () => true;
    expect(usedRules(deferred, all)).toEqual(usedRules(css, all));
    for (const rule of usedRules(blocking, all)) expect(usedRules(css, all)).toContain(rule);
  });

  it('leaves the stylesheet whole when the markup uses every rule', () => {
    expect(splitFirstScreen(css, has('a', 'b', 'c'))).toEqual({ blocking: css, deferred: '' });
  });
});
