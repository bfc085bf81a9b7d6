// Imported by scripts/strapi.mjs before every `npm run develop|build|start`: on the first run,
// writes .env from .env.example with fresh random secrets, so a clean clone starts with one
// command and no installation shares another's secrets. An existing .env is left alone. In
// production, set the same variables in the host's environment instead (they win over .env).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, '.env');

if (!existsSync(target)) {
  const secret = () => randomBytes(24).toString('base64');
  const secrets = {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
  const text = readFileSync(path.join(root, '.env.example'), 'utf8').replace(/^([A-Z_]+)=$/gm, (line, name) =>
    name in secrets ? `${name}=${secrets[name]}` : line,
  );
  writeFileSync(target, text, { mode: 0o600 });
  console.log('cms/.env written with new random secrets (kept out of git)');
}
