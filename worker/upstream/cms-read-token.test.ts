// Issue 18 point 4: the storefront reads the CMS with its read token (CMS_API_TOKEN), so a store
// can close Strapi's Public role; a refused token is logged with a hint and never costs a 500.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion, cmsPageEntry, writeEntry } from '../../kv-schema';
import { createApp } from '../app';
import { send } from '../test-helpers';
import { cmsClient, CmsUnavailable } from './cms-client';
import { fakeCmsPages, fakeUpstream, type FakeUpstream } from './fake-upstream';

const PAGE = {
  id: 3,
  documentId: 'tarne-doc',
  identifier: 'info/tarne',
  title: 'Tarne',
  sections: [{ __component: 'sections.notice', id: 1, content: '<p>Tarne on tasuta.</p>' }],
};

/** Strapi 5's answers (exchanges/strapi-403-no-public-find.json; the 401 of its auth service). */
const STRAPI_403 = JSON.stringify({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } });
const STRAPI_401 = JSON.stringify({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } });

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;
let authorizations: (string | null)[];
let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };

beforeEach(async () => {
  const { keys } = await env.CONTENT.list();
  await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
  authorizations = [];
  fake.reply('cms:pages', (variables, headers) => {
    authorizations.push(headers.get('authorization'));
    return fakeCmsPages(variables.identifier === 'info/tarne' ? [PAGE] : []);
  });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

async function get(path: string, overrides: Partial<StorefrontEnv> = {}) {
  await bumpContentVersion(env.CONTENT); // rendered afresh, never an edge cache copy
  return send(app, `https://shop.test${path}`, {}, overrides);
}

const refusals = () =>
  errors.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.startsWith('{"at":"cms"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('CMS reads carry the read token', () => {
  it('sends Authorization: Bearer CMS_API_TOKEN on page reads (wrangler.toml’s dev value here)', async () => {
    expect(env.CMS_API_TOKEN).toBe('development-cms-read-token');
    const { response, body } = await get('/info/tarne.html');
    expect(response.status).toBe(200);
    expect(body).toContain('Tarne on tasuta.');
    expect(authorizations).toEqual(['Bearer development-cms-read-token']);
  });

  it('sends it on the newsletter read, and nothing when CMS_API_TOKEN is empty', async () => {
    const seen: (string | null)[] = [];
    const service = { baseUrl: 'https://cms.test', fetch: async (request: Request) => (seen.push(request.headers.get('authorization')), Response.json({ data: null }, { status: 404 })) };
    await cmsClient(service, { token: 'secret-token' }).newsletter();
    await cmsClient(service, { token: null }).newsletter();
    expect(seen).toEqual(['Bearer secret-token', null]);
  });

  it('never forwards the token with CMS media (what the browser sees)', async () => {
    const headers: (string | null)[] = [];
    const upstream = fake.upstream;
    app = createApp({
      upstream: (e) => ({
        ...upstream(e),
        cms: { baseUrl: 'https://fake-backend.test/cms', fetch: async (request) => (headers.push(request.headers.get('authorization')), new Response('png', { headers: { 'content-type': 'image/png' } })) },
      }),
    });
    const { response } = await send(app, 'https://shop.test/cms-media/uploads/hero.png');
    expect(response.status).toBe(200);
    expect(headers).toEqual([null]);
  });
});

describe('a CMS that refuses the token (401/403)', () => {
  it.each([
    [401, STRAPI_401],
    [403, STRAPI_403],
  ])('%i: logs {"at":"cms","status":…,"hint":"CMS_API_TOKEN"} and serves the last good stored page', async (status, body) => {
    await writeEntry(env.CONTENT, cmsPageEntry('info/tarne'), { found: true, page: { ...PAGE, title: 'Tarne (salvestatud)' } }, () => 0); // stale
    fake.reply('cms:pages', { status, body });
    const { response, body: html } = await get('/info/tarne.html');
    expect(response.status).toBe(200);
    expect(html).toContain('Tarne (salvestatud)');
    await vi.waitFor(() => expect(refusals()).toEqual([expect.objectContaining({ at: 'cms', status, hint: 'CMS_API_TOKEN' })]));
  });

  it.each([401, 403])('%i with nothing stored: the maintenance page (503), never a 500', async (status) => {
    fake.reply('cms:pages', { status, body: status === 401 ? STRAPI_401 : STRAPI_403 });
    const { response } = await get('/info/tarne.html');
    expect(response.status).toBe(503);
    expect(refusals()).toEqual([expect.objectContaining({ at: 'cms', status, hint: 'CMS_API_TOKEN' })]);
  });

  it('the client throws CmsUnavailable (a 401 is not a missing page)', async () => {
    const service = { baseUrl: 'https://cms.test', fetch: async () => new Response(STRAPI_401, { status: 401 }) };
    await expect(cmsClient(service, { token: 'wrong' }).page('info/tarne')).rejects.toBeInstanceOf(CmsUnavailable);
  });
});
