import type { Context } from 'hono';
import { showsMegaMenu } from '../../domain/layout-rules';
import { queryModes } from '../../domain/query-modes';
import { ID_CARD_AUTH_PATH } from '../id-card-auth';
import { headerSearchTerm } from '../../ui/layouts/shell';
import { markPageDegraded } from '../cache/page-health';
import { safeRedirectPath } from '../../domain/safe-redirect';
import type { RouteModule } from '../../routes/route-module';
import type { AppEnv } from '../app-env';
import { edgeCachedPage } from '../cache/edge-html-cache';
import { runGuards } from '../middleware/guards';
import { renderNotFound } from '../render/error-pages';
import { renderDocument } from '../render/render-document';
import { anonymousCommerceClient, shopperCommerceClient } from '../upstream/commerce-client';
import { searchClient, SearchUnavailable } from '../upstream/search-client';
import { publicUrl } from './public-url';
import { sharedData } from './shared-data';
import { cmsMediaBase, cmsPageReader } from './cms-pages';

/** Guards, then the page: public routes through the edge HTML cache, private ones rendered. */
export async function handleRoute(c: Context<AppEnv>, route: RouteModule): Promise<Response> {
  const guard = runGuards(route.guards, c.var.session);
  if (guard.kind === 'redirect') return c.redirect(safeRedirectPath(guard.location), 302);
  if (route.cache !== 'public') return renderRoute(c, route);
  return edgeCachedPage(c, () => renderRoute(c, route), route.contentTags?.(new URL(c.req.url)) ?? []);
}

/** The search upstream for loaders: the JSON of a 200 reply; anything else is a 503. */
function loaderSearch(c: Context<AppEnv>) {
  const client = searchClient(c.var.upstream.search, { apiKey: c.var.config.searchApiKey });
  return async (body: unknown): Promise<unknown> => {
    const reply = await client.search(body as Record<string, unknown>);
    if (reply.status !== 200) throw new SearchUnavailable('status', 'refused the storefront’s own request (400)');
    return reply.json;
  };
}

/** Shared data, the route's loader and the streamed document (or its redirect / 404). */
export async function renderRoute(c: Context<AppEnv>, route: RouteModule): Promise<Response> {
  // The loader sees the request on the public origin: absolute URLs never come from Host.
  const url = publicUrl(c);
  const shared = await sharedData(c);
  const outcome = await route.load({
    params: c.req.param(),
    url,
    session: c.var.session,
    commerce: anonymousCommerceClient(c),
    // Never on public routes: what they render may be stored and served to everyone.
    ...(route.cache === 'private' ? { shopper: shopperCommerceClient(c) } : {}),
    search: loaderSearch(c),
    shared,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    markDegraded: () => markPageDegraded(c),
    cmsPage: cmsPageReader(c),
    cmsMediaBase: cmsMediaBase(c.env),
  });
  switch (outcome.kind) {
    case 'redirect':
      // Loaders build locations from the request (listing pages, canonical product URLs).
      return c.redirect(safeRedirectPath(outcome.location), outcome.status ?? 302);
    case 'not-found':
      return renderNotFound(c, shared);
    case 'page':
      return renderDocument(c, {
        layout: route.layout,
        kind: route.id,
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
          searchTerm: headerSearchTerm(url),
          cardIdAuthUrl: c.var.config.cardIdAuthUrl ? ID_CARD_AUTH_PATH : '',
          thirdParty: { gtmContainerId: c.var.config.gtmContainerId, chatWidgetKey: c.var.config.chatWidgetKey },
        },
      });
  }
}
