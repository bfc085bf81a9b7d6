import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cmsPageTag } from '../../domain/cms-content';
import { cmsPageEntry, contentTagVersionEntry, type KvStore } from '../../kv-schema';
import { cmsClient } from '../upstream/cms-client';
import { applyCmsWebhook } from './cms-publish';
import { cmsPage, fakeCms } from './fake-cms';

/** KV that refuses the first write of each key, as Workers KV does a second write in one second. */
function refusingKv(): { kv: KvStore; refused: string[] } {
  const refused: string[] = [];
  const kv: KvStore = {
    get: (key, type) => env.CONTENT.get(key, type),
    put: async (key, value, options) => {
      if (!refused.includes(key)) {
        refused.push(key);
        throw new Error(`KV PUT failed: 429 Too Many Requests (${key})`);
      }
      await env.CONTENT.put(key, value, options);
    },
    delete: (key) => env.CONTENT.delete(key),
    list: (options) => env.CONTENT.list(options),
  };
  return { kv, refused };
}

describe('applyCmsWebhook', () => {
  it('retries a write KV refuses (429) once, a second later, and still bumps the page’s tag', async () => {
    const cms = fakeCms();
    cms.publish(cmsPage('info/kuller', 'Kuller', 'Kuller toob koju.'));
    const { kv, refused } = refusingKv();
    const waits: number[] = [];
    const hook = { event: 'entry.publish', createdAt: '2026-11-23T10:00:00.000Z', model: 'page', entry: { documentId: 'doc-info-kuller', identifier: 'info/kuller' } };
    const outcome = await applyCmsWebhook({ kv, cms: cmsClient(cms.service), sleep: async (ms) => void waits.push(ms) }, hook);
    expect(outcome).toEqual({ changes: [{ what: 'page:info/kuller', result: 'changed' }], purgeTags: ['cms-page:info/kuller'], invalid: [] });
    expect(refused).toEqual([cmsPageEntry('info/kuller').key, contentTagVersionEntry(cmsPageTag('info/kuller'))!.key]);
    expect(waits).toEqual([1100, 1100]);
    expect(await env.CONTENT.get(cmsPageEntry('info/kuller').key)).toContain('Kuller toob koju.');
  });

  it('keeps the last good page when the CMS is down during a publish, and stores "gone" for an unpublish', async () => {
    const cms = fakeCms();
    cms.publish(cmsPage('info/garantii', 'Garantii', 'Kaks aastat.'));
    const deps = { kv: env.CONTENT, cms: cmsClient(cms.service) };
    const publish = { event: 'entry.publish', createdAt: 'x', model: 'page', entry: { identifier: 'info/garantii' } };
    await applyCmsWebhook(deps, publish);
    cms.down(true);
    expect((await applyCmsWebhook(deps, publish)).changes).toEqual([{ what: 'page:info/garantii', result: 'failed' }]);
    expect(await env.CONTENT.get(cmsPageEntry('info/garantii').key)).toContain('Kaks aastat.');
    await applyCmsWebhook(deps, { ...publish, event: 'entry.unpublish' });
    expect(JSON.parse((await env.CONTENT.get(cmsPageEntry('info/garantii').key))!).v).toEqual({ found: false });
  });
});
