#!/usr/bin/env node
// Storefront benchmark. Starts both workers (fresh local state) and reports, per page kind
// (home, category, product):
//   - JS and CSS Chromium loads, in gzip bytes;
//   - TTFB and full-document time, median of N, on an edge-cache miss, with and without
//     300 ms latency injected on every backend operation (KV already warm);
//   - upstream (backend) calls per request on a cache miss and on an edge-cache hit;
// then, in one run on loopback: edge-cache-hit throughput of the category page versus a static
// asset of the same size (ratio), and category page time at 500 versus 50 000 seeded products.
// Usage: npm run bench  [-- --runs 11 --port 8791 --skip-scale]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '11' },
    port: { type: 'string', default: '8791' },
    latency: { type: 'string', default: '300' },
    'skip-scale': { type: 'boolean', default: false },
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

/** Time to the first body byte and to the end of the document, in ms. */
async function timeDocument(path) {
  const started = performance.now();
  // identity: wrangler dev's local gzip buffers the whole body, which would hide streaming
  const response = await fetch(BASE + path, { headers: { 'accept-encoding': 'identity' } });
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
/** A URL the edge HTML cache has never seen (unknown query parameters are ignored by the page). */
let missCounter = 0;
const miss = (path) => `${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${missCounter++}`;

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

async function upstreamCalls(path) {
  await dev('stats', 'DELETE');
  const result = await timeDocument(path);
  await new Promise((resolve) => setTimeout(resolve, 300)); // waitUntil work settles
  return { calls: (await dev('stats')).total, cache: result.cache };
}

/** Completed requests per second over `seconds`, `concurrency` clients reading whole bodies. */
async function throughput(url, seconds = 5, concurrency = 16) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) done += 1;
      }
    }),
  );
  return done / seconds;
}

const results = { date: new Date().toISOString(), latencyMs: LATENCY_MS, runs: RUNS, pages: {} };
try {
  const health = await startServer(360)();
  results.seededProducts = health.products;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [name, path] of Object.entries(PAGES)) {
    await timeDocument(path); // KV warm, page cached
    const assets = await assetBytes(browser, path);
    const onMiss = await upstreamCalls(miss(path));
    const onHit = await upstreamCalls(path);
    await dev('faults', 'POST', { rules: [{ operation: '*', latencyMs: LATENCY_MS }] });
    const slow = [];
    for (let run = 0; run < RUNS; run++) slow.push(await timeDocument(miss(path)));
    await dev('faults', 'DELETE');
    const fast = [];
    for (let run = 0; run < RUNS; run++) fast.push(await timeDocument(miss(path)));
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
  await browser.close();

  // Edge-cache hits vs a static asset of the same size, same server, one run.
  const cached = await timeDocument(PAGES.category);
  mkdirSync('dist/client/__bench', { recursive: true });
  writeFileSync('dist/client/__bench/static.html', 'x'.repeat(cached.bytes));
  await new Promise((resolve) => setTimeout(resolve, 2000)); // wrangler dev picks up the file
  const staticCheck = await fetch(`${BASE}/__bench/static.html`);
  if (!staticCheck.ok) throw new Error(`static asset not served: ${staticCheck.status}`);
  await staticCheck.arrayBuffer();
  const cachedRps = await throughput(BASE + PAGES.category);
  const staticRps = await throughput(`${BASE}/__bench/static.html`);
  rmSync('dist/client/__bench', { recursive: true, force: true });
  results.cacheHitThroughput = { bytes: cached.bytes, cachedPageRps: Math.round(cachedRps), staticAssetRps: Math.round(staticRps), ratio: +(cachedRps / staticRps).toFixed(2) };
  await stopServer();

  if (!values['skip-scale']) {
    const scale = {};
    for (const products of [500, 50_000]) {
      const started = performance.now();
      await startServer(products)();
      const seedSeconds = (performance.now() - started) / 1000;
      const health = await (await fetch(`${BASE}/__dev/backend/health`)).json();
      for (let run = 0; run < 5; run++) await timeDocument(miss(PAGES.category)); // KV and JIT warm
      const samples = [];
      for (let run = 0; run < SCALE_RUNS; run++) samples.push(await timeDocument(miss(PAGES.category)));
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
  writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  console.log(`seeded products: ${results.seededProducts}; injected backend latency: ${LATENCY_MS} ms; median of ${RUNS}; edge-cache misses forced with a unique query parameter`);
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
  console.log('edge-cache hit vs static asset:', results.cacheHitThroughput);
  if (results.categoryAtScale) console.log('category page at 500 vs 50 000 products:', results.categoryAtScale);
} finally {
  await stopServer();
}
