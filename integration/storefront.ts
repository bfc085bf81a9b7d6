// Helpers for the integration project: requests through the storefront worker's real entry
// (worker/index.ts, production upstreams = the BACKEND service binding to the reference
// backend), and typed GraphQL reads straight from the backend to know what the seed holds.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { graphqlClient } from '../graphql/client';
import worker from '../worker/index';

/** The public origin the storefront runs on in development. */
export const ORIGIN = 'http://localhost:8787';

export type Page = { response: Response; status: number; body: string };

/** One request through the storefront worker, with its background work (cache writes) awaited. */
export async function storefront(path: string, init: RequestInit = {}): Promise<Page> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
  const response = await worker.fetch(request, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, status: response.status, body };
}

/** A middleware API answer: `{ data }`, or `{ error }` with the status the storefront chose. */
export type ApiReply<T> = { status: number; cacheControl: string | null; data: T; error?: { message: string; category?: string } };

/** A same-origin JSON POST to one `/api/magento/{method}`, as the islands send it. */
export async function callApi<T>(name: string, args: unknown[], headers: Record<string, string> = {}): Promise<ApiReply<T>> {
  const { status, body, response } = await storefront(`/api/magento/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify(args),
  });
  const json = JSON.parse(body) as { data: T; error?: { message: string; category?: string } };
  return { status, cacheControl: response.headers.get('cache-control'), data: json.data, error: json.error };
}

/** The reference backend's GraphQL, read directly: the source of truth the pages must show. */
export const backend = graphqlClient({
  fetch: (request) => env.BACKEND.fetch(request),
  endpoint: 'https://reference-backend.internal/graphql',
});

/** Text as React writes it into HTML (text nodes and attribute values). */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The page's <h1> text content (tags stripped), or null. */
export function heading(body: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  return match ? match[1]!.replace(/<[^>]+>/g, '') : null;
}
