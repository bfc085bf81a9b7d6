import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, OperationTypeNode, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { CacheNone, type CacheStrategy } from './cache-strategy';
import {
  AuthorizationError,
  GraphQLErrorItemSchema,
  GraphQLResponseError,
  GraphQLTransportError,
  RESPONSE_NOT_DEFINED,
  isAuthorizationErrorItem,
  type GraphQLErrorItem,
  type GraphQLTransportReason,
} from './graphql-errors';

export type GraphqlVariables = Record<string, unknown>;

/** What a query hands the upstream `fetch` beside the request. */
export type UpstreamFetchOptions = {
  /** The call's `cache` option; `CacheNone` when it has none, and for every mutation. */
  cache: CacheStrategy;
};

export type GraphqlClientOptions = {
  /**
   * The upstream: a service binding's `fetch`, the global `fetch`, or the sub-request cache in
   * front of one (which reads the call's strategy from the second argument).
   */
  fetch: (request: Request, options: UpstreamFetchOptions) => Promise<Response>;
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /**
   * Per attempt, covering the call and reading the body (storefront.md §9 "HTTP client: timeout
   * 10 s"): queries, which a shopper waits on and which are retried.
   */
  timeoutMs?: number;
  /**
   * A mutation's one attempt (never retried: a placed order or a payment must not run twice),
   * default `timeoutMs`. Against a real Magento the storefront gives it the backend agent timeout
   * (storefront.md §9 110 000 ms, `BACKEND_AGENT_TIMEOUT_MS`): aborting a slow write halfway
   * leaves the shopper not knowing whether it happened.
   */
  mutationTimeoutMs?: number;
  /** Retries after the first attempt, idempotent methods only (storefront.md §9: 2). */
  maxRetries?: number;
  /** Injectable for tests; defaults to `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Sent with every request, e.g. `Authorization: Bearer …` and Magento's `Store`. */
  headers?: HeadersInit;
  /**
   * `'no-store'` for a shopper's own data (a cart): every request bypasses any HTTP cache on the
   * way (Workers' subrequest cache in front of an external Magento), whatever the upstream answers.
   */
  cache?: 'no-store';
};

/** Per call of `query`. */
export type GraphqlQueryOptions = {
  /** How long the sub-request cache may keep the answer (cache-strategy.ts); default `CacheNone`. */
  cache?: CacheStrategy;
};

export type GraphqlClient = ReturnType<typeof graphqlClient>;

/** storefront.md §9: the only methods retried, and the only statuses that trigger a retry. */
const IDEMPOTENT_METHODS = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);

/** storefront.md §9: 0.3 × 2^(n-1) seconds before retry n (1-based): 300 ms, 600 ms. */
export function retryDelayMs(retry: number): number {
  return 300 * 2 ** (retry - 1);
}

const GraphQLResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(GraphQLErrorItemSchema).optional(),
});

const printed = new WeakMap<DocumentNode, string>();

/**
 * The document as sent: printed, then stripped of ignored characters (whitespace, commas,
 * comments) outside string literals. Short and stable, so GET URLs make good cache keys.
 */
export function printDocument(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = stripIgnoredCharacters(print(document));
    printed.set(document, text);
  }
  return text;
}

/** The name of the document's operation, or `null` when it is anonymous or ambiguous. */
export function operationName(document: DocumentNode): string | null {
  return getOperationAST(document)?.name?.value ?? null;
}

/**
 * A Magento GraphQL client (storefront.md §8, §9).
 *
 * - `query` sends GET (cacheable; retried), `mutate` sends POST JSON (never retried).
 * - Resolves with `data` only when the reply has no `errors`.
 * - Throws `GraphQLTransportError` for a timeout, a network failure, a non-2xx status left after
 *   retries, an empty body ('Response is not defined'), a non-JSON body or a non-GraphQL reply.
 * - Throws `AuthorizationError` when any error has category 'graphql-authorization' (also on a
 *   non-2xx status, as some Magento versions answer those with 401), otherwise
 *   `GraphQLResponseError` with the first error's message, the full list and the partial data.
 *
 * The client caches nothing itself: a query's `cache` strategy travels to the upstream `fetch`
 * (the sub-request cache acts on it). A caller that caches (Cache API, KV) only ever sees
 * error-free results, because every reply that carries errors is thrown.
 */
/** storefront.md §9 "HTTP client: timeout 10 s". */
export const HTTP_CLIENT_TIMEOUT_MS = 10_000;
/** storefront.md §9 "Backend agent timeout 110000 ms": server-side writes to a real Magento. */
export const BACKEND_AGENT_TIMEOUT_MS = 110_000;

