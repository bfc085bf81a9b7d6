#!/usr/bin/env node
// CMS publish benchmark (issue 9 §8). Starts both workers (fresh local state) and reports:
//   - upstream calls per warm page, CMS calls among them (goal 0): on an edge-cache hit, and on
//     an edge-cache miss with KV warm (a render from KV);
//   - publish-to-fresh latency: from sending the webhook (`POST /hooks/cms`, answered 200
//     once its KV work is done) to the first response of the page that is not the cached copy
//     (X-Edge-Cache MISS), median and max of N; the webhook's own answer time beside it.
//     With the reference CMS present (GET /cms/api/pages answers), a real edit through the CMS
//     write API, which sends the webhook itself: the home page's title when the home page renders
//     its CMS page (only its tag version changes), else the newsletter heading (a global bump);
//     fresh = the first X-Edge-Cache MISS (the page was a HIT before the write: only a new key
//     makes it miss); the clock runs from the write's start. Without the CMS,
//     a delivery that no stored page matches (global bump) is sent directly.
// Usage: node bench/cms-publish.mjs [--runs 15 --port 8834]   (after `npm run build`)
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { devServer } from './dev-server.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, port: { type: 'string', default: '8834' } } });
const RUNS = Number(values.runs);
const BASE = `http://127.0.0.1:${values.port}`;
const SECRET = 'development-cms-webhook-secret'; // wrangler.toml CMS_WEBHOOK_SECRET (development)
const CMS_TOKEN = 'development-cms-api-token'; // backend/wrangler.toml CMS_API_TOKEN (development)
const CMS_READ_TOKEN = 'development-cms-read-token'; // backend/wrangler.toml CMS_READ_TOKEN (development)
const PAGES = ['/', '/kategooriad.html', '/kontaktid.html', '/info/tarne.html'];

const server = devServer({ port: values.port, persist: '.wrangler/bench-cms-publish' });
const dev = (endpoint, init) => fetch(`${BASE}/__dev/backend/${endpoint}`, init);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

async function get(path) {
  const response = await fetch(BASE + path, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-edge-cache'), upstream: response.headers.get('x-upstream-calls'), body: await response.text() };
}

/**
 * Upstream calls of one request: the backend's count of GraphQL and search requests over the
 * whole request (/__stats, deferred parts included), and the storefront's own count of CMS calls
 * before the response started (`X-Upstream-Calls`, development only; CMS content is critical data).
 */
async function callsOf(path) {
  await dev('stats', { method: 'DELETE' });
  const page = await get(path);
  await sleep(300); // waitUntil work settles
  const stats = await (await dev('stats')).json();
  const cms = Number(/cms=(\d+)/.exec(page.upstream ?? '')?.[1] ?? NaN);
  return { status: page.status, cache: page.cache, backendCalls: stats.total, cmsCalls: cms };
}

async function warm(path) {
  for (let i = 0; i < 5; i++) {
    const page = await get(path);
    if (page.status !== 200) return false;
    if (page.cache === 'HIT') return true;
    await sleep(200);
  }
  throw new Error(`${path} never became an edge-cache hit`);
}

/** Poll the page until `fresh(page)`; ms from `since`. */
async function freshAfter(path, since, fresh) {
  const deadline = since + 30_000;
  for (;;) {
    const page = await get(path);
    if (fresh(page)) return performance.now() - since;
    if (performance.now() > deadline) throw new Error(`${path} not fresh 30 s after the publish`);
    await sleep(2);
  }
}

async function referenceCmsPage(identifier) {
  const query = new URLSearchParams({ 'filters[identifier][$eq]': identifier, status: 'published' });
  const response = await dev(`cms/api/pages?${query}`, { headers: { authorization: `Bearer ${CMS_READ_TOKEN}` } }).catch(() => null);
  if (!response?.ok) return null;
  const json = await response.json().catch(() => null);
  return json?.data?.[0] ?? null;
}

async function main() {
  console.error('starting the workers…');
  await server.ready();
  const served = [];
  for (const path of PAGES) if (await warm(path)) served.push(path);

  const warmCalls = {};
  for (const path of served) {
    const hit = await callsOf(path);
    await get(`${path}?fwarm=1`); // a first miss: KV warm from the renders above
    const miss = await callsOf(`${path}?fwarm=${Date.now()}`);
    warmCalls[path] = { edgeHit: hit, edgeMissKvWarm: miss };
  }

  const home = await referenceCmsPage('home');
  // The home route renders its CMS page when it declares the page's tag (Cache-Tag).
  const homeTags = (await fetch(`${BASE}/`)).headers.get('cache-tag') ?? '';
  const homeShowsCms = Boolean(home) && homeTags.split(',').includes('cms-page:home');
  // A page edit when the home page renders its CMS page; else a newsletter edit (a global bump).
  const mode = !home ? 'direct webhook (global bump)' : homeShowsCms ? 'reference CMS: home page title edit' : 'reference CMS: newsletter heading edit (global bump)';
  const path = '/';
  const publishToFresh = [];
  const writeAnswer = [];
  for (let run = 0; run < RUNS; run++) {
    await warm(path);
    if (home) {
      const text = `Bench ${Date.now()}-${run}`;
      const [target, data] = homeShowsCms ? [`pages/${home.documentId}`, { title: text }] : ['newsletter', { heading: text }];
      const started = performance.now();
      const response = await dev(`cms/api/${target}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${CMS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      if (!response.ok) throw new Error(`CMS write answered ${response.status}: ${await response.text()}`);
      writeAnswer.push(performance.now() - started);
      publishToFresh.push(await freshAfter(path, started, (page) => page.cache === 'MISS'));
    } else {
      const body = JSON.stringify({ event: 'entry.delete', createdAt: new Date().toISOString(), model: 'page', uid: 'api::page.page', entry: { id: run, documentId: `bench-${Date.now()}-${run}` } });
      const started = performance.now();
      const response = await fetch(`${BASE}/hooks/cms`, { method: 'POST', headers: { authorization: SECRET, 'content-type': 'application/json' }, body });
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
      writeAnswer.push(performance.now() - started);
      publishToFresh.push(await freshAfter(path, started, (page) => page.cache === 'MISS'));
    }
  }

  const result = {
    at: new Date().toISOString(),
    mode,
    runs: RUNS,
    warmCalls,
    /** The CMS write's (or, direct, the webhook's) own answer time. */
    answerMs: { median: round(median(writeAnswer)), max: round(Math.max(...writeAnswer)) },
    publishToFreshMs: { median: round(median(publishToFresh)), max: round(Math.max(...publishToFresh)) },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/cms-publish.json', `${JSON.stringify(result, null, 2)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => server.stop());
