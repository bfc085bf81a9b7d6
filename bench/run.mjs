#!/usr/bin/env node
// Storefront benchmark. Starts both workers (fresh local state) from their production bundles
// (`scripts/serve.mjs --bundled`: no wrangler dev proxy, request log or inspector, React's
// production build) and reports, per page kind (home, category, product):
//   - JS and CSS Chromium loads at start (until the network is idle), in gzip bytes;
//   - TTFB and full-document time, median of N, on an edge-cache miss, with and without
//     300 ms latency injected on every backend operation (KV already warm);
//   - upstream (backend) calls per request on a cache miss and on an edge-cache hit;
// then, in one run on loopback: edge-cache-hit throughput of the category and product pages,
// each for a first visit (no consent cookie: the banner is spliced into every hit) and with the
// consent cookie, versus the same bytes as a static `.txt` served by the same runtime's assets
// layer (ratio), beside the floor: the same ratio for a worker that does nothing but answer the
// bytes (bench/floor-server.mjs, same runtime and assets layer); category page time at 500 versus 50 000 seeded
// products; and the checkout page's JS and CSS on its payment step with a cart
// (bench/checkout-cart.mjs; budget 110 KB gzip). Every response's status (and size) is checked.
// (`.html` static copies would be answered with a 307 to the extensionless path: two round trips.)
// Usage: npm run bench  [-- --runs 11 --port 8791 --skip-scale --throughput-only --checkout-only]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHECKOUT_PATH, prepareCheckoutCart } from './checkout-cart.mjs';
import { startFloorServer } from './floor-server.mjs';
import { processTreeCpuMs } from './process-cpu.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    port: { type: 'string', default: '8791' },
    latency: { type: 'string', default: '300' },
    'skip-scale': { type: 'boolean', default: false },
    // Only the cache-hit throughput comparison (about 2.5 min), for profiling the hit path.
    'throughput-only': { type: 'boolean', default: false },
    // Only the checkout page's JS and CSS (about 30 s).
    'checkout-only': { type: 'boolean', default: false },
    // Seconds per throughput round; rounds alternate page and static file.
    'round-seconds': { type: 'string', default: '2' },
    rounds: { type: 'string', default: '7' },
  },
});
const RUNS = Number(values.runs);
const SCALE_RUNS = Math.max(RUNS, 21);
const LATENCY_MS = Number(values.latency);
const BASE = `http://127.0.0.1:${values.port}`;
const PAGES = { home: '/', category: '/c/diivanid.html', product: '/p/3/diivan-toompea-10002.html' };

