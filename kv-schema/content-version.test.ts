import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bumpContentVersion, contentVersionEntry, readContentVersion } from './content-version';

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
});
