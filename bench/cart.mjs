#!/usr/bin/env node
// Cart benchmark (issue 7 §8). Starts both workers (fresh local state) and reports, median of N:
//   - the middleware API round trips of the cart (createEmptyCart, addProductsToCart, cart,
//     cartTotalQty, updateCartItems), measured from Node on loopback;
//   - add to cart in Chromium: from the press on 'Lisa ostukorvi' to the toast, on the first
//     press of a page (the cart chunk and the rules load then, a cart is created) and on later
//     presses (warm);
//   - cart sidebar open to filled: from the press on the header's cart button to the first line
//     shown, on the first open of a page (sidebar chunk, React root, cart load) and on reopening;
//     each timing starts on a page at rest (islands hydrated, network idle), and includes
//     Playwright's own click (its actionability checks, some tens of ms);
//   - the JavaScript each of those loads on interaction (gzip bytes Chromium fetched).
// Every API reply's status is checked. Run after `npm run build`:
//   node bench/cart.mjs [--runs 11 --port 8833]
// Results are printed and written to bench/results/cart.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { devServer } from './dev-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    port: { type: 'string', default: '8833' },
  },
});
const RUNS = Number(values.runs);
const BASE = `http://127.0.0.1:${values.port}`;
/** Seeded (e2e/fixtures/catalogue.ts): a simple product with stock, and a made-to-order one. */
const ARMCHAIR = { sku: 'MP10004', path: '/p/8/tugitool-kaisa-10004.html' };
const MATTRESS = { sku: 'MP10008', path: '/p/15/vahtmadrats-ruhnu-10008.html' };

const server = devServer({ port: values.port, persist: '.wrangler/bench-cart' });

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** One middleware API call as an island sends it; fails the run on anything but a 200. */
async function call(method, args) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/magento/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(args),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${method}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, data: body.data };
}

async function apiRoundTrips() {
  const samples = { createEmptyCart: [], addProductsToCart: [], cart: [], cartTotalQty: [], updateCartItems: [] };
  for (let run = 0; run < RUNS + 1; run++) {
    const created = await call('createEmptyCart', []);
    const cartId = created.data.cartId;
    const added = await call('addProductsToCart', [{ cartId, cartItems: [{ sku: MATTRESS.sku, quantity: 1 }] }]);
    if (added.data.user_errors.length) throw new Error(JSON.stringify(added.data.user_errors));
    const loaded = await call('cart', [cartId]);
    const count = await call('cartTotalQty', [cartId]);
    const uid = loaded.data.cart.items[0].uid;
    const updated = await call('updateCartItems', [{ cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity: 2 }] }]);
    if (run === 0) continue; // warm-up
    samples.createEmptyCart.push(created.ms);
    samples.addProductsToCart.push(added.ms);
    samples.cart.push(loaded.ms);
    samples.cartTotalQty.push(count.ms);
    samples.updateCartItems.push(updated.ms);
  }
  return Object.fromEntries(Object.entries(samples).map(([method, ms]) => [method, round(median(ms))]));
}

/** Gzip bytes of the scripts Chromium fetches while `action` runs. */
async function scriptsDuring(page, action) {
  const bodies = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).byteLength, () => 0));
  };
  page.on('response', onResponse);
  const result = await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { result, jsGzip: (await Promise.all(bodies)).reduce((a, b) => a + b, 0) };
}

/** The page at rest: its islands hydrated and nothing loading, so a timing starts from idle. */
async function settled(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('sf-island:not([data-hydrate="visible"])')].every((island) => island.hasAttribute('data-hydrated')));
  await page.waitForLoadState('networkidle');
}

async function openProduct(page, path) {
  await page.goto(BASE + path);
  await page.getByRole('button', { name: 'Lisa ostukorvi' }).and(page.locator(':enabled')).waitFor();
  await settled(page);
}

/** Press 'Lisa ostukorvi' and wait for the toast naming the product: ms. */
async function timedAdd(page) {
  const toasts = page.locator('.notification');
  const before = await toasts.count();
  const started = Date.now();
  await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('.notification').length > n, before);
  return Date.now() - started;
}

/** Press the header's cart button and wait for the first line in the sidebar: ms. */
async function timedOpen(page) {
  const started = Date.now();
  await page.getByRole('button', { name: /^Ostukorv/ }).click();
  await page.locator('#cart-sidebar .cart-line').first().waitFor();
  return Date.now() - started;
}

async function browserTimings(browser) {
  const addFirst = [];
  const addWarm = [];
  const openFirst = [];
  const openAgain = [];
  let addJs = 0;
  let openJs = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openProduct(page, MATTRESS.path);
    const first = await scriptsDuring(page, () => timedAdd(page));
    addFirst.push(first.result);
    addJs = first.jsGzip;
    // Toasts with the same title are not repeated (storefront.md §4): wait for it to go.
    await page.locator('.notification').waitFor({ state: 'detached', timeout: 10_000 });
    addWarm.push(await timedAdd(page));
    // A new page: the sidebar's chunk is not loaded yet; the cart has lines.
    await page.goto(BASE + ARMCHAIR.path);
    await page.waitForFunction(() => document.querySelector('[aria-controls="cart-sidebar"]')?.tagName === 'BUTTON');
    await settled(page);
    const opened = await scriptsDuring(page, () => timedOpen(page));
    openFirst.push(opened.result);
    openJs = opened.jsGzip;
    await page.keyboard.press('Escape');
    await page.locator('#cart-sidebar').waitFor({ state: 'hidden' });
    openAgain.push(await timedOpen(page));
    await context.close();
  }
  return {
    addToCartFirstPressMs: median(addFirst),
    addToCartWarmMs: median(addWarm),
    addToCartJsGzipOnFirstPress: addJs,
    sidebarOpenToFilledFirstMs: median(openFirst),
    sidebarReopenToFilledMs: median(openAgain),
    sidebarJsGzipOnFirstOpen: openJs,
  };
}

const results = { date: new Date().toISOString(), runs: RUNS };
try {
  await server.ready();
  results.apiMedianMs = await apiRoundTrips();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    results.browser = await browserTimings(browser);
  } finally {
    await browser.close();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/cart.json', JSON.stringify(results, null, 2));
  console.log(`cart middleware API, median of ${RUNS} on loopback (ms):`);
  console.table(results.apiMedianMs);
  console.log(`Chromium, median of ${RUNS} (ms; JS in gzip bytes loaded on that interaction):`);
  console.table(results.browser);
} finally {
  await server.stop();
}
