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

  it('keeps the used rules blocking and the rest deferred, each run a layer declared in source order', () => {
    expect(splitFirstScreen(css, has('a'))).toEqual({
      blocking: '@layer l0,l1,l2,l3,l4;@layer l0{:root{--c:red}.a{color:red}}@layer l2{@media (max-width:9px){.a{x:1}}}@layer l4{@keyframes k{to{x:1}}}',
      deferred: '@layer l1{.b{color:blue}}@layer l3{@media (max-width:9px){.b{x:2}}.a.c{color:green}}',
    });
  });

  it('loses no rule and changes none: the two parts hold exactly the rules of the whole', () => {
    const { blocking, deferred } = splitFirstScreen(css, has('b'));
    const all = () => true;
    expect([...usedRules(blocking, all), ...usedRules(deferred, all)].sort()).toEqual(usedRules(css, all).sort());
  });

  it('leaves the stylesheet whole when the markup uses every rule', () => {
    expect(splitFirstScreen(css, has('a', 'b', 'c'))).toEqual({ blocking: css, deferred: '' });
  });
});