let server = null;
function startServer(seedProducts) {
  let log = '';
  server = spawn('node', ['scripts/serve.mjs', '--port', values.port, '--persist', `.wrangler/bench-${seedProducts}`, '--fresh', '--seed-products', String(seedProducts), '--bundled'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  server.stderr.on('data', (chunk) => (log += chunk));
  return async () => {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${BASE}/__dev/backend/health`);
        if (response.ok) return response.json();
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`server did not start:\n${log.slice(-2000)}`);
  };
}
async function stopServer() {
  if (!server) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 1500));
  server = null;
}
process.on('exit', () => {
  if (server) try { process.kill(-server.pid, 'SIGTERM'); } catch {}
});

const dev = (endpoint, method = 'GET', body) =>
  fetch(`${BASE}/__dev/backend/${endpoint}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) }).then((r) => r.json());

/** Fails the run on anything but a 200 (a redirect is not followed: it would be two round trips). */
function assertOk(response, url) {
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, expected 200`);
}

/**
 * Time to the first body byte and to the end of the document, in ms. `expectCache`: the
 * X-Edge-Cache header the response must carry (the run fails otherwise).
 */
async function timeDocument(path, expectCache) {
  const started = performance.now();
  // identity: the local runtime's gzip buffers the whole body, which would hide streaming
  const response = await fetch(BASE + path, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  assertOk(response, path);
  if (expectCache && response.headers.get('x-edge-cache') !== expectCache) {
    throw new Error(`${path}: X-Edge-Cache ${response.headers.get('x-edge-cache')}, expected ${expectCache}`);
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  let bytes = first.value?.byteLength ?? 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  return { status: response.status, cache: response.headers.get('x-edge-cache'), ttfb, total: performance.now() - started, bytes };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
/**
 * A URL the edge HTML cache has never seen: a filter parameter (`f…`) is part of the cache key,
 * and pages ignore a filter code they do not offer. (Unknown parameters such as `utm_*` are not
 * in the key, so they would hit.) `timeDocument(miss(…), 'MISS')` checks it really missed.
 */
let missCounter = 0;
const miss = (path) => `${path}${path.includes('?') ? '&' : '?'}fbench=${Date.now()}-${missCounter++}`;

async function assetBytes(browser, path) {
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      assets.push({ type, gzip: gzipSync(await response.body(), { level: 9 }).byteLength });
    } catch {}
  });
  // What loads at start, until the network is idle: islands that wait for a use, for sight or
  // for a moment (the newsletter popup's delay) load later; bench/interactions.mjs measures those.
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.close();
  const sum = (type) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset.gzip, 0);
  return { jsGzip: sum('script'), cssGzip: sum('stylesheet') };
}

/**
 * JS and CSS of the checkout (issue 7 §8: budget 110 KB gzip) as a shopper on its payment step
 * loads them: the cart cookie and checkout data in the browser, every island hydrated and the
 * payment methods shown.
 */
async function checkoutAssetBytes(browser) {
  const { cartId, storage } = await prepareCheckoutCart(BASE);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'vsf-cart', value: cartId, url: BASE }]);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      assets.push({ type, gzip: gzipSync(await response.body(), { level: 9 }).byteLength });
    } catch {}
  });
  await page.goto(BASE + CHECKOUT_PATH, { waitUntil: 'networkidle' });
  await page.getByRole('radiogroup').waitFor();
  await context.close();
  const sum = (type) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset.gzip, 0);
  return { path: CHECKOUT_PATH, jsGzip: sum('script'), cssGzip: sum('stylesheet'), jsBudgetGzip: 110 * 1024 };
}

async function upstreamCalls(path, expectCache) {
  await dev('stats', 'DELETE');
  const result = await timeDocument(path, expectCache);
  await new Promise((resolve) => setTimeout(resolve, 300)); // waitUntil work settles
  return { calls: (await dev('stats')).total, cache: result.cache };
}

/** CPU ms used so far by the started `serve.mjs` and its workerd (bench/process-cpu.mjs). */
const serverCpuMs = () => (server ? processTreeCpuMs(server.pid) : 0);

/**
 * Completed requests per second over `seconds`, `concurrency` clients reading whole bodies, and
 * the CPU ms per request meanwhile of the server `cpuMs` measures. Every response must be a 200
 * of `bytes` bytes (redirects are not followed), else the run fails.
 */
async function throughput(url, bytes, seconds, headers = {}, cpuMs = serverCpuMs, concurrency = 16) {
  const cpuBefore = cpuMs();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(url, { headers, redirect: 'manual' });
        const body = await response.arrayBuffer();
        assertOk(response, url);
        if (body.byteLength !== bytes) throw new Error(`${url}: ${body.byteLength} bytes, expected ${bytes}`);
        done += 1;
      }
    }),
  );
  return { rps: done / ((performance.now() - started) / 1000), cpuMsPerRequest: (cpuMs() - cpuBefore) / done };
}

/**
 * Makes the assets layer serve every file written into `dist/client/__bench` (`names`): the
 * bundled runtime reads its assets folder again on SIGUSR2 (scripts/serve.mjs --bundled). Waits
 * until each answers with a 200.
 */
async function serveStaticCopies(names) {
  process.kill(server.pid, 'SIGUSR2');
  for (const name of names) {
    const url = `${BASE}/__bench/${name}`;
    for (let tries = 0; ; tries++) {
      const check = await fetch(url, { redirect: 'manual' }).catch(() => null);
      await check?.arrayBuffer();
      if (check?.status === 200) break;
      if (tries > 40) throw new Error(`${url} was not served after the assets reload`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A consent choice (version 1, one event, all optional categories denied): no banner. */
const CONSENT_COOKIE = 'consent=1.1.000';
/** The two kinds of visitor whose hits are measured: a first visit gets the banner spliced in. */
const VISITORS = { firstVisit: {}, withConsent: { cookie: CONSENT_COOKIE } };
/** Headers of a hit the floor worker does not repeat: the connection's own, set by the runtime. */
const CONNECTION_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive', 'date']);

/**
 * The edge-cache hit of `path` for `visitor` (request headers): its bytes and headers, written as
 * a static `.txt` (`name`; served once `serveStaticCopies` has run).
 */
async function prepareHit(path, visitor) {
  await timeDocument(path);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the cache write (waitUntil) lands
  const response = await fetch(BASE + path, { headers: { ...VISITORS[visitor], 'accept-encoding': 'identity' }, redirect: 'manual' });
  const body = new Uint8Array(await response.arrayBuffer());
  assertOk(response, path);
  if (response.headers.get('x-edge-cache') !== 'HIT') throw new Error(`${path} was not an edge-cache hit`);
  const banner = new TextDecoder().decode(body).includes('data-consent-banner');
  if (banner !== (visitor === 'firstVisit')) throw new Error(`${path} (${visitor}): consent banner ${banner ? 'shown' : 'missing'}`);
  const name = `${path.replace(/\W+/g, '-')}-${visitor}.txt`;
  writeFileSync(`dist/client/__bench/${name}`, body);
  const headers = Object.fromEntries([...response.headers].filter(([header]) => !CONNECTION_HEADERS.has(header)));
  return { path, visitor, name, body, headers };
}

/**
 * One run, alternating rounds so drift in the machine's load hits all alike, of four answers of
 * the same bytes: the storefront's hit and its static `.txt`, from the bundled runtime; and the
 * floor worker's answer and the floor server's `.txt` (bench/floor-server.mjs). `hit ÷ txt` is
 * the storefront's ratio, `floor ÷ floorTxt` the best any worker reaches on this runtime, and
 * their CPU ms per request differ by the storefront's own work per hit.
 */
async function hitVersusStatic({ path, visitor, name, body }, floor, rounds, seconds) {
  const targets = {
    hit: { url: BASE + path, headers: VISITORS[visitor], cpuMs: serverCpuMs },
    txt: { url: `${BASE}/__bench/${name}`, headers: {}, cpuMs: serverCpuMs },
    floor: { url: `${floor.base}/__floor/${name}`, headers: VISITORS[visitor], cpuMs: floor.cpuMs },
    floorTxt: { url: `${floor.base}/__bench/${name}`, headers: {}, cpuMs: floor.cpuMs },
  };
  const bytes = body.byteLength;
  const rps = Object.fromEntries(Object.keys(targets).map((target) => [target, []]));
  const cpu = Object.fromEntries(Object.keys(targets).map((target) => [target, []]));
  for (const { url, headers, cpuMs } of Object.values(targets)) await throughput(url, bytes, 1, headers, cpuMs); // warm
  for (let round = 0; round < rounds; round++) {
    for (const [target, { url, headers, cpuMs }] of Object.entries(targets)) {
      const result = await throughput(url, bytes, seconds, headers, cpuMs);
      rps[target].push(result.rps);
      cpu[target].push(result.cpuMsPerRequest);
    }
  }
  const mean = (numbers) => numbers.reduce((a, b) => a + b, 0) / numbers.length;
  const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
  const ratio = (page, txt) => mean(rps[page]) / mean(rps[txt]);
  return {
    path,
    visitor,
    bytes,
    hitRps: Math.round(mean(rps.hit)),
    txtRps: Math.round(mean(rps.txt)),
    ratioVsTxt: +ratio('hit', 'txt').toFixed(2),
    // Each round's hit next to the static round right after it: robust to a burst of load elsewhere.
    medianRoundRatio: +median(rps.hit.map((value, round) => value / rps.txt[round])).toFixed(2),
    roundRatiosVsTxt: rps.hit.map((value, round) => +(value / rps.txt[round]).toFixed(2)).join(' '),
    floorRatioVsTxt: +ratio('floor', 'floorTxt').toFixed(2),
    // The storefront's ratio as a share of the floor's: 1 is a hit that costs no more than nothing.
    ofFloor: +(ratio('hit', 'txt') / ratio('floor', 'floorTxt')).toFixed(2),
    cpuMsHit: +mean(cpu.hit).toFixed(2),
    cpuMsTxt: +mean(cpu.txt).toFixed(2),
    cpuMsFloor: +mean(cpu.floor).toFixed(2),
    cpuMsFloorTxt: +mean(cpu.floorTxt).toFixed(2),
  };
}

const results = { date: new Date().toISOString(), latencyMs: LATENCY_MS, runs: RUNS, pages: {} };
try {
  const health = await startServer(360)();
  results.seededProducts = health.products;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [name, path] of values['throughput-only'] || values['checkout-only'] ? [] : Object.entries(PAGES)) {
    await timeDocument(path); // KV warm, page cached
    const assets = await assetBytes(browser, path);
    const onMiss = await upstreamCalls(miss(path), 'MISS');
    const onHit = await upstreamCalls(path, 'HIT');
    await dev('faults', 'POST', { rules: [{ operation: '*', latencyMs: LATENCY_MS }] });
    const slow = [];
    for (let run = 0; run < RUNS; run++) slow.push(await timeDocument(miss(path), 'MISS'));
    await dev('faults', 'DELETE');
    const fast = [];
    for (let run = 0; run < RUNS; run++) fast.push(await timeDocument(miss(path), 'MISS'));
    results.pages[name] = {
      path,
      ...assets,
      ttfbMsWithLatency: Math.round(median(slow.map((s) => s.ttfb))),
      documentMsWithLatency: Math.round(median(slow.map((s) => s.total))),
      ttfbMsNoLatency: Math.round(median(fast.map((s) => s.ttfb))),
      documentMsNoLatency: Math.round(median(fast.map((s) => s.total))),
      htmlBytes: fast[0].bytes,
      upstreamCallsOnMiss: onMiss.calls,
      upstreamCallsOnHit: onHit.calls,
      edgeCacheOnRepeat: onHit.cache,
    };
  }
  if (!values['throughput-only']) results.checkout = await checkoutAssetBytes(browser);
  await browser.close();

  // Edge-cache hits vs a static file of the same size, same server, one run.
  mkdirSync('dist/client/__bench', { recursive: true });
  try {
    results.cacheHitThroughput = {};
    const hits = {};
    for (const name of values['checkout-only'] ? [] : ['category', 'product']) {
      for (const visitor of Object.keys(VISITORS)) hits[`${name} ${visitor}`] = await prepareHit(PAGES[name], visitor);
    }
    await serveStaticCopies(Object.values(hits).map((hit) => hit.name));
    const floor = await startFloorServer();
    try {
      for (const hit of Object.values(hits)) await floor.hold(hit.name, hit.body, hit.headers);
      for (const [name, hit] of Object.entries(hits)) {
        results.cacheHitThroughput[name] = await hitVersusStatic(hit, floor, Number(values.rounds), Number(values['round-seconds']));
      }
    } finally {
      await floor.stop();
    }
  } finally {
    rmSync('dist/client/__bench', { recursive: true, force: true });
  }
  await stopServer();

  if (!values['skip-scale'] && !values['throughput-only'] && !values['checkout-only']) {
    const scale = {};
    for (const products of [500, 50_000]) {
      const started = performance.now();
      await startServer(products)();
      const seedSeconds = (performance.now() - started) / 1000;
      const health = await (await fetch(`${BASE}/__dev/backend/health`)).json();
      for (let run = 0; run < 5; run++) await timeDocument(miss(PAGES.category), 'MISS'); // KV and JIT warm
      const samples = [];
      for (let run = 0; run < SCALE_RUNS; run++) samples.push(await timeDocument(miss(PAGES.category), 'MISS'));
      const totals = samples.map((s) => s.total);
      // min as well as median: loopback streaming sometimes stalls ~40 ms (delayed ACK), which
      // swamps a few-ms difference in the median.
      scale[products] = { seeded: health.products, documentMs: Math.round(median(totals)), minDocumentMs: Math.round(Math.min(...totals)), startAndSeedSeconds: +seedSeconds.toFixed(1) };
      await stopServer();
    }
    results.categoryAtScale = {
      ...scale,
      ratio: +(scale[50_000].documentMs / scale[500].documentMs).toFixed(2),
      minRatio: +(scale[50_000].minDocumentMs / scale[500].minDocumentMs).toFixed(2),
    };
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(values['checkout-only'] ? 'bench/results/checkout.json' : 'bench/results/latest.json', JSON.stringify(results, null, 2));
  if (!values['checkout-only']) {
    console.log(`seeded products: ${results.seededProducts}; injected backend latency: ${LATENCY_MS} ms; median of ${RUNS}; edge-cache misses forced with a unique filter parameter (each checked: X-Edge-Cache MISS)`);
    console.table(
      Object.fromEntries(
        Object.entries(results.pages).map(([name, r]) => [
          name,
          {
            'JS gzip KB': +(r.jsGzip / 1024).toFixed(1),
            'CSS gzip KB': +(r.cssGzip / 1024).toFixed(1),
            [`TTFB ms +${LATENCY_MS}`]: r.ttfbMsWithLatency,
            [`doc ms +${LATENCY_MS}`]: r.documentMsWithLatency,
            'TTFB ms': r.ttfbMsNoLatency,
            'doc ms': r.documentMsNoLatency,
            'calls (miss)': r.upstreamCallsOnMiss,
            'calls (hit)': r.upstreamCallsOnHit,
          },
        ]),
      ),
    );
  }
  if (results.checkout) {
    const { jsGzip, cssGzip, jsBudgetGzip } = results.checkout;
    console.log(`checkout (payment step, ${CHECKOUT_PATH}): JS ${(jsGzip / 1024).toFixed(1)} KB gzip (budget ${jsBudgetGzip / 1024} KB), CSS ${(cssGzip / 1024).toFixed(1)} KB gzip`);
  }
  if (!values['checkout-only']) {
    console.log(
      `edge-cache hit vs the same bytes as a static .txt (req/s, ${values.rounds} alternating rounds of ${values['round-seconds']} s, 16 clients, ` +
        `bundled runtime); floor: a worker that only answers the bytes it holds (bench/floor-server.mjs):`,
    );
    console.table(Object.fromEntries(Object.entries(results.cacheHitThroughput).map(([name, { path, visitor, ...numbers }]) => [name, numbers])));
  }
  if (results.categoryAtScale) console.log('category page at 500 vs 50 000 products:', results.categoryAtScale);
} finally {
  await stopServer();
}
