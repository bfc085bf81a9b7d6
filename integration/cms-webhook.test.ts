// The CMS publish webhook through the storefront worker's real entry, against the real reference
// backend (its CMS upstream through the BACKEND binding), with the real KV and Cache API: what a
// delivery changes on the site, and what it refuses.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion, newsletterConfigEntry, readContentVersion } from '../kv-schema';
import { storefront } from './storefront';

const SECRET = env.CMS_WEBHOOK_SECRET;

function delivery(event: string, model: string, entry: Record<string, unknown>) {
  return JSON.stringify({ event, createdAt: new Date().toISOString(), model, uid: `api::${model}.${model}`, entry });
}

const hook = (body: BodyInit, authorization = SECRET) =>
  storefront('/hooks/cms', { method: 'POST', body, headers: { authorization, 'content-type': 'application/json', 'x-strapi-event': 'entry.publish' } });

const edgeState = async (path: string) => (await storefront(path)).response.headers.get('x-edge-cache');

beforeEach(async () => {
  await env.CONTENT.delete(newsletterConfigEntry.key);
  await bumpContentVersion(env.CONTENT); // a cold edge cache
});

describe('POST /hooks/cms against the reference backend', () => {
  it('a newsletter publish makes every page render anew on its next request; its replay changes nothing', async () => {
    for (const path of ['/', '/kategooriad.html']) {
      expect(await edgeState(path)).toBe('MISS');
      expect(await edgeState(path)).toBe('HIT');
    }
    const version = await readContentVersion(env.CONTENT);
    const publish = delivery('entry.publish', 'newsletter', { id: 1, documentId: 'newsletter' });
    const first = await hook(publish);
    expect(first.status).toBe(202);
    expect(JSON.parse(first.body)).toMatchObject({ accepted: true, model: 'newsletter' });
    expect(await readContentVersion(env.CONTENT)).not.toBe(version); // the config was (re)written from the CMS
    expect(await edgeState('/')).toBe('MISS');
    expect(await edgeState('/kategooriad.html')).toBe('MISS');

    const bumped = await readContentVersion(env.CONTENT);
    expect((await hook(publish)).status).toBe(202);
    expect(await readContentVersion(env.CONTENT)).toBe(bumped);
    expect(await edgeState('/')).toBe('HIT');
  });

  it('refuses a wrong secret (401), malformed or non-JSON bodies (400) and huge ones (413), changing nothing', async () => {
    await storefront('/');
    const version = await readContentVersion(env.CONTENT);
    const publish = delivery('entry.publish', 'newsletter', { id: 1 });
    expect((await hook(publish, 'not-the-secret')).status).toBe(401);
    expect((await hook('{"event":')).status).toBe(400);
    expect((await hook(JSON.stringify({ model: 'page' }))).status).toBe(400);
    expect((await hook(delivery('entry.publish', 'page', { identifier: 'info/x', padding: 'x'.repeat(300_000) }))).status).toBe(413);
    const ignored = await hook(delivery('entry.create', 'file', { id: 9 }));
    expect(ignored.status).toBe(202);
    expect(JSON.parse(ignored.body)).toMatchObject({ ignored: true });
    expect(await readContentVersion(env.CONTENT)).toBe(version);
    expect(await edgeState('/')).toBe('HIT');
  });

  it('tags cached pages for Cloudflare’s purge by tag', async () => {
    const { response } = await storefront('/kategooriad.html');
    expect(response.headers.get('cache-tag')).toMatch(/^storefront-pages,cms-blocks,cms-newsletter/);
  });
});
