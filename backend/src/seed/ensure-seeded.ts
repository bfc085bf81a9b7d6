// Seeds an empty database on first use, once, however many requests arrive together.
// A lock row in `meta` decides who seeds and the rest wait (within an isolate and across
// isolates, or after a restart mid-seed). Requests never await a promise another request made:
// workerd cancels a request waiting on the I/O of one that has ended ("code had hung"). An
// isolate remembers only the finished result.
import { z } from 'zod';
import { reseedCatalogue } from '../commerce/shopper-data';

const SeedState = z.object({ products: z.number().int(), version: z.string() });
export type SeedState = z.output<typeof SeedState>;

/** Bump when the generator's output changes, so an old local database is seeded again. */
export const SEED_VERSION = 'mooblipood-v6';
const SeedProducts = z.coerce.number().int().min(2).max(200_000);
/** A lock older than this belongs to a seeder that died; it is taken over. */
const STALE_LOCK_MS = 10 * 60_000;
const POLL_MS = 200;

let seeded: SeedState | undefined;

/**
 * Forget that this isolate has seeded (test files share one isolate, and each starts from an
 * empty database: backend/test/apply-migrations.ts).
 */
export function forgetSeeding(): void {
  seeded = undefined;
}

/**
 * Resolves once the catalogue exists (seeding it when the database is empty or was seeded by
 * another generator version). Rejects when seeding fails; the next call tries again.
 */
export async function ensureSeeded(env: Pick<BackendEnv, 'DB' | 'SEED_PRODUCTS'>): Promise<SeedState> {
  seeded ??= await run(env);
  return seeded;
}

/** The product count configured in SEED_PRODUCTS (360 when unset or invalid). */
export function configuredProducts(env: Pick<BackendEnv, 'SEED_PRODUCTS'>): number {
  const parsed = SeedProducts.safeParse(env.SEED_PRODUCTS);
  return parsed.success ? parsed.data : 360;
}

async function run(env: Pick<BackendEnv, 'DB' | 'SEED_PRODUCTS'>): Promise<SeedState> {
  const db = env.DB;
  const products = configuredProducts(env);
  for (;;) {
    const done = await readState(db);
    if (done && done.version === SEED_VERSION && done.products === products) return done;

    const now = Date.now();
    const claimed = await db
      .prepare(`INSERT INTO meta (key, value) VALUES ('seed_lock', ?) ON CONFLICT (key) DO NOTHING`)
      .bind(String(now))
      .run();
    if (claimed.meta.changes === 1) {
      try {
        // Replaces the catalogue only; shopper data (reviews, later carts…) survives.
        await reseedCatalogue(db, products);
        const state: SeedState = { products, version: SEED_VERSION };
        await db.batch([
          db.prepare(`INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).bind(JSON.stringify(state)),
          db.prepare(`DELETE FROM meta WHERE key = 'seed_lock'`),
        ]);
        return state;
      } catch (error) {
        await db.prepare(`DELETE FROM meta WHERE key = 'seed_lock'`).run();
        throw error;
      }
    }

    // Someone else is seeding: wait for them, or take over a lock they abandoned.
    const lock = await db.prepare(`SELECT value FROM meta WHERE key = 'seed_lock'`).first<{ value: string }>();
    if (lock && now - Number(lock.value) > STALE_LOCK_MS) {
      await db.prepare(`DELETE FROM meta WHERE key = 'seed_lock' AND value = ?`).bind(lock.value).run();
    } else {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

async function readState(db: D1Database): Promise<SeedState | null> {
  const row = await db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).first<{ value: string }>();
  if (!row) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = SeedState.safeParse(value);
  return parsed.success ? parsed.data : null;
}
