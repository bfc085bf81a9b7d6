'use strict';

/** The content types the storefront reads; nothing else is exposed through the content API. */
const STORE_CONTENT_TYPES = ['api::page.page', 'api::block.block', 'api::newsletter.newsletter'];

/**
 * Removes every permission the users-permissions Public role has on the store's content types.
 * With `find` public, `GET /api/pages?status=draft` answers every draft to anyone (issue 18);
 * the storefront reads with its API token instead (CMS_API_TOKEN).
 */
async function closePublicRole(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const permissions = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } });
  const open = permissions.filter((permission) => STORE_CONTENT_TYPES.some((uid) => permission.action.startsWith(`${uid}.`)));
  for (const permission of open) await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
  if (open.length) strapi.log.warn(`[storefront] removed the Public role's permissions: ${open.map((p) => p.action).join(', ')} (drafts stay private)`);
}

module.exports = { closePublicRole, STORE_CONTENT_TYPES };
