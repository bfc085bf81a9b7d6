// The reference backend's HTTP surface: commerce GraphQL (Magento-compatible), search under
// /klevu (Klevu-compatible), media, the CMS (Strapi v5-compatible) under /cms, Magento's REST
// refund under /rest and a stand-in GA4 Measurement Protocol collector under /ga (development).
import { Hono } from 'hono';
import { cmsRoutes } from './cms/cms-routes';
import { refundRoutes } from './commerce/credit-memos/refund-routes';
import { handleGraphql } from './commerce/graphql-http';
import { reviewDevRoutes } from './commerce/reviews/review-dev-routes';
import { accountDevRoutes } from './customers/dev-routes';
import { devEndpoints } from './faults/dev-endpoints';
import { health } from './health';
import { cardRoutes } from './identity/card-routes';
import { gaCollector } from './measurement/ga-collector';
import { mediaRoutes } from './media/media-routes';
import { paymentRoutes } from './payments/provider-routes';
import { recaptchaRoutes } from './recaptcha/recaptcha-routes';
import { klevuRoutes } from './search/klevu-routes';

export const app = new Hono<{ Bindings: BackendEnv }>();

app.get('/__health', health);
app.route('/', devEndpoints);
app.route('/', accountDevRoutes);
app.route('/', reviewDevRoutes);
app.on(['GET', 'POST'], '/graphql', handleGraphql);
app.route('/', klevuRoutes);
// Magento's REST refund (POST /rest/V1/order/:orderId/refund), admin token only; it notifies the
// storefront (POST /hooks/refund) once the credit memo is saved.
app.route('/', refundRoutes());
// The development stand-in for GA4's Measurement Protocol collector (dev only).
app.route('/', gaCollector);
app.route('/', mediaRoutes);
// The reference CMS (Strapi v5 REST, uploads, the development editor) under /cms.
app.route('/', cmsRoutes());
// The development ID-card service (dev only): the card page the storefront's CARD_ID_AUTH_URL names.
app.route('/', cardRoutes);
// The development captcha stand-in (dev only): grecaptcha v2's api.js and siteverify.
app.route('/', recaptchaRoutes);
// The simulated payment provider and the shop's notification endpoint; the provider delivers its
// notification through this app's own fetch handler, as an outside request would arrive.
app.route('/', paymentRoutes(async (request, env) => app.fetch(request, env)));

app.notFound((c) => c.json({ error: 'Not found' }, 404));
app.onError((error, c) => {
  console.error('Unhandled backend error', error);
  return c.json({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] }, 500, { 'cache-control': 'no-store' });
});
