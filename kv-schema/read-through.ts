import { z } from 'zod';
import { KV_MIN_TTL_SECONDS, type KvEntry, type KvStore } from './kv-entry';

export type ReadThroughStatus = 'fresh' | 'stale' | 'miss';

export type ReadThroughResult<T> = {
  value: T;
  status: ReadThroughStatus;
  /** When the value was loaded from its upstream (ms since the epoch). */
  fetchedAt: number;
};

export type ReadThroughOptions<S extends z.ZodType> = {
  kv: KvStore;
  key: string;
  /** Validates the stored value on read and the loaded value before it is stored. */
  schema: S;
  /** Served without a refresh for this long after `fetchedAt`. */
  freshForSeconds: number;
  /** KV expiry; raised to KV's 60 s minimum; `null` keeps the value until deleted. */
  ttlSeconds: number | null;
  /**
   * The upstream call (GraphQL, CMS). Upstream data is `unknown` until `schema` has parsed it,
   * which happens before it is used or stored.
   */
  load: () => Promise<unknown>;
  /** `ExecutionContext.waitUntil`: writes and stale refreshes run after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
  /** Where failed refreshes and writes are reported; defaults to `console.warn`. */
  log?: (message: string, error: unknown) => void;
  /**
   * Called (in `waitUntil`) after a stale value was refreshed and the new one written, with both:
   * a caller whose rendered pages are cached by content version bumps it here when the content
   * changed (a CMS page whose webhook was lost heals on this clock, `worker/pipeline/cms-pages.ts`).
   */
  onRefreshed?: (previous: z.output<S>, next: z.output<S>) => Promise<void>;
};

/**
 * Stale-while-revalidate over Workers KV. The value is stored as JSON `{ v, fetchedAt }`, because
 * KV itself only knows an expiry, not an age (the same idea as Hydrogen's sub-request cache).
 *
 * - Fresh hit (younger than `freshForSeconds`): returned; `load` is not called.
 * - Stale hit: the stored value is returned at once and `load` runs in `waitUntil`; a failed
 *   refresh (a throw, or a value that fails `schema`) keeps the old value and is only logged.
 * - Miss, unreadable JSON, a stored value that fails `schema`, or a failed KV read (logged):
 *   `load` is awaited, the value is written in `waitUntil`, and returned.
 *
 * Throws when `load` throws on a miss, or returns a value that fails `schema`: there is nothing
 * to serve, so the caller shows the maintenance page. A failed KV write never throws (KV allows
 * one write per second per key, so concurrent refreshes can be refused); it is logged.
 *
 * `schema` must accept its own output (true for plain objects and for the transforms used in
 * this folder), since the parsed value is what gets stored and read back.
 */
export async function readThrough<S extends z.ZodType>(
  options: ReadThroughOptions<S>,
): Promise<ReadThroughResult<z.output<S>>> {
  const { kv, key, schema, freshForSeconds, waitUntil } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? defaultLog;

  const stored = parseEnvelope(schema, await getOrNull(kv, key, log));
  if (stored) {
    const ageMs = now() - stored.fetchedAt;
    if (ageMs < freshForSeconds * 1000) return { value: stored.v, status: 'fresh', fetchedAt: stored.fetchedAt };
    waitUntil(
      loadValid(options)
        .then(async (value) => {
          await writeValue(options, value, now());
          await options.onRefreshed?.(stored.v, value);
        })
        .catch((error: unknown) => log(`kv-schema: refresh of ${key} failed; keeping the stale value`, error)),
    );
    return { value: stored.v, status: 'stale', fetchedAt: stored.fetchedAt };
  }

  const value = await loadValid(options);
  const fetchedAt = now();
  waitUntil(writeValue(options, value, fetchedAt).catch((error: unknown) => log(`kv-schema: write of ${key} failed`, error)));
  return { value, status: 'miss', fetchedAt };
}

/** `readThrough` with the key, schema and times of a `KvEntry`. Throws as `readThrough` does. */
export function readEntry<S extends z.ZodType>(
  entry: KvEntry<S>,
  options: Pick<ReadThroughOptions<S>, 'kv' | 'load' | 'waitUntil' | 'now' | 'log' | 'onRefreshed'>,
): Promise<ReadThroughResult<z.output<S>>> {
  return readThrough({ ...options, ...entry });
}

/**
 * Store a value for an entry now (for example when a webhook already holds the new content).
 * Throws a `ZodError` when the value fails the entry's schema, or the KV error when the write
 * is refused.
 */
export async function writeEntry<S extends z.ZodType>(
  kv: KvStore,
  entry: KvEntry<S>,
  value: z.input<S>,
  now: () => number = Date.now,
): Promise<void> {
  await writeValue({ kv, ...entry }, entry.schema.parse(value), now());
}

/**
 * The stored value of an entry without loading anything: `null` when absent, not JSON, or not
 * matching the entry's schema. Never throws for a bad value; throws only what KV throws.
 */
export async function peekEntry<S extends z.ZodType>(
  kv: KvStore,
  entry: KvEntry<S>,
): Promise<{ value: z.output<S>; fetchedAt: number } | null> {
  const stored = parseEnvelope(entry.schema, await kv.get(entry.key, 'text'));
  return stored ? { value: stored.v, fetchedAt: stored.fetchedAt } : null;
}

/** The stored envelope, or `null` when absent, not JSON, or not matching the schema. */
function parseEnvelope<S extends z.ZodType>(schema: S, raw: string | null): { v: z.output<S>; fetchedAt: number } | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = envelopeSchema(schema).safeParse(json);
  return result.success ? (result.data as { v: z.output<S>; fetchedAt: number }) : null;
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

function envelopeSchema(schema: z.ZodType): z.ZodType {
  let envelope = envelopes.get(schema);
  if (!envelope) {
    envelope = z.object({ v: schema, fetchedAt: z.number().finite() });
    envelopes.set(schema, envelope);
  }
  return envelope;
}

async function loadValid<S extends z.ZodType>(options: Pick<ReadThroughOptions<S>, 'key' | 'schema' | 'load'>) {
  const loaded = await options.load();
  const result = options.schema.safeParse(loaded);
  if (!result.success) {
    throw new TypeError(`kv-schema: loaded value for ${options.key} fails its schema\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

function writeValue(
  target: { kv: KvStore; key: string; ttlSeconds: number | null },
  value: unknown,
  fetchedAt: number,
): Promise<void> {
  const body = JSON.stringify({ v: value, fetchedAt });
  if (target.ttlSeconds === null) return target.kv.put(target.key, body);
  return target.kv.put(target.key, body, { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, target.ttlSeconds) });
}

/** A KV outage should cost an upstream call, not the page. */
async function getOrNull(kv: KvStore, key: string, log: (message: string, error: unknown) => void) {
  try {
    return await kv.get(key, 'text');
  } catch (error) {
    log(`kv-schema: read of ${key} failed; loading instead`, error);
    return null;
  }
}

function defaultLog(message: string, error: unknown): void {
  console.warn(message, error);
}
