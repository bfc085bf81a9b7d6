import { SELF, createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_MENU_QUERY, STORE_CONFIG_QUERY } from '../../../graphql/documents';
import { ORIGIN, getGraphql, postGraphql } from '../../test/graphql-request';
import { app } from '../app';

const setRules = (rules: unknown[]) =>
  SELF.fetch(`${ORIGIN}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
const stats = async () => (await SELF.fetch(`${ORIGIN}/__stats`)).json<{ total: number; byOperation: Record<string, number> }>();
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

afterEach(async () => {
  await SELF.fetch(`${ORIGIN}/__faults`, { method: 'DELETE' });
  await SELF.fetch(`${ORIGIN}/__stats`, { method: 'DELETE' });
});

describe('fault injection', () => {
  it('adds the configured latency to matching operations only', async () => {
    await getGraphql(STORE_CONFIG_QUERY); // seed first, so seeding is not measured
    expect((await setRules([{ operation: 'MainMenu', latencyMs: 300 }])).status).toBe(200);
    const slow = await timed(() => getGraphql(MAIN_MENU_QUERY));
    const fast = await timed(() => getGraphql(STORE_CONFIG_QUERY));
    expect(slow.result.body.data).toBeTruthy();
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    expect(fast.ms).toBeLessThan(200);
  });

  it('matches a root field name and "*", the named rule winning', async () => {
    await setRules([
      { operation: '*', kind: 'graphql-error' },
      { operation: 'storeConfig', latencyMs: 0 },
    ]);
    expect((await getGraphql('{ storeConfig { store_code } }')).body.data).toBeTruthy();
    expect((await getGraphql(MAIN_MENU_QUERY)).body).toEqual({ errors: [{ message: 'Injected fault: graphql-error', extensions: { category: 'internal' } }], data: null });
  });

  it('produces each kind of failure', async () => {
    await setRules([{ operation: 'StoreConfig', kind: 'http-500' }]);
    const crash = await SELF.fetch(`${ORIGIN}/graphql?query=${encodeURIComponent('query StoreConfig { storeConfig { store_code } }')}`);
    expect(crash.status).toBe(500);
    expect(crash.headers.get('cache-control')).toBe('no-store');

    await setRules([{ operation: 'StoreConfig', kind: 'invalid-json' }]);
    const garbled = await postGraphql('query StoreConfig { storeConfig { store_code } }').catch((error: unknown) => error);
    expect(garbled).toBeInstanceOf(SyntaxError);

    await setRules([{ operation: 'StoreConfig', kind: 'empty-body' }]);
    const empty = await SELF.fetch(`${ORIGIN}/graphql`, { method: 'POST', body: JSON.stringify({ query: 'query StoreConfig { storeConfig { store_code } }' }) });
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
  });

  it('fails no request at errorRate 0 and every request at errorRate 1', async () => {
    await setRules([{ operation: '*', errorRate: 0, kind: 'http-500' }]);
    const passes = await Promise.all([1, 2, 3].map(() => getGraphql(STORE_CONFIG_QUERY)));
    expect(passes.map((p) => p.response.status)).toEqual([200, 200, 200]);
    await setRules([{ operation: '*', errorRate: 1 }]);
    const failures = await Promise.all([1, 2, 3].map(() => SELF.fetch(`${ORIGIN}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`)));
    expect(failures.map((f) => f.status)).toEqual([500, 500, 500]);
  });

  it('clears rules with DELETE and rejects malformed rules', async () => {
    await setRules([{ operation: '*', kind: 'http-500' }]);
    await SELF.fetch(`${ORIGIN}/__faults`, { method: 'DELETE' });
    expect((await getGraphql(STORE_CONFIG_QUERY)).response.status).toBe(200);
    expect((await setRules([{ operation: '*', errorRate: 2 }])).status).toBe(400);
    expect((await setRules([{ operation: '*', kind: 'explode' }])).status).toBe(400);
    expect(await (await SELF.fetch(`${ORIGIN}/__faults`)).json()).toEqual({ rules: [] });
  });
});

describe('request statistics', () => {
  it('counts GraphQL requests per operation until reset', async () => {
    await getGraphql(STORE_CONFIG_QUERY);
    await getGraphql(STORE_CONFIG_QUERY);
    await postGraphql(MAIN_MENU_QUERY);
    await getGraphql('{ cmsBlocks(identifiers: ["home-hero"]) { items { title } } }');
    expect(await stats()).toEqual({ total: 4, byOperation: { StoreConfig: 2, MainMenu: 1, cmsBlocks: 1 } });
    await SELF.fetch(`${ORIGIN}/__stats`, { method: 'DELETE' });
    expect(await stats()).toEqual({ total: 0, byOperation: {} });
  });
});

describe('outside development', () => {
  const request = (path: string, vars: Partial<BackendEnv>, init?: RequestInit) =>
    app.request(path, init, { ...env, ...vars }, createExecutionContext());

  it.each([
    ['production, even with FAULT_INJECTION enabled', { ENVIRONMENT: 'production', FAULT_INJECTION: 'enabled' }],
    ['production config', { ENVIRONMENT: 'production', FAULT_INJECTION: 'disabled' }],
    ['development with fault injection disabled', { ENVIRONMENT: 'development', FAULT_INJECTION: 'disabled' }],
  ])('answers 404 for every dev endpoint in %s', async (_case, vars) => {
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [{ operation: '*', kind: 'http-500' }] }) };
    expect((await request('/__faults', vars, post)).status).toBe(404);
    expect((await request('/__faults', vars, { method: 'DELETE' })).status).toBe(404);
    expect((await request('/__faults', vars)).status).toBe(404);
    expect((await request('/__stats', vars)).status).toBe(404);
    expect((await request('/__stats', vars, { method: 'DELETE' })).status).toBe(404);
  });

  it('ignores rules set earlier and still serves /__health', async () => {
    await setRules([{ operation: '*', kind: 'http-500' }]);
    const production = { ENVIRONMENT: 'production', FAULT_INJECTION: 'enabled' };
    const graphql = await request(`/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, production);
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { storeConfig: { store_code: 'default' } } });
    const health = await request('/__health', production);
    expect(await health.json()).toEqual({ ok: true, seeded: true, products: 120 });
  });
});
