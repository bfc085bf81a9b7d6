import { describe, expect, it } from 'vitest';
import { budgetFailures, jsBudget } from './budgets.mjs';

const KB = 1024;

describe('client build budgets', () => {
  it('gives catalogue, search and content kinds 20 KB gzip of JavaScript, product 30 KB, checkout 110 KB, the rest 90 KB', () => {
    for (const kind of ['home', 'category', 'campaigns', 'search', 'content-page', 'contacts', 'not-found']) expect(jsBudget(kind), kind).toBe(20 * KB);
    expect(jsBudget('product')).toBe(30 * KB);
    expect(jsBudget('checkout')).toBe(110 * KB);
    expect(jsBudget('my-account-personal-data')).toBe(90 * KB);
    expect(jsBudget()).toBe(90 * KB);
  });

  it('names each page kind over budget with its size, and the CSS', () => {
    const failures = budgetFailures({
      pages: { home: { atLoad: 19 * KB }, product: { atLoad: 37.5 * KB }, checkout: { atLoad: 100 * KB } },
      css: 21 * KB,
    });
    expect(failures).toEqual(['JS of page kind "product": 37.5 KB at load, budget 30.0 KB (7.5 KB over)', 'CSS: 21.0 KB, budget 20.0 KB (1.0 KB over)']);
  });

  it('names each page kind whose first-screen stylesheet is over 8 KB, or whose stylesheets are over 20 KB in all', () => {
    const failures = budgetFailures({
      pages: {},
      css: 10 * KB,
      styles: { home: { blocking: 8 * KB, deferred: 12 * KB }, product: { blocking: 8.5 * KB, deferred: 6 * KB }, checkout: { blocking: 7 * KB, deferred: 13.5 * KB } },
    });
    expect(failures).toEqual(['CSS blocking page kind "product": 8.5 KB, budget 8.0 KB (0.5 KB over)', 'CSS of page kind "checkout": 20.5 KB, budget 20.0 KB (0.5 KB over)']);
  });

  it('passes when everything fits, at the limit included', () => {
    expect(budgetFailures({ pages: { home: { atLoad: 20 * KB }, gdpr: { atLoad: 90 * KB }, checkout: { atLoad: 110 * KB } }, css: 20 * KB })).toEqual([]);
  });
});
