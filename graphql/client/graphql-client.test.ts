import gql from 'graphql-tag';
import { describe, expect, it } from 'vitest';
import {
  AuthorizationError,
  CacheNone,
  CacheShort,
  GraphQLResponseError,
  GraphQLTransportError,
  graphqlClient,
  isAuthorizationError,
  isGraphQLClientError,
  operationName,
  type GraphqlClientOptions,
  type UpstreamFetchOptions,
} from './index';

const ENDPOINT = 'https://commerce.test/graphql';

const STORE_NAME_QUERY = gql`
  # comments and commas are not sent
  query StoreName($code: String, $page: Int) {
    storeConfig(code: $code, page: $page) {
      store_name
      default_title
    }
  }
`;

const CREATE_CART_MUTATION = gql`
  mutation CreateCart {
    createEmptyCart
  }
`;

type Reply = () => Response | Promise<Response>;

const json = (body: unknown, status = 200): Reply => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (body: string, status = 200): Reply => () => new Response(body, { status });
const OK = json({ data: { storeConfig: { store_name: 'Mööbel', default_title: 'Pood' } } });

/** A counting fake upstream: answers with the scripted replies in order, repeating the last. */
function fakeUpstream(...replies: Reply[]) {
  const requests: Request[] = [];
  /** What the client handed over beside each request. */
  const options: UpstreamFetchOptions[] = [];
  const fetch = async (request: Request, given: UpstreamFetchOptions) => {
    requests.push(request);
    options.push(given);
    const reply = replies[Math.min(requests.length, replies.length) - 1];
    if (!reply) throw new Error('no scripted reply');
    return reply();
  };
  return { fetch, requests, options };
}

