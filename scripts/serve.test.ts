import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` (the README's first command) runs `scripts/serve.mjs` on wrangler dev; the e2e run
// uses `--bundled`, so this is what keeps the developer's server working.

const root = path.join(import.meta.dirname, '..');
const persist = mkdtempSync(path.join(tmpdir(), 'serve-'));
afterAll(() => rmSync(persist, { recursive: true, force: true }));

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('scripts/serve.mjs (wrangler dev, as npm start runs it)', () => {
  it('serves the seeded home page and the client bundle with its cache header', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--persist', persist, '--fresh'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    });
    let log = '';
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const deadline = Date.now() + 90_000;
      let health: Response | null = null;
      while (!health?.ok && Date.now() < deadline) {
        health = await fetch(`${base}/__dev/backend/health`).catch(() => null);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(health?.status, log.slice(-2000)).toBe(200);

      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<h1');
      expect(html).toContain('Mööblipood');
      const boot = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(boot, 'the page names its boot module').toBeTruthy();
      const asset = await fetch(base + boot);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }, 120_000);
});
