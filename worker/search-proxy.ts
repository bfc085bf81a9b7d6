import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { MAX_SEARCH_LIMIT, MAX_SEARCH_TERM_LENGTH, SEARCH_SORTS } from '../domain/search-request';
import type { AppEnv } from './app-env';
import { searchClient, SearchUnavailable, type SearchReply } from './upstream/search-client';

/**
 * The Klevu v2 search request the storefront accepts from the browser: bounded, with only the
 * fields we use. Anything else is a 400 with a message, never forwarded. `context` (the API key)
 * is ignored: the search client sends the configured key.
 */
const SearchRequestSchema = z.object({
  context: z.unknown().optional(),
  recordQueries: z
    .array(
      z.object({
        id: z.string().min(1).max(50),
        typeOfRequest: z.literal('SEARCH'),
        settings: z.object({
          query: z.object({ term: z.string().max(10_000).transform((term) => term.slice(0, MAX_SEARCH_TERM_LENGTH)) }),
          typeOfRecords: z.array(z.literal('KLEVU_PRODUCT')).max(1).optional(),
          limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
          offset: z.number().int().min(0).max(10_000).optional(),
          sort: z.enum(SEARCH_SORTS).optional(),
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

const client = (c: Context<AppEnv>) => searchClient(c.var.upstream.search, { apiKey: c.var.config.searchApiKey });

/** The upstream's reply as ours (never cached unless the caller says so), or a 503 JSON error. */
async function relay(c: Context<AppEnv>, reply: () => Promise<SearchReply>, cacheControl = 'no-store'): Promise<Response> {
  try {
    const { status, json } = await reply();
    return c.json(json, status, { 'Cache-Control': cacheControl });
  } catch (error) {
    if (!(error instanceof SearchUnavailable)) throw error;
    console.error(JSON.stringify({ requestId: c.var.requestId, at: 'klevu-api', kind: error.kind, error: error.message }));
    return c.json({ error: { message: 'Search is unavailable' } }, 503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
  }
}

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
    // `context` (the browser's API key, if any) is not forwarded: the client sends ours.
    return relay(c, () => client(c).search({ recordQueries: parsed.data.recordQueries }));
  })
  .get('/settings', (c) => relay(c, () => client(c).settings(), 'public, max-age=300'));
