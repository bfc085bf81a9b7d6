// GET /__health: seeds the catalogue if needed, then reports it. Open in every environment
// (it reveals only a product count), so deploy checks and `npm start` can wait on it.
import type { Context } from 'hono';
import { ensureSeeded } from './seed/ensure-seeded';

export async function health(c: Context<{ Bindings: BackendEnv }>): Promise<Response> {
  try {
    await ensureSeeded(c.env);
    const row = await c.env.DB.prepare('SELECT count(*) AS n FROM products WHERE visibility = 4').first<{ n: number }>();
    return c.json({ ok: true, seeded: true, products: row?.n ?? 0 }, 200, { 'cache-control': 'no-store' });
  } catch (error) {
    console.error('Seeding failed', error);
    return c.json({ ok: false, seeded: false, products: 0 }, 503, { 'cache-control': 'no-store' });
  }
}
