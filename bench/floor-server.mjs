// The floor of a cache hit: a worker that does nothing but answer bytes it already holds, run by
// the same runtime and assets layer as the storefront (Miniflare's workerd, the one wrangler dev
// runs behind its proxy), with the same `dist/client` assets. Its answer to `/__floor/<name>`
// against its own static `/__bench/<name>` is the best ratio any worker can reach on this
// runtime: whatever a page hit loses beyond it is the storefront's own work.
//
// Usage (bench/run.mjs): `const floor = await startFloorServer()`, `await floor.hold(name, bytes,
// headers)` for each copy, then GET `${floor.base}/__floor/<name>`; `floor.cpuMs()`; `floor.stop()`.
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { childPids, processTreeCpuMs } from './process-cpu.mjs';

// Answers `PUT /__floor/<name>` (body: the bytes; header `x-floor-headers`: the answer's headers
// as JSON) by keeping them, and `GET /__floor/<name>` with them. Anything else: the assets layer.
const WORKER = `
const held = new Map();
export default {
  async fetch(request) {
    const name = new URL(request.url).pathname.slice('/__floor/'.length);
    if (request.method === 'PUT') {
      held.set(name, { bytes: new Uint8Array(await request.arrayBuffer()), headers: JSON.parse(request.headers.get('x-floor-headers')) });
      return new Response(null, { status: 204 });
    }
    const answer = held.get(name);
    return answer ? new Response(answer.bytes, { headers: answer.headers }) : new Response('not held', { status: 404 });
  },
};
`;

/** Starts the floor worker with `dist/client` as its assets (write any `__bench` copies first). */
export async function startFloorServer() {
  const before = new Set(childPids(process.pid, 'workerd'));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: WORKER,
      compatibilityDate: '2025-11-01',
      assets: { directory: 'dist/client', routerConfig: { has_user_worker: true } },
      host: '127.0.0.1',
      port: 0,
    }),
  );
  const base = (await mf.ready).origin;
  // Its runtime: the workerd this process started just now.
  const runtime = childPids(process.pid, 'workerd').find((pid) => !before.has(pid));
  return {
    base,
    async hold(name, bytes, headers) {
      const response = await fetch(`${base}/__floor/${name}`, { method: 'PUT', body: bytes, headers: { 'x-floor-headers': JSON.stringify(headers) } });
      if (response.status !== 204) throw new Error(`floor server did not keep ${name}: ${response.status}`);
    },
    cpuMs: () => (runtime ? processTreeCpuMs(runtime) : 0),
    stop: () => mf.dispose(),
  };
}
