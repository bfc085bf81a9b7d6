// Development endpoints of the accounts: the mail outbox and the account settings tests switch.
// Behind the same guard as /__faults (devToolsEnabled): 404 in production.
import { Hono } from 'hono';
import { z } from 'zod';
import { devToolsEnabled } from '../faults/dev-tools';
import { confirmationRequired, setConfirmationRequired } from './customer-store';
import { readOutbox } from './outbox';

export const accountDevRoutes = new Hono<{ Bindings: BackendEnv }>();

for (const path of ['/__outbox', '/__settings']) {
  accountDevRoutes.use(path, async (c, next) => (devToolsEnabled(c.env) ? next() : c.notFound()));
}

const OutboxQuery = z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).optional() });

/** GET /__outbox[?to=…&limit=…]: the e-mails "sent", newest first. */
accountDevRoutes.get('/__outbox', async (c) => {
  const query = OutboxQuery.safeParse(c.req.query());
  if (!query.success) return c.json({ error: 'Invalid query: to (e-mail), limit (1–200)' }, 400);
  const mails = await readOutbox(c.env.DB, query.data);
  return c.json(mails.map(({ to, subject, text, html, links, created_at }) => ({ to, subject, text, html, links, created_at })), 200, { 'cache-control': 'no-store' });
});

const Settings = z.object({ create_account_confirmation: z.boolean() }).strict();

const currentSettings = async (db: D1Database) => ({ create_account_confirmation: await confirmationRequired(db) });

accountDevRoutes.get('/__settings', async (c) => c.json(await currentSettings(c.env.DB), 200, { 'cache-control': 'no-store' }));

/** POST /__settings {create_account_confirmation: boolean}: Magento's customer/create_account/confirm. */
accountDevRoutes.post('/__settings', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'Body must be JSON: {"create_account_confirmation": true|false}' }, 400);
  }
  const parsed = Settings.safeParse(body);
  if (!parsed.success) return c.json({ error: 'Invalid settings', issues: parsed.error.issues }, 400);
  await setConfirmationRequired(c.env.DB, parsed.data.create_account_confirmation);
  return c.json(await currentSettings(c.env.DB), 200, { 'cache-control': 'no-store' });
});
