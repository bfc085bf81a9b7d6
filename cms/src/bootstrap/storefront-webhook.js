'use strict';

const WEBHOOK_NAME = 'storefront';
/**
 * What the storefront's POST /hooks/cms acts on: published content changing (entry.*), and media
 * (answered 202 and ignored today; sent so a replaced image can be acted on without re-configuring).
 */
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.create', 'media.update', 'media.delete'];

/**
 * The webhook to the storefront, from STOREFRONT_WEBHOOK_URL (`https://<shop>/hooks/cms`) and
 * STOREFRONT_WEBHOOK_SECRET (sent as the `Authorization` header, the shop's CMS_WEBHOOK_SECRET).
 * Created when missing, brought back in line with the environment when it differs; without a URL
 * nothing is done (logged). Written through Strapi's webhook store, so the admin's rule against
 * private addresses in production (is-localhost-ip) does not apply to it; Strapi never retries a
 * failed delivery (the shop's KV refresh heals a lost one).
 */
async function ensureStorefrontWebhook(strapi) {
  const url = (process.env.STOREFRONT_WEBHOOK_URL || '').trim();
  const secret = (process.env.STOREFRONT_WEBHOOK_SECRET || '').trim();
  if (!url) {
    strapi.log.warn('[storefront] STOREFRONT_WEBHOOK_URL is not set: no webhook to the shop, publishes reach it only on its KV refresh');
    return;
  }
  if (!secret) strapi.log.warn('[storefront] STOREFRONT_WEBHOOK_SECRET is not set: the shop answers 401 or 503 to the webhook');
  const wanted = { name: WEBHOOK_NAME, url, headers: secret ? { Authorization: secret } : {}, events: EVENTS, isEnabled: true };
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`[storefront] created the webhook to ${url}`);
    return;
  }
  const same = existing.url === wanted.url && JSON.stringify(existing.headers) === JSON.stringify(wanted.headers) && [...existing.events].sort().join() === [...EVENTS].sort().join() && existing.isEnabled;
  if (same) return;
  runner.update(await store.updateWebhook(existing.id, { ...existing, ...wanted }));
  strapi.log.info(`[storefront] updated the webhook to ${url}`);
}

module.exports = { ensureStorefrontWebhook, EVENTS };
