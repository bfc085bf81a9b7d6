// The CMS publish webhook through the storefront worker's real entry, against the real reference
// backend (its CMS upstream through the BACKEND binding), with the real KV and Cache API: what a
// delivery changes on the site, and what it refuses.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { cmsPageTag } from '../domain/cms-content';
import { bumpContentVersion, cmsPageEntry, contentTagVersionEntry, newsletterConfigEntry, readContentVersion } from '../kv-schema';
import { ROUTES } from '../routes/route-table';
import { storefront } from './storefront';

const CMS = 'https://reference-backend.internal/cms/api';
const CMS_TOKEN = 'integration-cms-api-token'; // vitest.config.ts, the backend's CMS_API_TOKEN

/** A CMS read or write on the reference backend, as an editor's client would send it. */
async function cms(path: string, init: RequestInit = {}): Promise<{ status: number; json: { data: Record<string, unknown> & { documentId: string } } }> {
  const response = await env.BACKEND.fetch(
    new Request(`${CMS}${path}`, { ...init, headers: { authorization: `Bearer ${CMS_TOKEN}`, 'content-type': 'application/json', ...init.headers } }),
  );
  return { status: response.status, json: await response.json() };
}

/**
 * Wait until the backend has recorded `count` deliveries of this document's webhook (they fail
 * here: nothing listens at its CMS_WEBHOOK_URL), so none is still running when the test ends.
 */
async function deliveriesSettled(documentId: string, count: number) {
  for (let wait = 0; wait < 100; wait++) {
    const response = await env.BACKEND.fetch(new Request('https://reference-backend.internal/cms/__webhook-log'));
    const log = await response.json<{ documentId: string | null }[]>();
    if (log.filter((delivery) => delivery.documentId === documentId).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the CMS's webhook deliveries for ${documentId} did not settle`);
}

async function pageDocument(identifier: string) {
  const { json } = await cms(`/pages?filters[identifier][$eq]=${encodeURIComponent(identifier)}&status=published`);
  return (json.data as unknown as { documentId: string }[])[0]!;
}

/** The tag version KV holds for a page ('' when none). */
const tagVersion = async (identifier: string) => (await env.CONTENT.get(contentTagVersionEntry(cmsPageTag(identifier))!.key)) ?? '';
const storedTitle = async (identifier: string) => {
  const raw = await env.CONTENT.get(cmsPageEntry(identifier).key);
  return raw ? (JSON.parse(raw) as { v: { found: boolean; page?: { title: string } } }).v.page?.title ?? null : null;
};
/** Whether the real content route declares its tags (the content part of issue 9 merged). */
const contentRouteTagged = Boolean(ROUTES.find((route) => route.id === 'content-page')?.contentTags);

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
    // An editor changes the popup's heading and publishes (the pages above already hold the old config).
    const edited = await cms('/newsletter', { method: 'PUT', body: JSON.stringify({ data: { heading: `Liitu meie uudiskirjaga ${Date.now()}` } }) });
    expect(edited.status).toBe(200);
    await deliveriesSettled(edited.json.data.documentId, 2);
    const publish = delivery('entry.publish', 'newsletter', { id: 1, documentId: edited.json.data.documentId });
    const first = await hook(publish);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ applied: true, model: 'newsletter', changes: [{ what: 'newsletter', result: 'changed' }] });
    expect(await readContentVersion(env.CONTENT)).not.toBe(version); // the new config was read from the CMS and stored
    expect(await edgeState('/')).toBe('MISS');
    expect(await edgeState('/kategooriad.html')).toBe('MISS');

    const bumped = await readContentVersion(env.CONTENT);
    expect((await hook(publish)).status).toBe(200);
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

  it('an edit published in the reference CMS is read back and stored, only its page’s version changes; a draft save changes nothing', async () => {
    const { documentId } = await pageDocument('info/garantii');
    if (contentRouteTagged) {
      expect(await edgeState('/info/garantii.html')).toBe('MISS');
      expect(await edgeState('/info/garantii.html')).toBe('HIT');
      await storefront('/kategooriad.html');
    }
    const global = await readContentVersion(env.CONTENT);
    const title = `Garantii ${Date.now()}`;
    expect((await cms(`/pages/${documentId}`, { method: 'PUT', body: JSON.stringify({ data: { title } }) })).status).toBe(200);
    await deliveriesSettled(documentId, 2); // entry.update, entry.publish
    const published = await cms(`/pages/${documentId}?status=published&populate=*`);
    // What the CMS's own webhook sends after the write (its delivery goes nowhere in this project).
    for (const event of ['entry.update', 'entry.publish']) {
      expect((await hook(delivery(event, 'page', published.json.data))).status).toBe(200);
    }
    expect(await storedTitle('info/garantii')).toBe(title);
    const version = await tagVersion('info/garantii');
    expect(version).not.toBe('');
    expect(await readContentVersion(env.CONTENT)).toBe(global);
    if (contentRouteTagged) {
      const page = await storefront('/info/garantii.html');
      expect(page.response.headers.get('x-edge-cache')).toBe('MISS');
      expect(page.body).toContain(title);
      expect(await edgeState('/kategooriad.html')).toBe('HIT');
    }

    const draft = await cms(`/pages/${documentId}?status=draft`, { method: 'PUT', body: JSON.stringify({ data: { title: 'Mustand' } }) });
    expect(draft.status).toBe(200);
    await deliveriesSettled(documentId, 3);
    expect((await hook(delivery('entry.update', 'page', draft.json.data))).status).toBe(200);
    expect(await storedTitle('info/garantii')).toBe(title);
    expect(await tagVersion('info/garantii')).toBe(version);
  });

  it('an unpublish in the reference CMS stores the page as gone', async () => {
    const { documentId } = await pageDocument('teenused/utiliseerimine');
    expect((await cms(`/pages/${documentId}/actions/unpublish`, { method: 'POST' })).status).toBeLessThan(300);
    await deliveriesSettled(documentId, 1);
    await hook(delivery('entry.unpublish', 'page', { documentId, identifier: 'teenused/utiliseerimine' }));
    expect(JSON.parse((await env.CONTENT.get(cmsPageEntry('teenused/utiliseerimine').key))!).v).toEqual({ found: false });
    if (contentRouteTagged) expect((await storefront('/teenused/utiliseerimine.html')).status).toBe(404);
  });
});
