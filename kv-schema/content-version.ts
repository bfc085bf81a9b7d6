import { z } from 'zod';
import { versionedKey, type KvEntry, type KvStore } from './kv-entry';
import { peekEntry, writeEntry } from './read-through';

/** An opaque token that goes into edge HTML cache keys; a new one makes every cached page miss. */
export const ContentVersionSchema = z.string().min(1).max(64);
export type ContentVersion = z.output<typeof ContentVersionSchema>;

/** Used until the first CMS publish writes a version. */
export const INITIAL_CONTENT_VERSION = '0';

/**
 * `v1:content-version`. It has no upstream to load from: the CMS webhook writes it and nothing
 * else does, so it never expires and is not read through (see `readContentVersion`). It carries
 * no tag: purging it would send every page back to the initial version's cache entries.
 */
export const contentVersionEntry: KvEntry<typeof ContentVersionSchema> = {
  key: versionedKey('content-version'),
  schema: ContentVersionSchema,
  freshForSeconds: 0,
  ttlSeconds: null,
  tags: [],
};

/**
 * The current content version, or `INITIAL_CONTENT_VERSION` when none was written or the stored
 * value is unreadable. KV reads in other locations may lag a write by about 60 s.
 */
export async function readContentVersion(kv: KvStore): Promise<ContentVersion> {
  return (await peekEntry(kv, contentVersionEntry))?.value ?? INITIAL_CONTENT_VERSION;
}

/**
 * Write a new content version and return it. Time-ordered (base-36 ms) with a random suffix, so
 * two publishes in the same millisecond still differ. Throws the KV error when the write is
 * refused (KV allows one write per second per key).
 */
export async function bumpContentVersion(kv: KvStore, now: () => number = Date.now): Promise<ContentVersion> {
  const at = now();
  const version = `${at.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await writeEntry(kv, contentVersionEntry, version, () => at);
  return version;
}
