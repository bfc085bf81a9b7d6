import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { serializeFlashMessage } from '../domain/flash-message';
import { showsMegaMenu } from '../domain/layout-rules';
import { queryModes } from '../domain/query-modes';
import { COOKIE, COOKIE_ATTRIBUTES } from '../domain/session-cookies';
import { isAuthorizationError, isGraphQLClientError } from '../graphql/client';
import { ROUTES } from '../routes/route-table';
import type { RouteModule } from '../routes/route-module';
import { loadSharedData, SharedDataUnavailable, type SharedData } from '../routes/shared-data';
import { SearchUnavailable } from '../routes/search';
import type { AppEnv } from './app-env';
import { devTools } from './dev-tools';
import { apiRouter } from './api/api-router';
import { edgeCachedPage } from './cache/edge-html-cache';
import { markPageDegraded } from './cache/page-health';
import { imageProxy } from './image-proxy';
import { mediaProxy } from './media-proxy';
import { anonymousCommerceClient } from './upstream/commerce-client';
import { searchProxy } from './search-proxy';
import { seoFiles } from './seo/sitemap';
import { cartIdRestore } from './middleware/cart-id-restore';
import { runGuards } from './middleware/guards';
import { requestContext, type RequestContextOptions } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { errorPageFailure, renderMaintenance, renderNotFound } from './render/error-pages';
import { renderDocument } from './render/render-document';
import { t } from '../ui/i18n/t';

export type AppOptions = RequestContextOptions & {
  /** The route table; tests may pass their own (e.g. a route with an unknown guard). */
  routes?: readonly RouteModule[];
};

/**
 * The search upstream's v2 endpoint for server-rendered search pages.
 * @throws GraphQLTransportError-like failures as plain errors (the caller maps them to 503).
 */
async function searchUpstream(c: Context<AppEnv>, body: unknown): Promise<unknown> {
  const { search } = c.var.upstream;
  const response = await search.fetch(
    new Request(`${search.baseUrl}/cs/v2/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }),
  );
  if (!response.ok) throw new SearchUnavailable(`search upstream answered ${response.status}`);
  return response.json();
}

function sharedData(c: Context<AppEnv>): Promise<SharedData> {
  return loadSharedData({
    kv: c.env.CONTENT,
    commerce: anonymousCommerceClient(c),
    storeCode: c.var.session.store,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
}

/** Shared data for an error page; `null` when it is unavailable (that may be the error). */
async function sharedDataOrNull(c: Context<AppEnv>): Promise<SharedData | null> {
  try {
    return await sharedData(c);
  } catch {
    return null;
  }
}

async function handleRoute(c: Context<AppEnv>, route: RouteModule): Promise<Response> {
  const guard = runGuards(route.guards, c.var.session);
  if (guard.kind === 'redirect') return c.redirect(guard.location, 302);
  return route.cache === 'public' ? edgeCachedPage(c, () => renderRoute(c, route)) : renderRoute(c, route);
}

/** Shared data, the route's loader and the streamed document (or its redirect / 404). */
async function renderRoute(c: Context<AppEnv>, route: RouteModule): Promise<Response> {
  const url = new URL(c.req.url);
  const shared = await sharedData(c);
  const outcome = await route.load({
    params: c.req.param(),
    url,
    session: c.var.session,
    commerce: anonymousCommerceClient(c),
    search: (body) => searchUpstream(c, body),
    shared,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    markDegraded: () => markPageDegraded(c),
  });
  switch (outcome.kind) {
    case 'redirect':
      return c.redirect(outcome.location, outcome.status ?? 302);
    case 'not-found':
      return renderNotFound(c, shared);
    case 'page':
      return renderDocument(c, {
        layout: route.layout,
        head: outcome.head,
        body: outcome.element,
        status: outcome.status ?? 200,
        cache: route.cache,
        shell: {
          storeName: shared.storeConfig.store_name ?? shared.storeConfig.default_title ?? '',
          logoAlt: shared.storeConfig.logo_alt ?? shared.storeConfig.store_name ?? '',
          menu: shared.menu,
          showMegaMenu: showsMegaMenu(url.pathname),
          year: new Date().getFullYear(),
          queryModes: queryModes(Object.fromEntries(url.searchParams)),
        },
      });
  }
}

/**
 * storefront.md §4: an authorization error anywhere logs the visitor out (customer token and
 * cart id removed), leaves the persistent warning and sends them home.
 */
function authorizationFlow(c: Context<AppEnv>): Response {
  deleteCookie(c, COOKIE.customer, COOKIE_ATTRIBUTES);
  deleteCookie(c, COOKIE.cart, COOKIE_ATTRIBUTES);
  setCookie(
    c,
    COOKIE.message,
    // Persistent notices have no lifetime of their own; 60 s is the cookie schema's ceiling
    // and the notifications island marks 'You are not authorized' as persistent by type.
    serializeFlashMessage({ key: 'You are not authorized, please log in.', type: 'warning', timeToLive: 60_000 }),
    COOKIE_ATTRIBUTES,
  );
  c.header('Cache-Control', 'no-store');
  return c.redirect('/', 302);
}

/** Turn any error into the right page; never a bare 500 or a stack trace. */
async function renderError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  if (isAuthorizationError(error)) return authorizationFlow(c);
  const upstreamDown = isGraphQLClientError(error) || error instanceof SharedDataUnavailable || error instanceof SearchUnavailable;
  const status = error instanceof HTTPException ? error.status : upstreamDown ? 503 : 500;
  if (status >= 500) {
    console.error(JSON.stringify({ requestId: c.var.requestId, at: 'request', status, error: String(error) }));
  }
  try {
    const shared = status === 503 ? null : await sharedDataOrNull(c);
    if (status === 404) return await renderNotFound(c, shared);
    const detail = error instanceof HTTPException && status === 500 ? error.message : undefined;
    return await renderMaintenance(c, shared, status, detail);
  } catch (failure) {
    return errorPageFailure(status, error, failure);
  }
}

/** The storefront: middleware chain, the route table, and the error pages. */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.use(requestContext(options));
  app.route('/__dev', devTools);
  app.route('/media', mediaProxy);
  app.route('/_ipx', imageProxy);
  app.route('/klevu-api', searchProxy);
  app.route('/api', apiRouter);
  app.route('/', seoFiles);
  app.use(cartIdRestore);
  for (const route of options.routes ?? ROUTES) {
    for (const path of route.paths) app.get(path, (c) => handleRoute(c, route));
  }
  app.notFound(async (c) => {
    try {
      return await renderNotFound(c, await sharedDataOrNull(c), t('This page could not be found'));
    } catch (failure) {
      return errorPageFailure(404, 'This page could not be found', failure);
    }
  });
  app.onError(renderError);
  return app;
}
