// Performance budgets the client build enforces (ARCHITECTURE.md "Performance budgets"), in
// gzip bytes. A page kind's JavaScript is what it loads without interaction: the boot module, the
// preludes of the islands it renders, and the static closure (React included) of those that
// hydrate without one (`load` and `idle`; scripts/build-client.mjs measures it).

/** JavaScript of any page kind not listed in `JS_BUDGET_BY_KIND`. */
export const JS_BUDGET_GZIP = 90 * 1024;
/**
 * Page kinds (route ids) with a budget of their own (issue 20): catalogue, search and content
 * pages load no React until the shopper uses an island (20 KB); the product page a little more
 * (its islands' preludes, 30 KB); checkout carries the payment islands (110 KB).
 */
const NO_REACT_AT_LOAD = 20 * 1024;
export const JS_BUDGET_BY_KIND = {
  home: NO_REACT_AT_LOAD,
  category: NO_REACT_AT_LOAD,
  'categories-overview': NO_REACT_AT_LOAD,
  campaigns: NO_REACT_AT_LOAD,
  search: NO_REACT_AT_LOAD,
  'content-page': NO_REACT_AT_LOAD,
  contacts: NO_REACT_AT_LOAD,
  'not-found': NO_REACT_AT_LOAD,
  product: 30 * 1024,
  checkout: 110 * 1024,
};
/** The whole stylesheet, and what any page kind loads of it (its blocking and deferred parts). */
export const CSS_BUDGET_GZIP = 20 * 1024;
/**
 * The stylesheet that blocks a page kind's first paint (scripts/page-styles.mjs). It and the
 * start of the HTML (head and header, about 4 KB gzip) should fit the first round trip: an
 * initial congestion window of 10 segments is 14.6 KB (RFC 6928). 8 KB leaves about 2.5 KB to
 * grow over the heaviest kinds (home and content pages, 5.5 KB).
 */
export const CSS_BLOCKING_BUDGET_GZIP = 8 * 1024;

/** The JavaScript budget of a page kind (the default one without a kind). */
export function jsBudget(kind) {
  return (kind !== undefined && Object.hasOwn(JS_BUDGET_BY_KIND, kind) ? JS_BUDGET_BY_KIND[kind] : undefined) ?? JS_BUDGET_GZIP;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * One line per budget exceeded, naming the page kind, its size and its budget; empty when all
 * fit. `report` is the build report: `{ pages: { kind: { atLoad } }, css, styles?: { kind:
 * { blocking, deferred } } }`, bytes gzip.
 */
export function budgetFailures(report) {
  const failures = [];
  for (const [kind, { atLoad }] of Object.entries(report.pages)) {
    const budget = jsBudget(kind);
    if (atLoad > budget) failures.push(`JS of page kind "${kind}": ${kb(atLoad)} at load, budget ${kb(budget)} (${kb(atLoad - budget)} over)`);
  }
  if (report.css > CSS_BUDGET_GZIP) failures.push(`CSS: ${kb(report.css)}, budget ${kb(CSS_BUDGET_GZIP)} (${kb(report.css - CSS_BUDGET_GZIP)} over)`);
  for (const [kind, { blocking, deferred }] of Object.entries(report.styles ?? {})) {
    if (blocking > CSS_BLOCKING_BUDGET_GZIP) failures.push(`CSS blocking page kind "${kind}": ${kb(blocking)}, budget ${kb(CSS_BLOCKING_BUDGET_GZIP)} (${kb(blocking - CSS_BLOCKING_BUDGET_GZIP)} over)`);
    if (blocking + deferred > CSS_BUDGET_GZIP) failures.push(`CSS of page kind "${kind}": ${kb(blocking + deferred)}, budget ${kb(CSS_BUDGET_GZIP)} (${kb(blocking + deferred - CSS_BUDGET_GZIP)} over)`);
  }
  return failures;
}
