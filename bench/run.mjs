#!/usr/bin/env node
// Storefront benchmark: starts both workers (fresh local state) and reports, for the home page
// and a category page:
//   - JS and CSS loaded by Chromium, in gzip bytes (what a shopper downloads);
//   - TTFB and full-document time, median of N, with 300 ms latency injected on every backend
//     GraphQL operation (KV already warm: the shell data comes from KV);
//   - upstream (backend) calls per request, warm and cold.
// Usage: npm run bench  [-- --runs 15 --port 8791]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '11' }, port: { type: 'string', default: '8791' }, latency: { type: 'string', default: '300' } } });
const RUNS = Number(values.runs);
const LATENCY_MS = Number(values.latency);
const BASE = `http://127.0.0.1:${values.port}`;

const server = spawn('node', ['scripts/serve.mjs', '--port', values.port, '--persist', '.wrangler/bench', '--fresh'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
let serverLog = '';
server.stderr.on('data', (chunk) => (serverLog += chunk));
const stopServer = () => { try { process.kill(-server.pid, 'SIGTERM'); } catch {} };
process.on('exit', stopServer);

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/__dev/backend/health`);
      if (response.ok) return response.json();
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start:\n${serverLog.slice(-2000)}`);
}

const dev = (endpoint, method = 'GET', body) =>
  fetch(`${BASE}/__dev/backend/${endpoint}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) }).then((r) => r.json());

/** Time to first body byte and to the end of the document, in ms. */
async function timeDocument(path) {
  const started = performance.now();
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
  return { status: response.status, ttfb, total: performance.now() - started, bytes };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function assetBytes(browser, path) {
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.push({ type, url: response.url(), gzip: gzipSync(body, { level: 9 }).byteLength });
    } catch {}
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => [...document.querySelectorAll('sf-island')].every((el) => el.hasAttribute('data-hydrated')));
  await page.close();
  const sum = (type) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset.gzip, 0);
  return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), files: assets.length };
}

async function upstreamCalls(path) {
  await dev('stats', 'DELETE');
  await timeDocument(path);
  await new Promise((resolve) => setTimeout(resolve, 300)); // waitUntil work (KV writes) settles
  const stats = await dev('stats');
  return stats.total;
}

try {
  const health = await waitForServer();
  const home = await (await fetch(BASE + '/')).text();
  const categoryPath = /href="(\/c\/[^"]+)"/.exec(home)?.[1];
  if (!categoryPath) throw new Error('no category link on the home page');
  const pages = { home: '/', category: categoryPath };

  const results = { date: new Date().toISOString(), seededProducts: health.products, latencyMs: LATENCY_MS, runs: RUNS, pages: {} };
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [name, path] of Object.entries(pages)) {
    await timeDocument(path); // warm KV for this page
    const assets = await assetBytes(browser, path);
    const warmCalls = await upstreamCalls(path);
    await dev('faults', 'POST', { rules: [{ operation: '*', latencyMs: LATENCY_MS }] });
    const samples = [];
    for (let run = 0; run < RUNS; run++) samples.push(await timeDocument(path));
    await dev('faults', 'DELETE');
    const fast = [];
    for (let run = 0; run < RUNS; run++) fast.push(await timeDocument(path));
    results.pages[name] = {
      path,
      ...assets,
      ttfbMsWithLatency: Math.round(median(samples.map((s) => s.ttfb))),
      documentMsWithLatency: Math.round(median(samples.map((s) => s.total))),
      ttfbMsNoLatency: Math.round(median(fast.map((s) => s.ttfb))),
      documentMsNoLatency: Math.round(median(fast.map((s) => s.total))),
      htmlBytes: samples[0].bytes,
      upstreamCallsWarmKv: warmCalls,
    };
  }
  await browser.close();

  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  console.log(`seeded products: ${results.seededProducts}; injected backend latency: ${LATENCY_MS} ms; median of ${RUNS}`);
  console.table(
    Object.fromEntries(
      Object.entries(results.pages).map(([name, r]) => [
        name,
        {
          'JS gzip KB': (r.jsGzip / 1024).toFixed(1),
          'CSS gzip KB': (r.cssGzip / 1024).toFixed(1),
          [`TTFB ms (+${LATENCY_MS})`]: r.ttfbMsWithLatency,
          [`document ms (+${LATENCY_MS})`]: r.documentMsWithLatency,
          'TTFB ms (no latency)': r.ttfbMsNoLatency,
          'document ms (no latency)': r.documentMsNoLatency,
          'upstream calls': r.upstreamCallsWarmKv,
        },
      ]),
    ),
  );
} finally {
  stopServer();
}
