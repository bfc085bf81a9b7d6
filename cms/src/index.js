'use strict';

const { ensureStorefrontToken } = require('./bootstrap/storefront-token');
const { ensureStorefrontWebhook } = require('./bootstrap/storefront-webhook');
const { closePublicRole } = require('./bootstrap/private-drafts');

module.exports = {
  register() {},

  /**
   * On every start, idempotently: the storefront's read-only API token (created once, its value
   * written to a file the operator reads), the webhook to the storefront (created or brought in
   * line with the environment) and a Public role without content permissions (drafts private).
   */
  async bootstrap({ strapi }) {
    await closePublicRole(strapi);
    await ensureStorefrontToken(strapi);
    await ensureStorefrontWebhook(strapi);
  },
};
