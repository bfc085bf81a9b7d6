import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  bumpContentTagVersion,
  bumpContentVersion,
  CONTENT_VERSION_MEMORY_SECONDS,
  contentTagVersionEntry,
  contentVersionEntry,
  contentVersionToken,
  currentContentVersion,
  readContentVersion,
} from './content-version';
import type { KvStore } from './kv-entry';
import { writeEntry } from './read-through';

describe('content version', () => {
  it('lives at v1:content-version, never expires and carries no purge tag', () => {
    expect(contentVersionEntry.key).toBe('v1:content-version');
    expect(contentVersionEntry.ttlSeconds).toBeNull();
    expect(contentVersionEntry.tags).toEqual([]);
  });

  it('starts at the initial version, changes on every bump, and ignores an unreadable value', async () => {
    await env.CONTENT.delete(contentVersionEntry.key);
    expect(await readContentVersion(env.CONTENT)).toBe('0');

    const first = await bumpContentVersion(env.CONTENT, () => 1_700_000_000_000);
    expect(await readContentVersion(env.CONTENT)).toBe(first);

    const second = await bumpContentVersion(env.CONTENT, () => 1_700_000_000_000);
    expect(second).not.toBe(first);
    expect(await readContentVersion(env.CONTENT)).toBe(second);

    await env.CONTENT.put(contentVersionEntry.key, 'garbage');
    expect(await readContentVersion(env.CONTENT)).toBe('0');
    await env.CONTENT.delete(contentVersionEntry.key);
  });

  it('is remembered in the isolate for a few seconds, except that a bump here shows at once', async () => {
    const at = 1_800_000_000_000;
    const bumped = await bumpContentVersion(env.CONTENT);
    expect(await currentContentVersion(env.CONTENT, () => at)).toBe(bumped);
    await writeEntry(env.CONTENT, contentVersionEntry, 'elsewhere', () => at); // a publish in another isolate
    expect(await currentContentVersion(env.CONTENT, () => at + CONTENT_VERSION_MEMORY_SECONDS * 1000 - 1)).toBe(bumped);
    expect(await currentContentVersion(env.CONTENT, () => at + CONTENT_VERSION_MEMORY_SECONDS * 1000)).toBe('elsewhere');
    const again = await bumpContentVersion(env.CONTENT);
    expect(await currentContentVersion(env.CONTENT, () => at + CONTENT_VERSION_MEMORY_SECONDS * 1000)).toBe(again);
  });

  it('keeps a version per tag next to the global one; a token names the global and the tags’ versions', async () => {
    expect(contentTagVersionEntry('cms-page:info/tarne')?.key).toBe('v1:content-version:tag:cms-page%3Ainfo%2Ftarne');
    expect(contentTagVersionEntry(`cms-page:${'a'.repeat(600)}`)).toBeNull(); // past KV's 512 bytes
    const global = await bumpContentVersion(env.CONTENT);
    const tarne = await bumpContentTagVersion(env.CONTENT, 'cms-page:info/tarne');
    expect(await contentVersionToken(env.CONTENT, [])).toBe(global);
    expect(await contentVersionToken(env.CONTENT, ['cms-page:info/tarne'])).toBe(`${global}~${tarne}`);
    await env.CONTENT.delete(contentTagVersionEntry('cms-page:info/uus')!.key);
    expect(await contentVersionToken(env.CONTENT, ['cms-page:info/uus', 'cms-page:info/tarne', 'cms-page:info/tarne'])).toBe(`${global}~${tarne}~0`);
    const again = await bumpContentTagVersion(env.CONTENT, 'cms-page:info/tarne');
    expect(await currentContentVersion(env.CONTENT)).toBe(global); // a tag bump leaves the global version
    expect(await contentVersionToken(env.CONTENT, ['cms-page:info/tarne'])).toBe(`${global}~${again}`);
  });

  it('reads the forgotten versions of a token in one bulk KV read, and none while remembered', async () => {
    const gets: unknown[] = [];
    const kv = {
      get: (key: string | string[], type: 'text') => {
        gets.push(key);
        return env.CONTENT.get(key as string[], type);
      },
      put: (key: string, value: string) => env.CONTENT.put(key, value),
      delete: (key: string) => env.CONTENT.delete(key),
      list: (options: { prefix?: string }) => env.CONTENT.list(options),
    } as unknown as KvStore;
    const at = 1_900_000_000_000;
    const tags = ['cms-page:a', 'cms-page:b'];
    const first = await contentVersionToken(kv, tags, () => at);
    expect(gets).toEqual([[contentVersionEntry.key, contentTagVersionEntry('cms-page:a')!.key, contentTagVersionEntry('cms-page:b')!.key]]);
    expect(await contentVersionToken(kv, tags, () => at + 1000)).toBe(first);
    expect(gets).toHaveLength(1);
  });
});
