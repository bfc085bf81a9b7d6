import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './app-env';

/** Search term page size of the live search is 10; listings ask for at most 100. */
const MAX_LIMIT = 100;
const MAX_TERM = 200;

/**
 * The Klevu v2 search request the storefront accepts from the browser: bounded, with only the
 * fields we use. Anything else is a 400 with a message, never forwarded.
 */
const SearchRequestSchema = z.object({
  context: z.object({ apiKeys: z.array(z.string().max(100)).max(3) }).optional(),
  recordQueries: z
    .array(
      z.object({
        id: z.string().min(1).max(50),
        typeOfRequest: z.literal('SEARCH'),
        settings: z.object({
          query: z.object({ term: z.string().max(10_000).transform((term) => term.slice(0, MAX_TERM)) }),
          typeOfRecords: z.array(z.literal('KLEVU_PRODUCT')).max(1).optional(),
          limit: z.number().int().min(1).max(MAX_LIMIT).optional(),
          offset: z.number().int().min(0).max(10_000).optional(),
          sort: z.enum(['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'NEW_ARRIVAL_DESC']).optional(),
        }),
        filters: z
          .object({
            filtersToReturn: z.object({ enabled: z.boolean() }).optional(),
            applyFilters: z
              .object({ filters: z.array(z.object({ key: z.string().max(50), values: z.array(z.string().max(100)).max(20) })).max(10) })
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1)
    .max(2),
});
export type SearchRequest = z.output<typeof SearchRequestSchema>;

/**
 * The search service under the storefront's own origin (storefront.md §7): `POST /klevu-api/search`
 * (Klevu v2 request and response) and `GET /klevu-api/settings` (popular terms). The upstream is
 * the reference backend or a real Klevu (`SEARCH_URL`).
 */
export const searchProxy = new Hono<AppEnv>()
  .post('/search', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: { message: 'Request body must be JSON' } }, 400);
    }
    const parsed = SearchRequestSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: { message: `Invalid search request: ${parsed.error.issues[0]?.message ?? ''}` } }, 400);
    const response = await searchUpstream(c.var.upstream.search, '/cs/v2/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ context: { apiKeys: ['klevu-reference'] }, ...parsed.data }),
    });
    return response ?? c.json({ error: { message: 'Search is unavailable' } }, 503);
  })
  .get('/settings', async (c) => {
    const response = await searchUpstream(c.var.upstream.search, '/settings', { method: 'GET' });
    if (!response) return c.json({ error: { message: 'Search is unavailable' } }, 503);
    response.headers.set('Cache-Control', 'public, max-age=300');
    return response;
  });

/** JSON from the search upstream, or `null` when it is down or answers garbage. */
async function searchUpstream(
  search: AppEnv['Variables']['upstream']['search'],
  path: string,
  init: RequestInit,
): Promise<Response | null> {
  try {
    const response = await search.fetch(new Request(`${search.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) }));
    if (!response.ok && response.status !== 400) return null;
    const json: unknown = await response.json();
    return Response.json(json, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return null;
  }
}
