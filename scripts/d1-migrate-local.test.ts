import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { applyLocalMigrations } from './d1-migrate-local.mjs';

const root = path.join(import.meta.dirname, '..');
const config = path.join(root, 'backend/wrangler.toml');
const persist = mkdtempSync(path.join(tmpdir(), 'd1-migrate-'));
afterAll(() => rmSync(persist, { recursive: true, force: true }));

describe('scripts/d1-migrate-local.mjs', () => {
  it('applies every migration once, where wrangler looks: `wrangler d1 migrations list --local` then has none to apply', async () => {
    const files = readdirSync(path.join(root, 'backend/migrations')).filter((name) => name.endsWith('.sql')).sort();
    expect(await applyLocalMigrations(config, persist)).toEqual(files);
    expect(await applyLocalMigrations(config, persist)).toEqual([]);

    const wrangler = spawnSync(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'migrations', 'list', 'DB', '--local', '-c', config, '--persist-to', persist], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', PATH: [path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter) },
    });
    expect(wrangler.status, wrangler.stderr).toBe(0);
    expect(wrangler.stdout).toContain('No migrations to apply');
  }, 30_000);
});