function setup(replies: Reply[], options: Partial<GraphqlClientOptions> = {}) {
  const upstream = fakeUpstream(...replies);
  const sleeps: number[] = [];
  const client = graphqlClient({
    fetch: upstream.fetch,
    endpoint: ENDPOINT,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { client, requests: upstream.requests, options: upstream.options, sleeps };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('query', () => {
  it('sends a cacheable GET with the compact query, operation name and sorted variables', async () => {
    const { client, requests } = setup([OK], { headers: { Authorization: 'Bearer t0k', Store: 'et' } });

    const data = await client.query(STORE_NAME_QUERY, { page: 2, code: 'et' });

    expect(data).toEqual({ storeConfig: { store_name: 'Mööbel', default_title: 'Pood' } });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.body).toBeNull();
    expect(request.headers.get('authorization')).toBe('Bearer t0k');
    expect(request.headers.get('store')).toBe('et');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(ENDPOINT);
    expect(url.searchParams.get('query')).toBe(
      'query StoreName($code:String$page:Int){storeConfig(code:$code page:$page){store_name default_title}}',
    );
    expect(url.searchParams.get('operationName')).toBe('StoreName');
    expect(url.searchParams.get('variables')).toBe('{"code":"et","page":2}');
  });

  it('gives equal requests the same URL whatever the order of variables', async () => {
    const { client, requests } = setup([OK]);
    await client.query(STORE_NAME_QUERY, { code: 'et', page: 1 });
    await client.query(STORE_NAME_QUERY, { page: 1, code: 'et' });
    expect(requests[0]!.url).toBe(requests[1]!.url);
  });

  it('leaves out the variables parameter when there are none', async () => {
    const { client, requests } = setup([OK]);
    await client.query(STORE_NAME_QUERY);
    expect(new URL(requests[0]!.url).searchParams.has('variables')).toBe(false);
  });

  it("sends GET with cache 'no-store' when built for a shopper's own data, and leaves it default otherwise", async () => {
    const personal = setup([OK], { cache: 'no-store' });
    await personal.client.query(STORE_NAME_QUERY, { code: 'et' });
    expect(personal.requests[0]!.method).toBe('GET');
    expect(personal.requests[0]!.cache).toBe('no-store');
    const shared = setup([OK]);
    await shared.client.query(STORE_NAME_QUERY, { code: 'et' });
    expect(shared.requests[0]!.cache).not.toBe('no-store');
  });

  it("hands the call's cache strategy to the upstream fetch, every retry included; none when the call names none", async () => {
    const { client, options } = setup([text('', 503), OK]);
    await client.query(STORE_NAME_QUERY, { code: 'et' }, { cache: CacheShort });
    expect(options).toEqual([{ cache: CacheShort }, { cache: CacheShort }]);
    await client.query(STORE_NAME_QUERY, { code: 'et' });
    expect(options[2]).toEqual({ cache: CacheNone });
  });

  it('refuses a mutation document without calling the upstream', async () => {
    const { client, requests } = setup([OK]);
    await expect(client.query(CREATE_CART_MUTATION)).rejects.toThrow(TypeError);
    expect(requests).toHaveLength(0);
  });
});

describe('mutate', () => {
  it('sends POST JSON with query, operation name and variables', async () => {
    const { client, requests, options } = setup([json({ data: { createEmptyCart: 'abc' } })], {
      headers: { Store: 'et' },
    });

    const data = await client.mutate<{ createEmptyCart: string }>(CREATE_CART_MUTATION, { x: 1 });

    expect(data.createEmptyCart).toBe('abc');
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(ENDPOINT);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('store')).toBe('et');
    expect(await request.json()).toEqual({
      query: 'mutation CreateCart{createEmptyCart}',
      operationName: 'CreateCart',
      variables: { x: 1 },
    });
    expect(options).toEqual([{ cache: CacheNone }]); // a write is never cached
  });
});

describe('retries', () => {
  it.each([408, 413, 429, 500, 502, 503, 504])('retries a GET on %i with 300 ms then 600 ms backoff', async (status) => {
    const { client, requests, sleeps } = setup([text('busy', status), text('busy', status), OK]);

    await expect(client.query(STORE_NAME_QUERY)).resolves.toHaveProperty('storeConfig.store_name', 'Mööbel');

    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([300, 600]);
  });

  it('stops after 2 retries and throws a transport error with the last status', async () => {
    const { client, requests, sleeps } = setup([text('down', 503)]);

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toBeInstanceOf(GraphQLTransportError);
    expect(error).toMatchObject({ reason: 'http-status', status: 503, operationName: 'StoreName' });
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([300, 600]);
  });

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    const { client, requests, sleeps } = setup([text('no', status), OK]);

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toMatchObject({ name: 'GraphQLTransportError', reason: 'http-status', status });
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('never retries a POST', async () => {
    const { client, requests, sleeps } = setup([text('down', 503), json({ data: { createEmptyCart: 'abc' } })]);

    const error = await rejection(client.mutate(CREATE_CART_MUTATION));

    expect(error).toMatchObject({ reason: 'http-status', status: 503 });
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('honours a smaller maxRetries', async () => {
    const { client, requests, sleeps } = setup([text('down', 502)], { maxRetries: 1 });
    await rejection(client.query(STORE_NAME_QUERY));
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([300]);
  });
});

describe('transport failures', () => {
  it('times out an upstream that never answers, aborts its request, and does not retry', async () => {
    const { client, requests } = setup([() => new Promise<Response>(() => {})], { timeoutMs: 20 });

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toBeInstanceOf(GraphQLTransportError);
    expect(error).toMatchObject({ reason: 'timeout', status: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('gives a mutation its own timeout (the backend agent timeout against a real Magento); queries keep theirs', async () => {
    const never = () => new Promise<Response>(() => {});
    const slowWrite = setup([never], { timeoutMs: 20, mutationTimeoutMs: 60 });
    const started = Date.now();
    await expect(rejection(slowWrite.client.mutate(CREATE_CART_MUTATION))).resolves.toMatchObject({ reason: 'timeout', message: 'GraphQL request timed out after 60 ms' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    const read = setup([never], { timeoutMs: 20, mutationTimeoutMs: 60_000 });
    await expect(rejection(read.client.query(STORE_NAME_QUERY))).resolves.toMatchObject({ message: 'GraphQL request timed out after 20 ms' });
  });

  it('times out a body that never finishes', async () => {
    const stalled = () => new Response(new ReadableStream({ start() {} }), { status: 200 });
    const { client } = setup([stalled], { timeoutMs: 20 });
    await expect(rejection(client.query(STORE_NAME_QUERY))).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('reports a throwing upstream as a network failure with the cause', async () => {
    const cause = new Error('connection refused');
    const { client } = setup([
      () => {
        throw cause;
      },
    ]);

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toMatchObject({ name: 'GraphQLTransportError', reason: 'network', cause });
  });

  it.each([
    ['an empty body', text(''), 'empty-body'],
    ['a body that is not JSON', text('<html>oops</html>'), 'invalid-json'],
    ['JSON null', json(null), 'invalid-response'],
    ['JSON without data or errors', json({}), 'invalid-response'],
  ] as const)("answers %s with 'Response is not defined'", async (_label, reply, reason) => {
    const { client } = setup([reply]);

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toBeInstanceOf(GraphQLTransportError);
    expect(error).toMatchObject({ message: 'Response is not defined', reason, status: 200 });
  });
});

describe('GraphQL errors', () => {
  const errors = [
    { message: 'The cart is not active', extensions: { category: 'graphql-no-such-entity' }, path: ['cart'] },
    { message: 'Second problem' },
  ];

  it('throws the first error message with the full list and the partial data', async () => {
    const { client, requests } = setup([json({ data: { cart: null, other: 1 }, errors })]);

    const error = await rejection(client.query(STORE_NAME_QUERY));

    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error).not.toBeInstanceOf(AuthorizationError);
    expect(isGraphQLClientError(error)).toBe(true);
    expect(isAuthorizationError(error)).toBe(false);
    expect(error).toMatchObject({
      message: 'The cart is not active',
      errors,
      data: { cart: null, other: 1 },
      operationName: 'StoreName',
    });
    expect(requests).toHaveLength(1);
  });

  it('throws AuthorizationError when any error has category graphql-authorization', async () => {
    const reply = json({
      data: null,
      errors: [
        { message: 'Other' },
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    const { client } = setup([reply]);

    const error = await rejection(client.mutate(CREATE_CART_MUTATION));

    expect(isAuthorizationError(error)).toBe(true);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error).toMatchObject({ name: 'AuthorizationError', message: 'Other', data: null });
  });

  it('throws AuthorizationError for an authorization error sent with a 401 status', async () => {
    const reply = json(
      { errors: [{ message: 'Not authorized', extensions: { category: 'graphql-authorization' } }] },
      401,
    );
    const { client } = setup([reply]);
    expect(isAuthorizationError(await rejection(client.query(STORE_NAME_QUERY)))).toBe(true);
  });

  it('keeps a non-2xx status a transport error even when it carries other GraphQL errors', async () => {
    const { client } = setup([json({ errors: [{ message: 'Internal server error' }] }, 500)], { maxRetries: 0 });
    const error = await rejection(client.query(STORE_NAME_QUERY));
    expect(error).toMatchObject({
      name: 'GraphQLTransportError',
      status: 500,
      message: 'GraphQL upstream responded 500: Internal server error',
    });
  });

  it('resolves normally when the errors list is empty', async () => {
    const { client } = setup([json({ data: { storeConfig: null }, errors: [] })]);
    await expect(client.query(STORE_NAME_QUERY)).resolves.toEqual({ storeConfig: null });
  });
});

describe('operationName', () => {
  it('names the operation, or returns null for an anonymous one', () => {
    expect(operationName(STORE_NAME_QUERY)).toBe('StoreName');
    expect(operationName(gql`{ storeConfig { store_name } }`)).toBeNull();
  });
});
