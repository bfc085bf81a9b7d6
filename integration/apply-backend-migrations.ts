import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Test-only bindings from vitest.config.ts (integration project). */
      TEST_MIGRATIONS: D1Migration[];
      /** The reference backend's DB (same D1 id as the auxiliary backend worker's `DB`). */
      BACKEND_DB: D1Database;
    }
  }
}

// Idempotent (tracked in d1_migrations). The backend seeds the catalogue on its first request.
await applyD1Migrations(env.BACKEND_DB, env.TEST_MIGRATIONS);
