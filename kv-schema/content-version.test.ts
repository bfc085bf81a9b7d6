import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bumpContentVersion, CONTENT_VERSION_MEMORY_SECONDS, contentVersionEntry, currentContentVersion, readContentVersion } from './content-version';
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
});
