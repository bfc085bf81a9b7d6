import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';
import { setFaultRules } from '../src/faults/fault-rules';
import { resetRequestStats } from '../src/faults/request-stats';
import { forgetSeeding } from '../src/seed/ensure-seeded';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Test-only binding from vitest.config.ts: the parsed backend/migrations. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

/*
 * Test files run one after another in a shared worker (vitest.config.ts `isolate: false`: a
 * worker per file cost about 2 s of start-up each). Each file still starts as it would alone:
 * from an empty database with the migrations applied (the backend seeds on first request) and
 * no module state left by the previous file.
 */
/** Drops every table of ours (virtual tables first: their shadow tables go with them). */
async function dropTables(which: 'virtual' | 'plain'): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
       AND (sql LIKE 'CREATE VIRTUAL TABLE%') = ? ORDER BY rowid DESC`,
  )
    .bind(which === 'virtual' ? 1 : 0)
    .all<{ name: string }>();
  if (results.length) await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...results.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name}"`))]);
}
await dropTables('virtual');
await dropTables('plain');
forgetSeeding();
setFaultRules([]);
resetRequestStats();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
