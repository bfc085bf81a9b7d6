import type { z } from 'zod';

/**
 * The part of Workers `KVNamespace` this folder uses; the `CONTENT` binding satisfies it.
 * Declared here so the folder type-checks without the runtime's global types and can take a
 * fake in tests.
 */
export interface KvStore {
  get(key: string, type: 'text'): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
  list(options: { prefix?: string; cursor?: string }): Promise<{
    keys: { name: string }[];
    list_complete: boolean;
    cursor?: string;
  }>;
}

/** Every key starts with this, so a change of value shape can move to `v2:` without a flush. */
export const KEY_VERSION = 'v1';

/** Workers KV rejects an `expirationTtl` below 60 seconds. */
export const KV_MIN_TTL_SECONDS = 60;

/** Workers KV rejects keys longer than 512 bytes. */
const KV_MAX_KEY_BYTES = 512;

/**
 * One concrete KV entry: where it lives, what its value must look like, how long it is served
 * without a refresh (`freshForSeconds`), how long KV keeps it at all (`ttlSeconds`, `null` for
 * never), and the tags a purge can name it by.
 */
export type KvEntry<S extends z.ZodType> = {
  key: string;
  schema: S;
  freshForSeconds: number;
  ttlSeconds: number | null;
  tags: readonly string[];
};

/**
 * A kind of entry, as the purge registry sees it: the key prefix to list, and the tags of a key
 * read back from its name (so entries written by an older deploy are still found).
 */
export type KvEntryFamily = {
  prefix: string;
  tagsOfKey: (key: string) => string[];
};

/**
 * `v1:<name>:<part>…`, each part URI-encoded so a store code or block identifier cannot forge a
 * separator; a list part is encoded item by item and joined with `,`. Throws `RangeError` past KV's 512-byte limit: a programming error (too many block
 * identifiers in one entry), better caught here than as a KV failure per request.
 */
export function versionedKey(name: string, ...parts: (string | readonly string[])[]): string {
  const encoded = parts.map((part) => (typeof part === 'string' ? encodeURIComponent(part) : encodeList(part)));
  const key = [KEY_VERSION, name, ...encoded].join(':');
  if (new TextEncoder().encode(key).byteLength > KV_MAX_KEY_BYTES) {
    throw new RangeError(`KV key longer than ${KV_MAX_KEY_BYTES} bytes: ${key.slice(0, 80)}…`);
  }
  return key;
}

function encodeList(items: readonly string[]): string {
  return items.map(encodeURIComponent).join(',');
}

/** The inverse of a list part of `versionedKey`; a malformed item is returned as is. */
export function decodeListPart(part: string): string[] {
  return part === '' ? [] : part.split(',').map(safeDecode);
}

function safeDecode(item: string): string {
  try {
    return decodeURIComponent(item);
  } catch {
    return item;
  }
}
