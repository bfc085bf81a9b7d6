import { Hono } from 'hono';
import { ROUTES } from '../routes/route-table';
import type { RouteModule } from '../routes/route-module';
import type { AppEnv } from './app-env';
import { apiRouter } from './api/api-router';
import { devTools, devToolsOn } from './dev-tools';
import { imageProxy } from './image-proxy';
import { mediaProxy } from './media-proxy';
import { cmsMediaProxy } from './cms-media-proxy';
import { confirmAccount } from './confirm-account';
import { newsletterConfirm } from './newsletter-confirm';
import { consentRoute } from './consent';
import { cmsWebhook, type CmsWebhookOptions } from './hooks/cms-webhook';
import { refundHook, type RefundHookOptions } from './hooks/refund-hook';
import { idCardAuth, ID_CARD_AUTH_PATH } from './id-card-auth';
import { cartIdRestore } from './middleware/cart-id-restore';
import { consentBanner } from './middleware/consent-banner';
import { requestContext, type RequestContextOptions } from './middleware/request-context';
import { storeCookies } from './middleware/store-cookies';
import { securityHeaders } from './middleware/security-headers';
import { stateChangingRequests } from './middleware/state-changing-requests';
import { renderError, renderUnmatched } from './pipeline/render-error';
import { handleRoute } from './pipeline/render-route';
import { searchProxy } from './search-proxy';
import { seoFiles } from './seo/sitemap';

export type AppOptions = RequestContextOptions & {
  /** The route table; tests may pass their own (e.g. a route with an unknown guard). */
  routes?: readonly RouteModule[];
  /** The CMS webhook's injectables (Cloudflare's purge API, KV retry wait); tests only. */
  cmsWebhook?: CmsWebhookOptions;
  /** The refund hook's Measurement Protocol collector; tests only. */
  refundHook?: RefundHookOptions;
};

/**
 * The storefront: the middleware chain, the endpoints besides pages, the route table and the
 * error pages. Each part lives in its own module (pipeline/: rendering, errors, authorization).
 */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders);
  app.use(requestContext(options));
  // The consent banner goes into pages after the edge HTML cache has stored or served them; before
  // storeCookies, which therefore still sees a public page's own Cache-Control (and sets nothing).
  app.use(consentBanner);
  app.use(storeCookies);
  app.route('/__dev', devTools);
  app.route('/media', mediaProxy);
  app.route('/_ipx', imageProxy);
  app.route('/cms-media', cmsMediaProxy);
  // CSRF and body limits for every state-changing endpoint, before any of them reads a body.
  app.use('/klevu-api/*', stateChangingRequests);
  app.use('/api/*', stateChangingRequests);
  app.use('/hooks/*', stateChangingRequests);
  app.route('/klevu-api', searchProxy);
  app.route('/api', apiRouter);
  app.route('/hooks', cmsWebhook(options.cmsWebhook));
  app.route('/hooks', refundHook(options.refundHook));
  app.route('/', seoFiles);
  app.route('/confirm-account', confirmAccount);
  app.route('/newsletter/confirm', newsletterConfirm);
  app.route('/consent', consentRoute);
  app.route(ID_CARD_AUTH_PATH, idCardAuth);
  app.use(cartIdRestore);
  // The developer pages (routes/developer.tsx) exist in development only, like /__dev.
  for (const path of ['/dev', '/dev/*']) app.use(path, async (c, next) => (devToolsOn(c.env) ? next() : c.notFound()));
  for (const route of options.routes ?? ROUTES) {
    for (const path of route.paths) app.get(path, (c) => handleRoute(c, route));
  }
  app.notFound(renderUnmatched);
  app.onError(renderError);
  return app;
}
