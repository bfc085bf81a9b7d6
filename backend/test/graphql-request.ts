// Test helper: GraphQL over the worker's public surface (SELF), the way the storefront calls it.
import { SELF } from 'cloudflare:test';
import { type DocumentNode, print } from 'graphql';

export const ORIGIN = 'https://backend.internal';

export type GraphqlBody<T> = {
  data?: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; locations?: unknown; extensions: { category: string } }>;
};

const text = (document: DocumentNode | string) => (typeof document === 'string' ? document : print(document));

/** GET /graphql?query=…&variables=… (a cacheable query, as the storefront sends it). */
export async function getGraphql<T = any>(document: DocumentNode | string, variables?: Record<string, unknown>, init?: RequestInit) {
  const url = new URL('/graphql', ORIGIN);
  url.searchParams.set('query', text(document));
  if (variables) url.searchParams.set('variables', JSON.stringify(variables));
  const response = await SELF.fetch(url, init);
  return { response, body: await response.json<GraphqlBody<T>>() };
}

/** POST /graphql with a JSON body. */
export async function postGraphql<T = any>(document: DocumentNode | string, variables?: Record<string, unknown>, operationName?: string) {
  const response = await SELF.fetch(new URL('/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: text(document), variables, operationName }),
  });
  return { response, body: await response.json<GraphqlBody<T>>() };
}

/** The data of a GET query; fails the test on any GraphQL error. */
export async function queryData<T = any>(document: DocumentNode | string, variables?: Record<string, unknown>): Promise<T> {
  const { body } = await getGraphql<T>(document, variables);
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** Seeds the catalogue (as any first request would), for tests that read the database directly. */
export async function seeded(): Promise<void> {
  const response = await SELF.fetch(new URL('/__health', ORIGIN));
  if (!response.ok) throw new Error(`Seeding failed: ${response.status}`);
}
