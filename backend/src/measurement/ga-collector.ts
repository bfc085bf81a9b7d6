// A development stand-in for GA4's Measurement Protocol collector
// (https://www.google-analytics.com/mp/collect): the storefront's refund hook sends its hits
// here by default (GA4_MP_URL), so developers and tests see what would reach Google without it.
// POST /ga/mp/collect?measurement_id=&api_secret= records the body and answers 204, as Google
// does (Google answers 2xx even for a malformed hit; its /debug/mp/collect validates).
// GET /ga/mp/hits lists what was received, newest first. Development only (404 in production).
// A test may make the collector fail: POST /ga/mp/fail?times=N answers 503 to the next N hits.
import { Hono } from 'hono';

type Env = { Bindings: BackendEnv };
const NO_STORE = { 'cache-control': 'no-store' };
const KEPT_HITS = 500;

/** Hits to refuse next (isolate memory: a development aid, reset by a restart). */
let failNext = 0;

export const gaCollector = new Hono<Env>();

gaCollector.use('/ga/*', async (c, next) => {
  if (c.env.ENVIRONMENT === 'production') return c.notFound();
  await next();
});

gaCollector.post('/ga/mp/collect', async (c) => {
  if (failNext > 0) {
    failNext -= 1;
    return c.json({ error: 'Stand-in collector told to fail' }, 503, NO_STORE);
  }
  const body = (await c.req.text()).slice(0, 130_000);
  await c.env.DB.batch([
    c.env.DB.prepare('INSERT INTO ga_mp_hits (measurement_id, api_secret, body, received_at) VALUES (?, ?, ?, ?)').bind(
      c.req.query('measurement_id') ?? null,
      c.req.query('api_secret') ?? null,
      body,
      new Date().toISOString(),
    ),
    c.env.DB.prepare('DELETE FROM ga_mp_hits WHERE id <= (SELECT max(id) FROM ga_mp_hits) - ?').bind(KEPT_HITS),
  ]);
  return c.body(null, 204, NO_STORE);
});

gaCollector.post('/ga/mp/fail', (c) => {
  failNext = Math.max(0, Math.min(100, Number(c.req.query('times') ?? '1') || 0));
  return c.json({ failNext }, 200, NO_STORE);
});

gaCollector.get('/ga/mp/hits', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT id, measurement_id, api_secret, body, received_at FROM ga_mp_hits ORDER BY id DESC LIMIT 100').all<{
    id: number;
    measurement_id: string | null;
    api_secret: string | null;
    body: string;
    received_at: string;
  }>();
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  return c.json(
    results.map((hit) => ({ id: hit.id, measurement_id: hit.measurement_id, api_secret_set: Boolean(hit.api_secret), body: parse(hit.body), received_at: hit.received_at })),
    200,
    NO_STORE,
  );
});
