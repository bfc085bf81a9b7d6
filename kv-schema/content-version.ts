import { z } from 'zod';
import { CMS_NEWSLETTER_TAG } from '../domain/cms-content';
import { CMS_BLOCKS_TAG } from './cms-blocks';
import { versionedKey, type KvEntry, type KvStore } from './kv-entry';
import { writeEntry } from './read-through';

/** Carried (`Cache-Tag`) by every edge-cached page: a purge by it empties the whole HTML cache. */
export const ALL_PAGES_TAG = 'storefront-pages';
/**
 * The tags of what every page shows, under the global content version: every cached page
 * carries them besides its route's own tags (`RouteModule.contentTags`).
 */
export const GLOBAL_CONTENT_TAGS: readonly string[] = [ALL_PAGES_TAG, CMS_BLOCKS_TAG, CMS_NEWSLETTER_TAG];

/** An opaque token that goes into edge HTML cache keys; a new one makes the pages it covers miss. */
export const ContentVersionSchema = z.string().min(1).max(64);
export type ContentVersion = z.output<typeof ContentVersionSchema>;

/** Used until the first CMS publish writes a version (the global one or a tag's). */
export const INITIAL_CONTENT_VERSION = '0';

/**
 * `v1:content-version`: the global version, in every page's edge cache key. Bumped when
 * something every page shows changes (newsletter config, CMS blocks). It has no upstream to
 * load from: the CMS webhook writes it and nothing else does, so it never expires and is not
 * read through. It carries no tag: purging it would send every page back to the initial
 * version's cache entries.
 */
export const contentVersionEntry: KvEntry<typeof ContentVersionSchema> = {
  key: versionedKey('content-version'),
  schema: ContentVersionSchema,
  freshForSeconds: 0,
  ttlSeconds: null,
  tags: [],
};

/**
 * `v1:content-version:tag:{tag}`: the version of one content tag (`cms-page:info/tarne`), in the
 * edge cache key of the pages whose route declares the tag (`RouteModule.contentTags`). A publish
 * of one CMS page bumps only its tag, so every other page stays cached. `null` when the key
 * would pass KV's 512 bytes (a very long page identifier): such a tag has no version of its own
 * and a publish of it bumps the global version instead.
 */
export function contentTagVersionEntry(tag: string): KvEntry<typeof ContentVersionSchema> | null {
  let key: string;
  try {
    key = versionedKey('content-version', 'tag', tag);
  } catch {
    return null;
  }
  return { key, schema: ContentVersionSchema, freshForSeconds: 0, ttlSeconds: null, tags: [] };
}

/** A stored version (`{ v, fetchedAt }` as `writeEntry` writes it), or `null` when absent or unreadable. */
function parseVersion(raw: string | null | undefined): ContentVersion | null {
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = StoredVersionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.v : null;
  } catch {
    return null;
  }
}
const StoredVersionSchema = z.object({ v: ContentVersionSchema, fetchedAt: z.number() });

/**
 * The global content version, or `INITIAL_CONTENT_VERSION` when none was written or the stored
 * value is unreadable. KV reads in other locations may lag a write by about 60 s.
 */
export async function readContentVersion(kv: KvStore): Promise<ContentVersion> {
  return parseVersion(await kv.get(contentVersionEntry.key, 'text')) ?? INITIAL_CONTENT_VERSION;
}

/**
 * How long an isolate keeps content versions in memory (`currentContentVersion`,
 * `contentVersionToken`). Every edge-cache hit needs them for its key, and a KV read per hit is
 * most of a hit's cost. A publish reaches the other isolates at most this much later, on top of
 * KV's own propagation delay of up to about 60 s; the isolate that bumps sees it at once.
 */
export const CONTENT_VERSION_MEMORY_SECONDS = 5;
/** Versions remembered per KV namespace at most (a tag per content page); oldest out first. */
const MEMORY_MAX_KEYS = 2_000;

type Remembered = { version: ContentVersion; readAt: number };
const remembered = new WeakMap<KvStore, Map<string, Remembered>>();

function memoryOf(kv: KvStore): Map<string, Remembered> {
  let memory = remembered.get(kv);
  if (!memory) {
    memory = new Map();
    remembered.set(kv, memory);
  }
  return memory;
}

function remember(kv: KvStore, key: string, version: ContentVersion, readAt: number): void {
  const memory = memoryOf(kv);
  memory.delete(key); // re-insert: Map order is the eviction order
  memory.set(key, { version, readAt });
  if (memory.size > MEMORY_MAX_KEYS) memory.delete(memory.keys().next().value!);
}

