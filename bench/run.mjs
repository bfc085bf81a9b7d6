#!/usr/bin/env node
// Storefront benchmark. Starts both workers (fresh local state) and reports, per page kind
// (home, category, product):
//   - JS and CSS Chromium loads, in gzip bytes;
//   - TTFB and full-document time, median of N, on an edge-cache miss, with and without
//     300 ms latency injected on every backend operation (KV already warm);
//   - upstream (backend) calls per request on a cache miss and on an edge-cache hit;
// then, in one run on loopback: edge-cache-hit throughput of the category and product pages,
// each for a first visit (no consent cookie: the banner is spliced into every hit) and with the
// consent cookie, versus the same bytes as a static `.txt` served by the assets layer (ratio),
// each both through wrangler dev's port and straight from the workerd behind it (wrangler dev's
// proxy passes every text/html response through an HTMLRewriter for live reload, a cost `.txt`
// does not pay and production does not have); category page time at 500 versus 50 000 seeded
// products; and the checkout page's JS and CSS on its payment step with a cart
// (bench/checkout-cart.mjs; budget 110 KB gzip). Every response's status (and size) is checked.
// (`.html` static copies would be answered with a 307 to the extensionless path: two round trips.)
// Usage: npm run bench  [-- --runs 11 --port 8791 --skip-scale --throughput-only --checkout-only]
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHECKOUT_PATH, prepareCheckoutCart } from './checkout-cart.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    port: { type: 'string', default: '8791' },
    latency: { type: 'string', default: '300' },
    'skip-scale': { type: 'boolean', default: false },
    // Only the cache-hit throughput comparison (about 40 s), for profiling the hit path.
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
  server = spawn('node', ['scripts/serve.mjs', '--port', values.port, '--persist', `.wrangler/bench-${seedProducts}`, '--fresh', '--seed-products', String(seedProducts)], {
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
  // identity: wrangler dev's local gzip buffers the whole body, which would hide streaming
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
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => [...document.querySelectorAll('sf-island:not([data-hydrate="visible"])')].every((el) => el.hasAttribute('data-hydrated')));
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

const CLOCK_TICK_MS = existsSync('/proc/self/stat') ? 1000 / Number(execSync('getconf CLK_TCK').toString()) : 0;

/** The processes under the started `serve.mjs` (wrangler, both workerd processes), from `/proc`. Linux only. */
function serverProcesses() {
  if (!existsSync('/proc/self/stat') || !server) return [];
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      processes.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {} // gone meanwhile
  }
  const tree = new Set([server.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (tree.has(pid) || !tree.has(ppid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  return processes.filter(({ pid }) => tree.has(pid));
}

/**
 * CPU time (ms) used so far by the server (every process of `serverProcesses`); 0 where there is
 * no `/proc`. On a shared, busy machine this is steadier than requests per second, which also
 * measure everyone else's load.
 */
function serverCpuMs() {
  if (!CLOCK_TICK_MS) return 0;
  return serverProcesses().reduce((total, { ticks }) => total + ticks, 0) * CLOCK_TICK_MS;
}

/**
 * The origin of the workerd that runs the workers themselves, behind wrangler dev's proxy (which
 * passes every text/html response through an `HTMLRewriter` for its live-reload script, a
 * development-only cost on pages that `.txt` does not pay). The same runtime, assets layer and
 * worker as production, without that proxy. Found among the server's workerd processes as the
 * listening socket that answers the backend's health check; `null` where it cannot be found.
 */
async function directBase() {
  for (const { pid } of serverProcesses()) {
    let inodes;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--socket-addr=entry=127.0.0.1:0')) continue;
      inodes = new Set(readdirSync(`/proc/${pid}/fd`).map((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]));
    } catch {
      continue;
    }
    const listening = readFileSync(`/proc/${pid}/net/tcp`, 'utf8').split('\n').slice(1).map((line) => line.trim().split(/\s+/));
    for (const fields of listening) {
      if (fields[3] !== '0A' || !inodes.has(fields[9])) continue;
      const base = `http://127.0.0.1:${parseInt(fields[1].split(':')[1], 16)}`;
      try {
        if ((await fetch(`${base}/__dev/backend/health`, { signal: AbortSignal.timeout(3000) })).ok) return base;
      } catch {}
    }
  }
  return null;
}

/**
 * Completed requests per second over `seconds`, `concurrency` clients reading whole bodies, and
 * the server's CPU ms per request meanwhile. Every response must be a 200 of `bytes` bytes
 * (redirects are not followed), else the run fails.
 */
async function throughput(url, bytes, seconds, headers = {}, concurrency = 16) {
  const cpuBefore = serverCpuMs();
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
  return { rps: done / ((performance.now() - started) / 1000), cpuMsPerRequest: (serverCpuMs() - cpuBefore) / done };
}

/** Writes `bytes` as a static asset and waits until the assets layer answers it with a 200. */
async function staticCopy(name, bytes) {
  writeFileSync(`dist/client/__bench/${name}`, bytes);
  const url = `${BASE}/__bench/${name}`;
  for (let tries = 0; ; tries++) {
    const check = await fetch(url, { redirect: 'manual' });
    await check.arrayBuffer();
    if (check.status === 200) return url;
    if (tries > 20) assertOk(check, url); // wrangler dev picks up a new asset after a moment
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A consent choice (version 1, one event, all optional categories denied): no banner. */
const CONSENT_COOKIE = 'consent=1.1.000';
/** The two kinds of visitor whose hits are measured: a first visit gets the banner spliced in. */
const VISITORS = { firstVisit: {}, withConsent: { cookie: CONSENT_COOKIE } };

/**
 * The edge-cache hit of `path` for `visitor` (request headers) and the same bytes as a static
 * `.txt`, through wrangler dev's port (`withDirect` adds the same straight from the workerd).
 * Every copy is written before any round runs: wrangler dev reloads the worker (on another inner
 * port) when the assets folder changes, and a reload in the middle of a round closes its connections.
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
  const txt = await staticCopy(`${path.replace(/\W+/g, '-')}-${visitor}.txt`, body);
  return { path, visitor, bytes: body.byteLength, targets: { page: { url: BASE + path, headers: VISITORS[visitor] }, txt: { url: txt, headers: {} } } };
}

/** `hit` with its page and `.txt` also straight from the workerd at `direct` (none when `null`). */
function withDirect(hit, direct) {
  if (!direct) return hit;
  const { page, txt } = hit.targets;
  return { ...hit, targets: { ...hit.targets, pageDirect: { ...page, url: page.url.replace(BASE, direct) }, txtDirect: { ...txt, url: txt.url.replace(BASE, direct) } } };
}

/**
 * Hits versus static copies (`prepareHit`), same server, one run: `rounds` alternating rounds
 * of each, so drift in the machine's load hits all alike.
 */
async function hitVersusStatic({ path, visitor, bytes, targets }, rounds, seconds) {
  const rps = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const { url, headers } of Object.values(targets)) await throughput(url, bytes, 1, headers); // warm
  for (let round = 0; round < rounds; round++) {
    for (const [name, { url, headers }] of Object.entries(targets)) {
      const result = await throughput(url, bytes, seconds, headers);
      rps[name].push(result.rps);
      cpu[name].push(result.cpuMsPerRequest);
    }
  }
  const mean = (numbers) => numbers.reduce((a, b) => a + b, 0) / numbers.length;
  const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
  const ratios = (page, txt) => ({
    ratioVsTxt: +(mean(rps[page]) / mean(rps[txt])).toFixed(2),
    // Each round's page next to the static round right after it: robust to a burst of load elsewhere.
    medianRoundRatio: +median(rps[page].map((value, round) => value / rps[txt][round])).toFixed(2),
    roundRatiosVsTxt: rps[page].map((value, round) => +(value / rps[txt][round]).toFixed(2)).join(' '),
    // Server CPU per request; static ÷ page is the ratio a CPU-bound server would reach.
    cpuRatioVsTxt: +(mean(cpu[txt]) / mean(cpu[page])).toFixed(2),
  });
  const via = (page, txt) => ({
    pageRps: Math.round(mean(rps[page])),
    txtRps: Math.round(mean(rps[txt])),
    ...ratios(page, txt),
    cpuMsPage: +mean(cpu[page]).toFixed(2),
    cpuMsTxt: +mean(cpu[txt]).toFixed(2),
  });
  return {
    path,
    visitor,
    bytes,
    // Through wrangler dev's port: its proxy rewrites every text/html response (live reload).
    wranglerDev: via('page', 'txt'),
    ...(targets.pageDirect ? { direct: via('pageDirect', 'txtDirect') } : {}),
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
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the reload for the new assets is over
    const direct = await directBase();
    results.directBase = direct;
    for (const [name, hit] of Object.entries(hits)) {
      results.cacheHitThroughput[name] = await hitVersusStatic(withDirect(hit, direct), Number(values.rounds), Number(values['round-seconds']));
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
    console.log(`edge-cache hit vs the same bytes as a static .txt (req/s, ${values.rounds} alternating rounds of ${values['round-seconds']} s, 16 clients; "direct": the workerd behind wrangler dev's proxy, ${results.directBase ?? 'not found'}):`);
    console.table(
      Object.fromEntries(
        Object.entries(results.cacheHitThroughput).flatMap(([name, r]) =>
          Object.entries({ 'wrangler dev': r.wranglerDev, direct: r.direct })
            .filter(([, numbers]) => numbers)
            .map(([how, numbers]) => [`${name} (${how})`, { bytes: r.bytes, ...numbers }]),
        ),
      ),
    );
  }
  if (results.categoryAtScale) console.log('category page at 500 vs 50 000 products:', results.categoryAtScale);
} finally {
  await stopServer();
}
