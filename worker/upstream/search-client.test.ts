import { describe, expect, it } from 'vitest';
import { searchClient, SearchUnavailable, type SearchFailureKind } from './search-client';

const service = (fetch: (request: Request) => Promise<Response>) => ({ baseUrl: 'https://search.test/klevu', fetch });

async function failure(promise: Promise<unknown>): Promise<SearchFailureKind | 'none'> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    if (error instanceof SearchUnavailable) return error.kind;
    throw error;
  }
}

describe('search client', () => {
  it('sends our configured API key, whatever the caller put in context', async () => {
    let sent: unknown;
    const client = searchClient(
      service(async (request) => {
        sent = await request.json();
        return Response.json({ queryResults: [] });
      }),
      { apiKey: 'configured-key' },
    );
    const reply = await client.search({ context: { apiKeys: ['browser-key'] }, recordQueries: [] });
    expect(reply).toEqual({ status: 200, json: { queryResults: [] } });
    expect(sent).toEqual({ context: { apiKeys: ['configured-key'] }, recordQueries: [] });
  });

  it('passes a 400 reply about our request through', async () => {
    const client = searchClient(service(async () => Response.json({ error: 'bad' }, { status: 400 })), { apiKey: 'k' });
    expect(await client.search({})).toEqual({ status: 400, json: { error: 'bad' } });
  });

  it.each<[string, (request: Request) => Promise<Response>, SearchFailureKind]>([
    ['5xx', async () => new Response('oops', { status: 502 }), 'status'],
    ['404', async () => new Response('', { status: 404 }), 'status'],
    ['empty body', async () => new Response('', { status: 200 }), 'empty-body'],
    ['invalid JSON', async () => new Response('{not json', { status: 200 }), 'invalid-json'],
    ['network failure', async () => {
      throw new TypeError('connection refused');
    }, 'unreachable'],
    [
      'timeout',
      (request) =>
        new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error))),
      'timeout',
    ],
  ])('%s → SearchUnavailable(%s)', async (_name, fetch, kind) => {
    const client = searchClient(service(fetch), { apiKey: 'k', timeoutMs: 20 });
    expect(await failure(client.search({}))).toBe(kind);
    expect(await failure(client.settings())).toBe(kind);
  });
});
