import { setBrowserEnvironment } from '../browser-env';

export type ApiCall = { url: string; method: string; body: unknown };
type Route = (body: unknown, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Answer island requests from `routes` (by URL path) instead of the network, recording each
 * call. An unknown URL answers 404. `restore()` puts the real `fetch` back.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  setBrowserEnvironment({
    fetch: async (url, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body });
    init?.signal?.throwIfAborted();
    const route = routes[url];
    return route ? route(body, init) : Response.json({ error: { message: 'Not found' } }, { status: 404 });
    },
  });
  return { calls, restore: () => setBrowserEnvironment({ fetch: undefined }) };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
