#!/usr/bin/env node
// Lighthouse bench (`npm run bench:lighthouse`): starts both workers (fresh local state, seeded
// catalogue), warms each page (KV and the edge HTML cache, as a shopper after the first visit
// finds them), then runs Lighthouse (mobile form factor, simulated throttling: its defaults) in
// Debian's headless Chromium on home, category, product, search and the checkout's payment step
// (with a prepared cart: bench/checkout-cart.mjs), N times each. Prints the
// median performance / accessibility / best-practices / SEO score per page, the median metrics,
// and every audit that failed in some run; writes everything to bench/results/lighthouse.json.
// Runs offline: Lighthouse only loads our pages, and Chromium's own background fetching is off.
// Scores are noisy on a busy machine (simulated throttling scales with the CPU actually given).
// Usage: npm run bench:lighthouse  [-- --runs 3 --port 8792 --pages home,product --consent 1.1.111 --var GTM_CONTAINER_ID:GTM-TEST01]
// (`--var KEY:VALUE` reaches the storefront's configuration, as scripts/serve.mjs's own option)
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { devServer } from './dev-server.mjs';
import { CHECKOUT_PATH, prepareCheckoutCart } from './checkout-cart.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8792' },
    pages: { type: 'string' },
    // A `consent` cookie value (e.g. 1.1.111): every run is a visitor who answered the banner
    // (the cookie is seeded into the Lighthouse Chrome, whose runs then keep storage). Without
    // it every run is a first visit: the edge splices the banner in.
    consent: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
});
const RUNS = Number(values.runs);
const BASE = `http://localhost:${values.port}`;
const ALL_PAGES = { home: '/', category: '/c/diivanid.html', product: '/p/3/diivan-toompea-10002.html', search: '/search?term=diivan', checkout: CHECKOUT_PATH };
/**
 * Pages that need the shopper's state in the browser: the checkout's payment step needs a cart
 * (cookie) and the first two steps' data (localStorage). Seeded into the Lighthouse Chrome
 * before its runs, which then keep storage (`disableStorageReset`).
 */
const SEEDED = new Set(['checkout']);
const PAGES = values.pages
  ? Object.fromEntries(values.pages.split(',').map((name) => {
      if (!ALL_PAGES[name]) throw new Error(`--pages: unknown page "${name}" (${Object.keys(ALL_PAGES).join(', ')})`);
      return [name, ALL_PAGES[name]];
    }))
  : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const server = devServer({ port: values.port, persist: '.wrangler/lighthouse', settleMs: 0, extraArgs: values.var.flatMap((pair) => ['--var', pair]) });
let chrome = null;
process.on('exit', () => {
  chrome?.kill();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** An audit counts as failed when it is scored and below Lighthouse's "pass" (0.9). */
const failed = (audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9;

/**
 * Empties the Lighthouse Chrome's HTTP cache, keeping cookies and storage: where Lighthouse's own
 * storage reset is off (a seeded cart or consent must survive), every run is still a visit with
 * a cold cache, as the runs with the reset are.
 */
async function clearHttpCache() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, under load) is retried. */
async function audit(name, path, attempts = 3) {
  const keepStorage = SEEDED.has(name) || values.consent !== undefined;
  for (let attempt = 1; ; attempt++) {
    if (keepStorage) await clearHttpCache();
    const { lhr } = await lighthouse(BASE + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      disableStorageReset: keepStorage,
    });
    if (!lhr.runtimeError) return lhr;
    const message = `${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= attempts) throw new Error(message);
    process.stderr.write(`${message} (retrying)\n`);
  }
}

/** Puts a prepared checkout cart into the Lighthouse Chrome (cookie + localStorage of our origin). */
async function seedCheckout() {
  const { cartId, storage } = await prepareCheckoutCart(BASE);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${BASE}/`);
  await browser.setCookie({ name: 'vsf-cart', value: cartId, domain: 'localhost', path: '/' });
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.close();
  await browser.disconnect();
}

/** Puts the `consent` cookie into the Lighthouse Chrome: the banner is not shown, the choice applies. */
async function seedConsent(value) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await browser.setCookie({ name: 'consent', value, domain: 'localhost', path: '/' });
  await browser.disconnect();
}

async function main() {
  await server.ready();
  for (const [name, path] of Object.entries(PAGES)) {
    if (SEEDED.has(name)) continue;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(BASE + path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} while warming`);
    }
  }
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  if (Object.keys(PAGES).some((name) => SEEDED.has(name))) await seedCheckout();
  if (values.consent !== undefined) await seedConsent(values.consent);
  const results = { at: new Date().toISOString(), runs: RUNS, base: BASE, consent: values.consent ?? null, note: 'Lighthouse defaults: mobile form factor, simulated throttling', pages: {} };
  for (const [name, path] of Object.entries(PAGES)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(name, path);
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? null])),
        failed: Object.values(lhr.audits).filter(failed).map((a) => a.id).sort(),
        errors: Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error').map((a) => `${a.id}: ${a.errorMessage}`),
        warnings: lhr.runWarnings,
      });
      process.stderr.write(`${name} run ${run + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${runs.at(-1).scores[c]}`).join(', ')}\n`);
    }
    const failedIn = {};
    for (const run of runs) for (const id of run.failed) failedIn[id] = (failedIn[id] ?? 0) + 1;
    results.pages[name] = {
      path,
      median: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
      medianMetrics: Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r.metrics[m] ?? 0))])),
      failedAudits: failedIn,
      runs,
    };
  }
  await chrome.kill();
  chrome = null;
  await server.stop();

  for (const [name, page] of Object.entries(results.pages)) {
    const m = page.medianMetrics;
    console.log(`${name.padEnd(9)} ${CATEGORIES.map((c) => `${c} ${page.median[c]}`).join('  ')}   (median of ${RUNS}; ${page.path})`);
    console.log(`          FCP ${Math.round(m['first-contentful-paint'])} ms, LCP ${Math.round(m['largest-contentful-paint'])} ms, TBT ${Math.round(m['total-blocking-time'])} ms, CLS ${m['cumulative-layout-shift'].toFixed(3)}, SI ${Math.round(m['speed-index'])} ms`);
    const failing = Object.entries(page.failedAudits).map(([id, n]) => `${id} (${n}/${RUNS})`);
    console.log(`          failing audits: ${failing.length ? failing.join(', ') : 'none'}`);
    const errors = [...new Set(page.runs.flatMap((r) => r.errors))];
    if (errors.length) console.log(`          audits that could not run: ${errors.join('; ')}`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('written: bench/results/lighthouse.json');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
