// One server (both workers from their production bundles, fresh local state) for a bench
// script: started with `scripts/serve.mjs --bundled` in its own process group, ready when the
// backend's health answers, stopped with the whole group (also when the bench exits early).
import { spawn } from 'node:child_process';

/**
 * `ready()` starts `scripts/serve.mjs --port <port> --persist <persist> --fresh --bundled [...extraArgs]`
 * and resolves with the backend's health JSON (fails after 5 min with the server's log);
 * `stop()` kills the process group and waits `settleMs` for the port to free.
 */
export function devServer({ port, persist, extraArgs = [], settleMs = 1500 }) {
  let log = '';
  let server = null;
  const kill = () => {
    if (!server) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    server = null;
  };
  process.on('exit', kill);
  return {
    async ready() {
      server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--persist', persist, '--fresh', '--bundled', ...extraArgs], {
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      });
      server.stderr.on('data', (chunk) => (log += chunk));
      const deadline = Date.now() + 300_000;
      while (Date.now() < deadline) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/__dev/backend/health`);
          if (response.ok) return response.json();
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`server did not start:\n${log.slice(-2000)}`);
    },
    async stop() {
      if (!server) return;
      kill();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
    },
  };
}
