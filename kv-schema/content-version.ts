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
 * How long an isolate keeps the content version in memory (`currentContentVersion`). Every
 * edge-cache hit needs the version for its key, and a KV read per hit is most of a hit's cost.
 * A publish (`bumpContentVersion`) reaches the other isolates at most this much later, on top of
 * KV's own propagation delay of up to about 60 s; the isolate that bumps sees it at once.
 */
export const CONTENT_VERSION_MEMORY_SECONDS = 5;

const remembered = new WeakMap<KvStore, { version: ContentVersion; readAt: number }>();

/**
 * The content version for edge HTML cache keys: `readContentVersion`, remembered in this
 * isolate for `CONTENT_VERSION_MEMORY_SECONDS`.
 */
export async function currentContentVersion(kv: KvStore, now: () => number = Date.now): Promise<ContentVersion> {
  const memo = remembered.get(kv);
  const at = now();
  if (memo && at - memo.readAt >= 0 && at - memo.readAt < CONTENT_VERSION_MEMORY_SECONDS * 1000) return memo.version;
  const version = await readContentVersion(kv);
  remembered.set(kv, { version, readAt: at });
  return version;
}

/**
 * Write a new content version and return it. Time-ordered (base-36 ms) with a random suffix, so
 * two publishes in the same millisecond still differ. Throws the KV error when the write is
 * refused (KV allows one write per second per key).
 */
export async function bumpContentVersion(kv: KvStore, now: () => number = Date.now): Promise<ContentVersion> {
  const at = now();
  const version = `${at.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  remembered.delete(kv);
  await writeEntry(kv, contentVersionEntry, version, () => at);
  remembered.delete(kv);
  return version;
}
