#!/usr/bin/env node
// Interaction bench (issue 20 items 2 and 3, measuring only): what a shopper's phone waits for on a
// cold first visit, in Debian's Chromium on a phone profile (390×844, touch, DPR 3, CPU throttled
// 4× through the DevTools protocol; no network throttling on loopback unless `--network slow4g`).
// Each run is a fresh browser context (empty HTTP cache, no cart), once with the consent cookie
// and once without it (the first-visit banner shown), alternating:
//   - add to cart: on a product page, the add-to-cart button tapped as soon as the `load` event
//     fired (Playwright's tap waits only until the button can take it), timed from the tap to the
//     success toast; the toast closed and a second tap timed the same way ("later"). The cart
//     count must go to 1 and then to 2 (badge and server), never lost, never doubled;
//   - live search: on home, the search opened and its field tapped right after load, "dii" typed as
//     one keystroke sequence, timed from the first keystroke to product results in the listbox;
//   - menu: on home, the menu button tapped right after load, timed to the menu dialog visible.
// Times are taken in the page (bench/page-probes.mjs): Playwright's overhead is not in them.
// Then JS at load per page kind (bench/js-at-load.mjs), with and without the consent cookie, on
// the same profile. Every response's status is checked; problems are listed and the exit code is 1.
// Prints the results as JSON on stdout (medians, min, max and every sample) and readable tables on
// stderr; writes bench/results/interactions.json.
// Starts the seeded store itself (building the client first) unless `--base` names a running one,
// so "before" and "after" builds can be measured in one sitting.
// Usage: npm run -s bench:interactions -- [--base URL | --port 8920] [--runs 7] [--js-runs 3]
//        [--network slow4g] [--only interactions|js] [--consent 1.1.111] [--no-build]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { devServer } from './dev-server.mjs';
import { jsAtLoad } from './js-at-load.mjs';
import { installProbes, probeMs, probeState, waitForState } from './page-probes.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '8920' },
    runs: { type: 'string', default: '7' },
    'js-runs': { type: 'string', default: '3' },
    network: { type: 'string', default: 'none' },
    only: { type: 'string' },
    // The consent cookie of the "with consent" variant: version 1, one choice, all granted.
    consent: { type: 'string', default: '1.1.111' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const JS_RUNS = Number(values['js-runs']);
const BASE = (values.base ?? `http://localhost:${values.port}`).replace(/\/$/, '');
if (!['none', 'slow4g'].includes(values.network)) throw new Error(`--network: none or slow4g, got ${values.network}`);
if (values.only && !['interactions', 'js'].includes(values.only)) throw new Error(`--only: interactions or js, got ${values.only}`);

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's "slow 4G" as DevTools throttling applies it (RTT 150 ms × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const VARIANTS = ['consent', 'banner'];

/** A simple product made to order (no stock limit: two taps add two), from e2e/fixtures/catalogue.ts. */
const PRODUCT = { path: '/p/15/vahtmadrats-ruhnu-10008.html', name: 'Vahtmadrats Ruhnu' };
const TOAST = `^Lisasid toote ${PRODUCT.name} ostukorvi\\.?$`;
const SEARCH_TEXT = 'dii';
/** One page of each kind (e2e/fixtures/quality.ts), with the status it must answer. */
const PAGES = {
  home: { path: '/' },
  category: { path: '/c/diivanid.html' },
  campaign: { path: '/c/kampaaniad.html' },
  search: { path: '/search?term=diivan' },
  content: { path: '/info/tarne.html' },
  contacts: { path: '/kontaktid.html' },
  notFound: { path: '/see/lehte/pole', status: 404 },
  product: { path: '/p/3/diivan-toompea-10002.html' },
  checkout: { path: '/checkout' },
  // Signed in as a seeded customer (README): signed out, /my-account redirects home.
  myAccount: { path: '/my-account/personal-data', signedIn: true },
};
const SEEDED_CUSTOMER = { email: 'mari.maasikas@example.ee', password: 'Maasikas-2026' };

const problems = [];
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** `{ median, min, max, n, samples }` of the numbers that were measured (nulls left out). */
function summary(samples) {
  const numbers = samples.filter((value) => typeof value === 'number').map((value) => Math.round(value));
  if (!numbers.length) return { median: null, min: null, max: null, n: 0, samples };
  return { median: Math.round(median(numbers)), min: Math.min(...numbers), max: Math.max(...numbers), n: numbers.length, samples: numbers };
}

/** A fresh phone context: consent cookie per variant, every non-2xx/304 response reported. */
async function phoneContext(browser, variant, probes = []) {
  const context = await browser.newContext(PHONE);
  if (variant === 'consent') await context.addCookies([{ name: 'consent', value: values.consent, url: BASE, sameSite: 'Lax' }]);
  await context.addInitScript(installProbes, probes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (values.network === 'slow4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { context, page, cdp };
}

/** Checks every response of `page` (anything but 2xx, 304 or the document's `expected` status is a problem). */
function watchResponses(page, label, documentStatus = 200) {
  const seen = [];
  page.on('response', (response) => {
    const status = response.status();
    const isDocument = response.request().resourceType() === 'document' && response.frame() === page.mainFrame();
    if (isDocument && status >= 300 && status < 400) return;
    if (isDocument ? status !== documentStatus : !((status >= 200 && status < 300) || status === 304)) seen.push(`${label}: ${response.url()} answered ${status}`);
  });
  page.on('requestfailed', (request) => seen.push(`${label}: ${request.url()} failed (${request.failure()?.errorText})`));
  return seen;
}

async function open(page, path, label) {
  const response = await page.goto(BASE + path, { waitUntil: 'load', timeout: 60_000 });
  if (response?.status() !== 200) throw new Error(`${label}: ${path} answered ${response?.status()}`);
}

const bannerShown = (page) => page.locator('[aria-labelledby="consent-banner-title"]').isVisible();

/** First and later add to cart on the product page. */
async function addToCartRun(browser, variant) {
  const probes = [{ name: 'first', kind: 'toast', text: TOAST, after: { type: 'pointerdown', n: 1 } }];
  const { context, page } = await phoneContext(browser, variant, probes);
  const label = `add to cart (${variant})`;
  const responses = watchResponses(page, label);
  const violations = [];
  try {
    await open(page, PRODUCT.path, label);
    const button = page.getByRole('button', { name: 'Lisa ostukorvi' });
    await button.tap({ timeout: 30_000 });
    let state = await waitForState(page, 'the first toast', (s) => s.probes[0].t);
    const first = probeMs(state, 'first');
    const loaded = state.loadEventAt ?? state.events[0].t;
    const loadToFirstTap = state.events.find((event) => event.type === 'pointerdown').t - loaded;
    const banner = await bannerShown(page);
    state = await waitForState(page, 'the cart count 1', (s) => s.cartCount >= 1, 10_000).catch(() => probeState(page));
    if (state?.cartCount !== 1) violations.push(`after the first tap the cart count is ${state?.cartCount}, expected 1`);

    // The same toast is not shown twice while it is up: close it, as a shopper would, then tap again.
    await page.getByRole('status').getByRole('button', { name: 'Sulge' }).first().tap();
    await page.getByRole('status').getByText(new RegExp(TOAST)).waitFor({ state: 'hidden', timeout: 10_000 });
    const taps = (await probeState(page)).events.filter((event) => event.type === 'pointerdown').length;
    await page.evaluate((probe) => globalThis.__benchArm(probe), { name: 'later', kind: 'toast', text: TOAST, after: { type: 'pointerdown', n: taps + 1 } });
    await button.tap({ timeout: 30_000 });
    state = await waitForState(page, 'the second toast', (s) => s.probes.find((p) => p.name === 'later').t);
    const later = probeMs(state, 'later');
    state = await waitForState(page, 'the cart count 2', (s) => s.cartCount >= 2, 10_000).catch(() => probeState(page));
    await page.waitForTimeout(1500); // a replayed or doubled add would land by now
    state = await probeState(page);
    if (state.cartCount !== 2) violations.push(`after the second tap the cart count is ${state.cartCount}, expected 2`);
    const counts = state.events.filter((event) => event.type === 'cart').map((event) => event.value);
    if (counts.some((value) => value > 2)) violations.push(`the cart count showed ${counts.join(' → ')}`);
    const serverQuantity = await cartQuantityOnServer(context);
    if (serverQuantity !== 2) violations.push(`the server's cart has ${serverQuantity}, expected 2`);
    return { first, later, loadToFirstTap, loadToFirstToast: loadToFirstTap + first, banner, violations: [...violations, ...responses] };
  } finally {
    await context.close();
  }
}

/** The total quantity of the context's cart (cookie vsf-cart) as the backend has it. */
async function cartQuantityOnServer(context) {
  const cartId = (await context.cookies(BASE)).find((cookie) => cookie.name === 'vsf-cart')?.value;
  if (!cartId) return null;
  const response = await context.request.post(`${BASE}/api/magento/cartTotalQty`, {
    headers: { 'content-type': 'application/json', origin: BASE, 'sec-fetch-site': 'same-origin' },
    data: [cartId],
  });
  if (response.status() !== 200) throw new Error(`cartTotalQty answered ${response.status()}`);
  return (await response.json()).data.total_quantity;
}

/** Live search on home: first keystroke to product results. */
async function searchRun(browser, variant) {
  const probes = [{ name: 'results', kind: 'searchResults', after: { type: 'keydown', n: 1 } }];
  const { context, page } = await phoneContext(browser, variant, probes);
  const label = `live search (${variant})`;
  const responses = watchResponses(page, label);
  try {
    await open(page, '/', label);
    const field = page.getByRole('searchbox', { name: 'Otsi tooteid või kaubamärke...' });
    // Phones: the header has a search button that opens the field over the page.
    if (!(await field.isVisible())) await page.getByRole('button', { name: 'Ava otsing' }).tap({ timeout: 30_000 });
    await field.tap({ timeout: 30_000 });
    await page.keyboard.type(SEARCH_TEXT);
    const state = await waitForState(page, 'product results', (s) => s.probes[0].t);
    const violations = [...responses];
    const value = await field.inputValue();
    if (value !== SEARCH_TEXT) violations.push(`the search field holds "${value}", expected "${SEARCH_TEXT}"`);
    const loaded = state.loadEventAt ?? state.events[0].t;
    const firstKey = state.events.find((event) => event.type === 'keydown').t;
    return { firstKeyToResults: probeMs(state, 'results'), loadToFirstKey: firstKey - loaded, banner: await bannerShown(page), violations };
  } finally {
    await context.close();
  }
}

/** The phone menu on home: first tap to the menu dialog shown. */
async function menuRun(browser, variant) {
  const probes = [{ name: 'menu', kind: 'dialog', text: 'Menüü', after: { type: 'pointerdown', n: 1 } }];
  const { context, page } = await phoneContext(browser, variant, probes);
  const label = `menu (${variant})`;
  const responses = watchResponses(page, label);
  try {
    await open(page, '/', label);
    await page.getByRole('button', { name: 'Menüü', exact: true }).tap({ timeout: 30_000 });
    const state = await waitForState(page, 'the menu dialog', (s) => s.probes[0].t);
    const loaded = state.loadEventAt ?? state.events[0].t;
    const tap = state.events.find((event) => event.type === 'pointerdown').t;
    return { tapToMenu: probeMs(state, 'menu'), loadToTap: tap - loaded, banner: await bannerShown(page), violations: responses };
  } finally {
    await context.close();
  }
}

const SCENARIOS = {
  // loadToFirstToast: what the shopper waits from load when the button cannot take a tap yet.
  addToCart: { run: addToCartRun, metrics: ['first', 'later', 'loadToFirstTap', 'loadToFirstToast'] },
  liveSearch: { run: searchRun, metrics: ['firstKeyToResults', 'loadToFirstKey'] },
  menu: { run: menuRun, metrics: ['tapToMenu', 'loadToTap'] },
};

async function interactions(browser) {
  const results = {};
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    for (const variant of VARIANTS) await scenario.run(browser, variant).catch((error) => process.stderr.write(`warm-up ${name} (${variant}): ${error.message}\n`));
    const samples = Object.fromEntries(VARIANTS.map((variant) => [variant, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const variant of VARIANTS) {
        const sample = await scenario.run(browser, variant).catch((error) => ({ error: error.message.split('\n')[0], violations: [] }));
        if (sample.error) problems.push(`${name} (${variant}) run ${run + 1}: ${sample.error}`);
        for (const violation of sample.violations) problems.push(`${name} (${variant}) run ${run + 1}: ${violation}`);
        if (!sample.error && sample.banner !== (variant === 'banner')) problems.push(`${name} (${variant}) run ${run + 1}: consent banner ${sample.banner ? 'shown' : 'not shown'}`);
        samples[variant].push(sample);
        process.stderr.write(`${name} ${variant} run ${run + 1}/${RUNS}: ${scenario.metrics.map((metric) => `${metric} ${Math.round(sample[metric] ?? NaN)}`).join(', ')}\n`);
      }
    }
    results[name] = Object.fromEntries(
      VARIANTS.map((variant) => [variant, Object.fromEntries(scenario.metrics.map((metric) => [`${metric}Ms`, summary(samples[variant].map((sample) => sample[metric]))]))]),
    );
  }
  return results;
}

/** Signs the context in as the seeded customer through the storefront API (sets vsf-customer). */
async function signIn(context) {
  const response = await context.request.post(`${BASE}/api/magento/generateCustomerToken`, {
    headers: { 'content-type': 'application/json', origin: BASE, 'sec-fetch-site': 'same-origin' },
    data: [SEEDED_CUSTOMER],
  });
  if (response.status() !== 200) throw new Error(`sign-in answered ${response.status()}`);
}

async function javascriptAtLoad(browser) {
  const results = {};
  for (const [kind, page] of Object.entries(PAGES)) {
    results[kind] = { path: page.path };
    for (const variant of VARIANTS) {
      const runs = [];
      for (let run = 0; run < JS_RUNS; run++) {
        const session = await phoneContext(browser, variant);
        try {
          if (page.signedIn) await signIn(session.context);
          const measured = await jsAtLoad(session.page, session.cdp, BASE + page.path, { expectStatus: page.status ?? 200 });
          for (const problem of measured.problems) problems.push(`JS at load ${kind} (${variant}): ${problem}`);
          runs.push(measured);
        } finally {
          await session.context.close();
        }
      }
      results[kind][variant] = {
        jsGzip: summary(runs.map((run) => run.jsGzip)),
        jsTransfer: summary(runs.map((run) => run.jsTransfer)),
        scripts: runs[0].scripts,
      };
      process.stderr.write(`JS at load ${kind} (${variant}): ${runs.map((run) => (run.jsGzip / 1024).toFixed(1)).join(' ')} KB gzip\n`);
    }
  }
  return results;
}

/** Fills the edge HTML cache and KV (with and without the consent cookie): first visits are timed, not first renders. */
async function warm() {
  for (const page of [...Object.values(PAGES).filter((candidate) => !candidate.signedIn), { path: PRODUCT.path }]) {
    for (const cookie of [`consent=${values.consent}`, '']) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(BASE + page.path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status !== (page.status ?? 200)) throw new Error(`${page.path}: HTTP ${response.status} while warming`);
      }
    }
  }
}

/** The readable report goes to stderr: stdout is the JSON. */
const report = new console.Console({ stdout: process.stderr, stderr: process.stderr });

function printTables(results) {
  const ms = (stats) => (stats.median === null ? '–' : `${stats.median} (${stats.min}–${stats.max})`);
  if (results.interactions) {
    const rows = {};
    for (const [name, variants] of Object.entries(results.interactions)) {
      for (const metric of SCENARIOS[name].metrics) {
        rows[`${name} ${metric}`] = Object.fromEntries(VARIANTS.map((variant) => [`${variant}: ms median (min–max)`, ms(variants[variant][`${metric}Ms`])]));
      }
    }
    report.log(`\ninteractions, ${results.profile}; median of ${RUNS} (min–max):`);
    report.table(rows);
  }
  if (results.jsAtLoad) {
    const kb = (stats) => {
      if (stats.median === null) return '–';
      const [median, min, max] = [stats.median, stats.min, stats.max].map((bytes) => (bytes / 1024).toFixed(1));
      return min === max ? median : `${median} (${min}–${max})`;
    };
    report.log(`\nJS at load (script resources until 2 s of network quiet after load), KB; median of ${JS_RUNS}:`);
    report.table(
      Object.fromEntries(
        Object.entries(results.jsAtLoad).map(([kind, page]) => [
          kind,
          { path: page.path, ...Object.fromEntries(VARIANTS.flatMap((variant) => [[`${variant} gzip`, kb(page[variant].jsGzip)], [`${variant} transfer`, kb(page[variant].jsTransfer)], [`${variant} files`, page[variant].scripts.length]])) },
        ]),
      ),
    );
  }
  report.log(problems.length ? `\nproblems (${problems.length}):\n  ${problems.join('\n  ')}` : '\nproblems: none');
}

async function main() {
  const server = values.base ? null : devServer({ port: values.port, persist: '.wrangler/bench-interactions' });
  if (server) {
    if (!values['no-build']) execFileSync(process.execPath, ['scripts/build-client.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await server.ready();
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await warm();
    const results = {
      at: new Date().toISOString(),
      base: BASE,
      profile: `phone 390×844 DPR 3 touch, CPU ${CPU_SLOWDOWN}× slower, network ${values.network === 'slow4g' ? 'slow 4G (DevTools throttling)' : 'loopback, unthrottled'}`,
      variants: { consent: `consent cookie ${values.consent}`, banner: 'no consent cookie: the first-visit banner shows' },
      runs: RUNS,
      jsRuns: JS_RUNS,
    };
    if (values.only !== 'js') results.interactions = await interactions(browser);
    if (values.only !== 'interactions') results.jsAtLoad = await javascriptAtLoad(browser);
    results.problems = problems;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/interactions.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    printTables(results);
  } finally {
    await browser.close();
    await server?.stop();
  }
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    report.log(error);
    process.exit(1);
  },
);
