import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Test-only binding from vitest.config.ts: the parsed backend/migrations. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Applying is idempotent (tracked in the d1_migrations table).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