/**
 * KV's bulk read (`get([...keys], 'text')`, up to 100 keys in one operation) where the
 * namespace has it (Workers KV does); test doubles without it are read key by key.
 */
type KvBulkGet = { get(keys: string[], type: 'text'): Promise<Map<string, string | null>> };

async function readMany(kv: KvStore, keys: string[]): Promise<(string | null)[]> {
  if (keys.length === 1) return [await kv.get(keys[0]!, 'text')];
  if (keys.length <= 100) {
    try {
      const found = await (kv as unknown as KvBulkGet).get(keys, 'text');
      if (found instanceof Map) return keys.map((key) => found.get(key) ?? null);
    } catch {
      // No bulk read here (a test double): one read per key below.
    }
  }
  return Promise.all(keys.map((key) => kv.get(key, 'text')));
}

/**
 * The versions of these KV keys, each remembered in this isolate for
 * `CONTENT_VERSION_MEMORY_SECONDS`; the forgotten ones are read from KV in one bulk read.
 */
async function versionsOf(kv: KvStore, keys: readonly string[], at: number): Promise<ContentVersion[]> {
  const memory = memoryOf(kv);
  const versions: (ContentVersion | undefined)[] = keys.map((key) => {
    const memo = memory.get(key);
    return memo && at - memo.readAt >= 0 && at - memo.readAt < CONTENT_VERSION_MEMORY_SECONDS * 1000 ? memo.version : undefined;
  });
  const missing = keys.filter((_, index) => versions[index] === undefined);
  if (missing.length) {
    const read = await readMany(kv, missing);
    missing.forEach((key, index) => remember(kv, key, parseVersion(read[index]) ?? INITIAL_CONTENT_VERSION, at));
    keys.forEach((key, index) => (versions[index] ??= memory.get(key)!.version));
  }
  return versions as ContentVersion[];
}

/** The global content version, remembered in this isolate for `CONTENT_VERSION_MEMORY_SECONDS`. */
export async function currentContentVersion(kv: KvStore, now: () => number = Date.now): Promise<ContentVersion> {
  return (await versionsOf(kv, [contentVersionEntry.key], now()))[0]!;
}

/**
 * The part of an edge cache key that says which content a page shows: the global version, then
 * the version of each tag (sorted, deduplicated; a tag without a version of its own adds
 * nothing), joined with `~`. All are read in one go and remembered as `currentContentVersion`.
 * `global` alone when `tags` is empty, so pages without tags keep the key they had before tags.
 */
export async function contentVersionToken(kv: KvStore, tags: readonly string[], now: () => number = Date.now): Promise<string> {
  const keys = [contentVersionEntry.key];
  for (const tag of [...new Set(tags)].sort()) {
    const entry = contentTagVersionEntry(tag);
    if (entry) keys.push(entry.key);
  }
  return (await versionsOf(kv, keys, now())).join('~');
}

/** A new version: time-ordered (base-36 ms) with a random suffix, so two in one millisecond differ. */
function newVersion(at: number): ContentVersion {
  return `${at.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/** How many versions this isolate has written (`contentVersionWrites`). */
let writes = 0;

/**
 * How many content versions this isolate has written so far: what was derived from the versions
 * it remembered (a replayed page, worker/cache/hit-replay.ts) is out of date once this changes.
 */
export function contentVersionWrites(): number {
  return writes;
}

async function bump(kv: KvStore, entry: KvEntry<typeof ContentVersionSchema>, now: () => number): Promise<ContentVersion> {
  const at = now();
  writes += 1;
  const version = newVersion(at);
  memoryOf(kv).delete(entry.key);
  await writeEntry(kv, entry, version, () => at);
  // This isolate sees its own publish at once, whatever KV's propagation.
  remember(kv, entry.key, version, at);
  return version;
}

/**
 * Write a new global content version and return it: every page's edge cache key changes.
 * Throws the KV error when the write is refused (KV allows one write per second per key).
 */
export function bumpContentVersion(kv: KvStore, now: () => number = Date.now): Promise<ContentVersion> {
  return bump(kv, contentVersionEntry, now);
}

/**
 * Write a new version of one content tag: only the pages declaring the tag change key. A tag
 * without a version of its own (`contentTagVersionEntry` is `null`) bumps the global version.
 * Throws the KV error when the write is refused.
 */
export function bumpContentTagVersion(kv: KvStore, tag: string, now: () => number = Date.now): Promise<ContentVersion> {
  return bump(kv, contentTagVersionEntry(tag) ?? contentVersionEntry, now);
}
