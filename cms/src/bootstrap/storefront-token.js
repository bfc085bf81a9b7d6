'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { STORE_CONTENT_TYPES } = require('./private-drafts');

const TOKEN_NAME = 'storefront-read';
/**
 * Read-only: `find` and `findOne` of each collection the storefront reads, `find` of the single
 * type (a single type has no findOne), nothing else.
 */
const readPermissions = (strapi) =>
  STORE_CONTENT_TYPES.flatMap((uid) => (strapi.contentTypes[uid].kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));

/**
 * The storefront's API token (custom type, find/findOne only, no expiry), created on the first
 * start. Its value goes to STOREFRONT_TOKEN_FILE (default .tokens/storefront-read.txt, mode 600,
 * gitignored) for the operator to copy into the shop (`wrangler secret put CMS_API_TOKEN`), never
 * to the log. On later starts the file is re-written from the encrypted copy Strapi keeps
 * (admin.secrets.encryptionKey) and the token's permissions are put back to the read-only set.
 */
async function ensureStorefrontToken(strapi) {
  const PERMISSIONS = readPermissions(strapi);
  const tokens = strapi.service('admin::api-token');
  const file = path.resolve(strapi.dirs.app.root, process.env.STOREFRONT_TOKEN_FILE || '.tokens/storefront-read.txt');
  let token = await tokens.getByName(TOKEN_NAME);
  if (!token) {
    token = await tokens.create({
      name: TOKEN_NAME,
      description: 'The storefront reads published pages, blocks and the newsletter with it (CMS_API_TOKEN). Read-only.',
      type: 'custom',
      kind: 'content-api',
      lifespan: null,
      permissions: PERMISSIONS,
    });
    strapi.log.info(`[storefront] created the read-only API token '${TOKEN_NAME}'; its value is in ${file}`);
  } else {
    const current = (token.permissions ?? []).map((p) => (typeof p === 'string' ? p : p.action)).sort();
    if (token.type !== 'custom' || current.join() !== [...PERMISSIONS].sort().join()) {
      await tokens.update(token.id, { type: 'custom', permissions: PERMISSIONS });
      strapi.log.warn(`[storefront] API token '${TOKEN_NAME}' put back to read-only (${PERMISSIONS.join(', ')})`);
    }
    token = await tokens.getByName(TOKEN_NAME, { includeDecryptedKey: true });
  }
  if (!token.accessKey) {
    strapi.log.warn(`[storefront] API token '${TOKEN_NAME}' exists but its value cannot be read back (no ENCRYPTION_KEY when it was made): regenerate it in Settings → API Tokens`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${token.accessKey}\n`, { mode: 0o600 });
}

module.exports = { ensureStorefrontToken, TOKEN_NAME };
