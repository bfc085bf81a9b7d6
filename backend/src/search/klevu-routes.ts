// The Klevu-compatible search API under /klevu (the storefront's search upstream base is
// https://reference-backend.internal/klevu): POST /klevu/cs/v2/search (API v2 search),
// GET /klevu/settings (popular terms), and a no-op analytics sink.
import { type Context, Hono } from 'hono';
import { createCommerceContext } from '../commerce/context';
import { observeOperation } from '../faults/dev-tools';
import { ensureSeeded } from '../seed/ensure-seeded';
import { KLEVU_SORTS, KlevuSearchRequest } from './klevu-request';
import { searchProducts } from './klevu-search';

export const klevuRoutes = new Hono<{ Bindings: BackendEnv }>();

/** A body larger than this is refused before parsing (a 10 000-character term is far below). */
const MAX_BODY_BYTES = 64 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

/** Klevu answers a bad request in the Spring Boot error shape; `error` is the status text. */
function badRequest(c: Context, message: string): Response {
  return c.json({ timestamp: new Date().toISOString(), status: 400, error: 'Bad Request', message, path: c.req.path }, 400, NO_STORE);
}

klevuRoutes.post('/klevu/cs/v2/search', async (c) => {
  const started = Date.now();
  const fault = await observeOperation(c.env, 'klevu:search');
  if (fault) return fault;

  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return badRequest(c, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest(c, 'Request body must be JSON: {"context": {"apiKeys": [...]}, "recordQueries": [...]}');
  }
  const parsed = KlevuSearchRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return badRequest(c, `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }

  await ensureSeeded(c.env);
  const context = createCommerceContext(c.env.DB, new URL(c.req.url).origin);
  const queryResults = await Promise.all(parsed.data.recordQueries.map((query) => searchProducts(context, query)));
  return c.json(
    { meta: { apiKey: parsed.data.context.apiKeys[0]!, isDebug: false, qTime: Date.now() - started, responseCode: 0 }, queryResults },
    200,
    NO_STORE,
  );
});

/** Search settings: popular terms (most searched first), page size and sorts of the search page. */
klevuRoutes.get('/klevu/settings', async (c) => {
  const fault = await observeOperation(c.env, 'klevu:settings');
  if (fault) return fault;
  await ensureSeeded(c.env);
  const terms = (await c.env.DB.prepare('SELECT term FROM search_terms ORDER BY popularity DESC, term LIMIT 10').all<{ term: string }>()).results.map((r) => r.term);
  return c.json(
    {
      popularSearchTerms: terms,
      // The same list under the key of Klevu's own settings file (KMC).
      klevu_webstorePopularTerm: terms,
      searchTermPageSize: 10,
      defaultSort: 'RELEVANCE',
      sorts: KLEVU_SORTS,
      currency: 'EUR',
      locale: 'et-EE',
    },
    200,
    { 'cache-control': 'public, max-age=300' },
  );
});

/** Search analytics (Klevu's analytics path): accepted and dropped. */
klevuRoutes.all('/klevu/analytics/*', (c) => c.body(null, 204, NO_STORE));
