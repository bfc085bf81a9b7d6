import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { KvStore } from './kv-entry';
import { mainMenuEntry } from './main-menu';
import { readEntry, readThrough, type ReadThroughOptions } from './read-through';

const T0 = 1_700_000_000_000;
const FRESH_FOR = 60;
const PriceSchema = z.object({ amount: z.number(), currency: z.string() });
type Price = z.output<typeof PriceSchema>;

const OLD: Price = { amount: 1, currency: 'EUR' };
const NEW: Price = { amount: 2, currency: 'EUR' };

/** Each test gets its own key, so tests never see each other's entries. */
const freshKey = () => `v1:test:read-through:${crypto.randomUUID()}`;

async function seed(key: string, value: unknown, fetchedAt = T0) {
  await env.CONTENT.put(key, JSON.stringify({ v: value, fetchedAt }));
}

async function stored(key: string) {
  const raw = await env.CONTENT.get(key, 'text');
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** A counting loader that answers with the scripted outcomes in order. */
function loader(...outcomes: unknown[]) {
  const load = vi.fn(async () => {
    const outcome = outcomes[Math.min(load.mock.calls.length, outcomes.length) - 1];
    if (outcome instanceof Error) throw outcome;
    return outcome as Price;
  });
  return load;
}

/** Runs one read as a request would, then lets its `waitUntil` work finish. */
async function read(key: string, load: () => Promise<Price>, overrides: Partial<ReadThroughOptions<typeof PriceSchema>> = {}) {
  const ctx = createExecutionContext();
  const log = vi.fn();
  const result = readThrough({
    kv: env.CONTENT,
    key,
    schema: PriceSchema,
    freshForSeconds: FRESH_FOR,
    ttlSeconds: 3600,
    load,
    waitUntil: (promise) => ctx.waitUntil(promise),
    now: () => T0,
    log,
    ...overrides,
  });
  const settled = await result.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await waitOnExecutionContext(ctx);
  return { ...settled, log };
}

describe('readThrough', () => {
  it('loads once on a miss and stores the value with its fetch time', async () => {
    const key = freshKey();
    const load = loader(NEW);

    const first = await read(key, load);

    expect(first).toMatchObject({ ok: true, value: { value: NEW, status: 'miss', fetchedAt: T0 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await stored(key)).toEqual({ v: NEW, fetchedAt: T0 });

    const second = await read(key, load, { now: () => T0 + 1000 });
    expect(second).toMatchObject({ ok: true, value: { value: NEW, status: 'fresh' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a fresh hit without loading', async () => {
    const key = freshKey();
    await seed(key, OLD);
    const load = loader(new Error('must not load'));

    const result = await read(key, load, { now: () => T0 + FRESH_FOR * 1000 - 1 });

    expect(result).toMatchObject({ ok: true, value: { value: OLD, status: 'fresh', fetchedAt: T0 } });
    expect(load).not.toHaveBeenCalled();
  });

  it('returns a stale value at once and refreshes it in waitUntil', async () => {
    const key = freshKey();
    await seed(key, OLD);
    const load = loader(NEW);
    const later = T0 + FRESH_FOR * 1000;

    const result = await read(key, load, { now: () => later });

    expect(result).toMatchObject({ ok: true, value: { value: OLD, status: 'stale', fetchedAt: T0 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await stored(key)).toEqual({ v: NEW, fetchedAt: later });

    const next = await read(key, loader(new Error('must not load')), { now: () => later + 1 });
    expect(next).toMatchObject({ ok: true, value: { value: NEW, status: 'fresh' } });
  });

  it.each([
    ['a value that fails the schema', JSON.stringify({ v: { amount: 'one' }, fetchedAt: T0 })],
    ['an envelope without fetchedAt', JSON.stringify({ v: OLD })],
    ['text that is not JSON', 'not json'],
  ])('treats %s as a miss', async (_label, raw) => {
    const key = freshKey();
    await env.CONTENT.put(key, raw);
    const load = loader(NEW);

    const result = await read(key, load);

    expect(result).toMatchObject({ ok: true, value: { value: NEW, status: 'miss' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await stored(key)).toEqual({ v: NEW, fetchedAt: T0 });
  });

  it.each([
    ['throws', new Error('upstream down')],
    ['returns a value that fails the schema', { amount: 'two' }],
  ])('keeps the old value when the refresh %s, and logs', async (_label, outcome) => {
    const key = freshKey();
    await seed(key, OLD);

    const result = await read(key, loader(outcome), { now: () => T0 + FRESH_FOR * 1000 + 1 });

    expect(result).toMatchObject({ ok: true, value: { value: OLD, status: 'stale' } });
    expect(result.log).toHaveBeenCalledTimes(1);
    expect(result.log.mock.calls[0]![0]).toContain(key);
    expect(await stored(key)).toEqual({ v: OLD, fetchedAt: T0 });
  });

  it('loads when the KV read itself fails, and logs', async () => {
    const kv: KvStore = {
      get: async () => {
        throw new Error('KV unavailable');
      },
      put: async () => {},
      delete: async () => {},
      list: async () => ({ keys: [], list_complete: true }),
    };
    const load = loader(NEW);

    const result = await read(freshKey(), load, { kv });

    expect(result).toMatchObject({ ok: true, value: { value: NEW, status: 'miss' } });
    expect(result.log).toHaveBeenCalledTimes(1);
  });

  it('propagates a failing load on a miss and stores nothing', async () => {
    const key = freshKey();
    const failure = new Error('upstream down');

    const result = await read(key, loader(failure));

    expect(result).toMatchObject({ ok: false, error: failure });
    expect(await stored(key)).toBeNull();
  });

  it('throws on a miss when the loaded value fails the schema, and stores nothing', async () => {
    const key = freshKey();

    const result = await read(key, loader({ amount: 'two' }));

    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ error: expect.any(TypeError) });
    expect(await stored(key)).toBeNull();
  });

  it('stores only the fields of the schema', async () => {
    const key = freshKey();
    await read(key, loader({ ...NEW, __typename: 'Money' }));
    expect(await stored(key)).toEqual({ v: NEW, fetchedAt: T0 });
  });

  it("raises a TTL below KV's 60 s minimum to 60 s", async () => {
    const key = freshKey();
    const before = Math.floor(Date.now() / 1000);

    const result = await read(key, loader(NEW), { ttlSeconds: 5 });

    expect(result.ok).toBe(true);
    const { keys } = await env.CONTENT.list({ prefix: key });
    const expiration = keys[0]?.expiration ?? 0;
    expect(expiration).toBeGreaterThanOrEqual(before + 60);
    expect(expiration).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
  });
});

describe('readEntry', () => {
  it("reads through with the entry's key and schema, storing the parsed value", async () => {
    const entry = mainMenuEntry(`store-${crypto.randomUUID()}`);
    const category = { uid: 'MQ==', id: 1, name: 'Diivanid', url_path: 'diivanid', url_suffix: '.html', position: 1, product_count: 4 };
    const ctx = createExecutionContext();
    const options = { kv: env.CONTENT, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise), now: () => T0 };

    const miss = await readEntry(entry, { ...options, load: async () => [{ ...category, include_in_menu: 1 as const }] });
    await waitOnExecutionContext(ctx);
    const hit = await readEntry(entry, { ...options, load: async () => Promise.reject(new Error('must not load')) });

    expect(miss).toEqual({ value: [{ ...category, include_in_menu: true }], status: 'miss', fetchedAt: T0 });
    expect(hit).toEqual({ ...miss, status: 'fresh' });
  });
});