export function graphqlClient(options: GraphqlClientOptions) {
  const { endpoint, timeoutMs = HTTP_CLIENT_TIMEOUT_MS, maxRetries = 2, sleep = defaultSleep } = options;
  const upstream = options.fetch;

  async function send(method: 'GET' | 'POST', document: DocumentNode, variables: GraphqlVariables | undefined, cache: CacheStrategy) {
    const query = printDocument(document);
    const name = operationName(document);
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    let url: string;
    let body: string | undefined;
    if (method === 'GET') {
      const target = new URL(endpoint);
      target.searchParams.set('query', query);
      if (name !== null) target.searchParams.set('operationName', name);
      // Omitted when empty and key-sorted otherwise, so equal requests share one cache key.
      if (variables !== undefined && Object.keys(variables).length > 0) {
        target.searchParams.set('variables', JSON.stringify(sortKeys(variables)));
      }
      url = target.toString();
    } else {
      url = endpoint;
      headers.set('content-type', 'application/json');
      body = JSON.stringify({ query, operationName: name ?? undefined, variables: variables ?? {} });
    }

    const retries = IDEMPOTENT_METHODS.has(method) ? maxRetries : 0;
    const limit = method === 'POST' ? (options.mutationTimeoutMs ?? timeoutMs) : timeoutMs;
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(
        (request) => upstream(request, { cache }),
        (signal) => new Request(url, { method, headers, body, signal, ...(options.cache ? { cache: options.cache } : {}) }),
        limit,
      );
      if (outcome.kind === 'timeout') {
        throw new GraphQLTransportError(`GraphQL request timed out after ${limit} ms`, {
          reason: 'timeout',
          status: null,
          operationName: name,
        });
      }
      if (outcome.kind === 'network') {
        throw new GraphQLTransportError(
          'GraphQL upstream unreachable',
          { reason: 'network', status: null, operationName: name },
          { cause: outcome.error },
        );
      }
      if (RETRY_STATUSES.has(outcome.status) && retry < retries) {
        await sleep(retryDelayMs(retry + 1));
        continue;
      }
      return interpret(outcome.status, outcome.body, name);
    }
  }

  return {
    /**
     * GET; see `graphqlClient` for what it throws. Throws `TypeError` for a non-query document.
     * `cache` is how long the sub-request cache may keep the answer (none when left out).
     */
    query<TData = Record<string, unknown>, TVariables extends GraphqlVariables = GraphqlVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
      { cache = CacheNone }: GraphqlQueryOptions = {},
    ): Promise<TData> {
      // A mutation over GET would be rejected upstream, and retried as if it were idempotent here.
      if (getOperationAST(document)?.operation !== OperationTypeNode.QUERY) {
        return Promise.reject(new TypeError('graphqlClient.query needs a document with one query operation'));
      }
      return send('GET', document, variables, cache) as Promise<TData>;
    },
    /** POST, never retried; see `graphqlClient` for what it throws. */
    mutate<TData = Record<string, unknown>, TVariables extends GraphqlVariables = GraphqlVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables?: TVariables,
    ): Promise<TData> {
      return send('POST', document, variables, CacheNone) as Promise<TData>;
    },
  };
}

type AttemptOutcome =
  | { kind: 'response'; status: number; body: string }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

/**
 * One call with its own deadline. The deadline both aborts the request (a real fetch stops) and
 * wins a race, because an upstream function may ignore the signal.
 */
async function attempt(
  upstream: (request: Request) => Promise<Response>,
  buildRequest: (signal: AbortSignal) => Request,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<{ kind: 'timeout' }>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
      controller.abort();
    }, timeoutMs);
  });
  const work = (async (): Promise<AttemptOutcome> => {
    try {
      const response = await upstream(buildRequest(controller.signal));
      return { kind: 'response', status: response.status, body: await response.text() };
    } catch (error) {
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network', error };
    }
  })();
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function interpret(status: number, body: string, name: string | null): unknown {
  const ok = status >= 200 && status < 300;
  const parsed = parseGraphQLBody(body);
  const errors = parsed.kind === 'graphql' ? nonEmpty(parsed.errors) : null;

  if (!ok) {
    if (errors && errors.some(isAuthorizationErrorItem)) {
      throw new AuthorizationError(errors, parsed.kind === 'graphql' ? parsed.data : null, name);
    }
    const detail = errors ? `: ${errors[0].message}` : '';
    throw transportError(`GraphQL upstream responded ${status}${detail}`, 'http-status', status, name);
  }
  if (parsed.kind !== 'graphql') throw transportError(RESPONSE_NOT_DEFINED, parsed.kind, status, name);
  if (errors) {
    const ErrorClass = errors.some(isAuthorizationErrorItem) ? AuthorizationError : GraphQLResponseError;
    throw new ErrorClass(errors, parsed.data, name);
  }
  if (parsed.data === null) throw transportError(RESPONSE_NOT_DEFINED, 'invalid-response', status, name);
  return parsed.data;
}

type ParsedBody =
  | { kind: 'graphql'; data: Record<string, unknown> | null; errors: GraphQLErrorItem[] }
  | { kind: 'empty-body' | 'invalid-json' | 'invalid-response' };

function parseGraphQLBody(body: string): ParsedBody {
  if (body.trim() === '') return { kind: 'empty-body' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'invalid-json' };
  }
  const result = GraphQLResponseSchema.safeParse(json);
  if (!result.success) return { kind: 'invalid-response' };
  return { kind: 'graphql', data: result.data.data ?? null, errors: result.data.errors ?? [] };
}

function nonEmpty<T>(items: T[]): [T, ...T[]] | null {
  return items.length > 0 ? (items as [T, ...T[]]) : null;
}

function transportError(message: string, reason: GraphQLTransportReason, status: number, name: string | null) {
  return new GraphQLTransportError(message, { reason, status, operationName: name });
}

/** Plain objects get their keys sorted, recursively; arrays keep their order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
