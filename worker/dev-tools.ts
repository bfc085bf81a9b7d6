import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * `/__dev/backend/{faults,stats,health}` → the reference backend's `/__faults`, `/__stats`,
 * `/__health`, for e2e tests and `bench/` (latency and error injection, upstream call counts).
 * Mounted for every environment but answers 404 unless DEV_TOOLS is "enabled" and the
 * environment is not production; the production config sets DEV_TOOLS="disabled" as well.
 */
export const devTools = new Hono<AppEnv>().all('/backend/:endpoint{faults|stats|health}', async (c) => {
  if (c.env.DEV_TOOLS !== 'enabled' || c.env.ENVIRONMENT === 'production') return c.notFound();
  const upstream = c.var.upstream.commerce;
  const target = new URL(`/__${c.req.param('endpoint')}`, upstream.baseUrl);
  const init: RequestInit = { method: c.req.method, headers: { 'Content-Type': 'application/json' } };
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') init.body = await c.req.text();
  const response = await upstream.fetch(new Request(target, init));
  return new Response(response.body, { status: response.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
});
