'use strict';

// The admin panel's secrets (scripts/ensure-env.mjs writes random ones into .env on the first
// start; in production they come from the host's secret store). `secrets.encryptionKey` lets
// Strapi keep API tokens readable in the admin, and lets the bootstrap re-write the storefront's
// read token file after a restart.
module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
