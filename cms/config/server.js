'use strict';

// Strapi's HTTP server. `url` is the public URL of this Strapi (admin links, media URLs in
// production behind a proxy); webhooks get no default headers: the storefront webhook's
// Authorization header is set on the webhook itself (src/bootstrap/storefront-webhook.js).
module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: false },
});
