import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/graphql-request';
import { cmsRoutes } from './cms-routes';

const TOKEN = env.CMS_API_TOKEN;
/** Reads with the read-only token (backend/wrangler.toml CMS_READ_TOKEN), as the storefront reads. */
const READ = { headers: { authorization: `Bearer ${env.CMS_READ_TOKEN}` } };
type Delivery = { url: string; headers: Record<string, string>; body: any; bodyText: string; atWrite: { published: string | null } };
const deliveries: Delivery[] = [];
let answer = 204;

/** The CMS with the webhook's fetch injected: records each delivery and what D1 held when it arrived. */
const cms = cmsRoutes({
  send: async (request) => {
    const bodyText = await request.text();
    const body = JSON.parse(bodyText);
    const row = await env.DB.prepare(`SELECT data FROM cms_documents WHERE document_id = ? AND status = 'published'`).bind(body.entry.documentId).first<{ data: string }>();
    deliveries.push({ url: request.url, headers: Object.fromEntries(request.headers), body, bodyText, atWrite: { published: row?.data ?? null } });
    return new Response(null, { status: answer });
  },
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) {
  const ctx = createExecutionContext();
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await cms.fetch(new Request(new URL(path, ORIGIN), init), env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const published = async (identifier: string) =>
  (await SELF.fetch(new URL(`/cms/api/pages?filters[identifier][$eq]=${identifier}&populate[seo]=true`, ORIGIN), READ).then((r) => r.json<any>())).data[0];
const draft = async (identifier: string) =>
  (await SELF.fetch(new URL(`/cms/api/pages?filters[identifier][$eq]=${identifier}&status=draft`, ORIGIN), READ).then((r) => r.json<any>())).data[0];

let garantii: string;

beforeAll(async () => {
  garantii = (await published('info/garantii')).documentId;
});

describe('CMS writes', () => {
  it('refuses writes as Strapi 5 does: no token 403, a wrong one 401, the read-only token 403; nothing changes', async () => {
    const before = deliveries.length;
    const none = await call('PUT', `/cms/api/pages/${garantii}`, { data: { title: 'X' } }, {});
    expect(none).toEqual({ status: 403, body: { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } } });
    const wrong = await call('PUT', `/cms/api/pages/${garantii}`, { data: { title: 'X' } }, { authorization: 'Bearer wrong' });
    expect(wrong).toEqual({ status: 401, body: { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } } });
    const readOnly = await call('PUT', `/cms/api/pages/${garantii}`, { data: { title: 'X' } }, { authorization: `Bearer ${env.CMS_READ_TOKEN}` });
    expect(readOnly.status).toBe(403);
    expect((await published('info/garantii')).title).toBe('Garantii');
    expect(deliveries.length).toBe(before);
  });

  it('a draft save (?status=draft) changes the draft only and sends entry.update', async () => {
    deliveries.length = 0;
    const saved = await call('PUT', `/cms/api/pages/${garantii}?status=draft`, { data: { title: 'Garantii (mustand)' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ documentId: garantii, title: 'Garantii (mustand)', publishedAt: null });
    expect((await published('info/garantii')).title).toBe('Garantii');
    expect((await draft('info/garantii')).title).toBe('Garantii (mustand)');
    expect(deliveries.map((d) => d.body.event)).toEqual(['entry.update']);
  });

  it('a PUT without status updates and publishes (Strapi v5): entry.update then entry.publish, after the commit', async () => {
    deliveries.length = 0;
    const before = await published('info/garantii');
    const saved = await call('PUT', `/cms/api/pages/${garantii}`, { data: { title: 'Garantii ja hooldus', seo: { metaTitle: 'Garantii' } } });
    expect(saved.status).toBe(200);
    const after = await published('info/garantii');
    expect(after.title).toBe('Garantii ja hooldus');
    expect(after.seo.metaTitle).toBe('Garantii');
    expect(after.id).not.toBe(before.id);
    expect(deliveries.map((d) => d.body.event)).toEqual(['entry.update', 'entry.publish']);
    const publish = deliveries[1]!;
    expect(publish.url).toBe(`${env.STOREFRONT_URL}/hooks/cms`);
    expect(publish.headers).toMatchObject({ 'x-strapi-event': 'entry.publish', 'content-type': 'application/json', authorization: env.CMS_WEBHOOK_AUTHORIZATION });
    expect(publish.body).toMatchObject({ event: 'entry.publish', model: 'page', uid: 'api::page.page', createdAt: expect.any(String) });
    expect(publish.body.entry).toMatchObject({ id: after.id, documentId: garantii, identifier: 'info/garantii', title: 'Garantii ja hooldus' });
    // Delivered after the write committed: the published row already held the new title.
    expect(JSON.parse(publish.atWrite.published!).title).toBe('Garantii ja hooldus');
    const log = await SELF.fetch(new URL('/cms/__webhook-log', ORIGIN)).then((r) => r.json<any[]>());
    expect(log.slice(0, 2).map((entry) => [entry.event, entry.status])).toEqual([['entry.publish', 204], ['entry.update', 204]]);
  });

  it('creates, unpublishes and deletes pages; a failing webhook never fails the write', async () => {
    deliveries.length = 0;
    answer = 500;
    const created = await call('POST', '/cms/api/pages', { data: { identifier: 'info/uus', title: 'Uus leht', sections: [{ __component: 'sections.newsletter', heading: 'Liitu' }] } });
    answer = 204;
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    expect(documentId).toMatch(/^[a-z0-9]{24}$/);
    // entry.create and entry.publish, each tried twice against the 500.
    expect(deliveries.map((d) => d.body.event)).toEqual(['entry.create', 'entry.create', 'entry.publish', 'entry.publish']);
    const page = await SELF.fetch(new URL(`/cms/api/pages/${documentId}?populate=*`, ORIGIN), READ).then((r) => r.json<any>());
    expect(page.data.sections).toEqual([{ __component: 'sections.newsletter', id: expect.any(Number), heading: 'Liitu', description: null }]);

    deliveries.length = 0;
    const unpublished = await call('POST', `/cms/api/pages/${documentId}/actions/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(await published('info/uus')).toBeUndefined();
    expect((await draft('info/uus')).title).toBe('Uus leht');
    expect(deliveries.map((d) => d.body.event)).toEqual(['entry.unpublish']);

    const deleted = await call('DELETE', `/cms/api/pages/${documentId}`);
    expect(deleted.status).toBe(204);
    expect(await draft('info/uus')).toBeUndefined();
    expect(deliveries.map((d) => d.body.event)).toEqual(['entry.unpublish', 'entry.delete']);
    expect((await call('DELETE', `/cms/api/pages/${documentId}`)).status).toBe(404);
  });

  it('validates every write against the content model: 400 with the paths, nothing stored', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/cms/api/pages', { data: { identifier: 'Info/Suur', title: 'X', sections: [] } }],
      ['POST', '/cms/api/pages', { data: { identifier: 'home', title: 'Teine avaleht', sections: [] } }],
      ['POST', '/cms/api/pages', { data: { identifier: 'info/x', title: 'X', sections: [{ __component: 'sections.unknown' }] } }],
      ['POST', '/cms/api/pages', { data: { identifier: 'info/x', title: 'X', sections: [{ __component: 'sections.hero-slider', slides: [] }] } }],
      ['POST', '/cms/api/pages', { data: { identifier: 'info/x', title: 'X', sections: [{ __component: 'sections.notice', content: '<p>x</p>', image: 999 }] } }],
      ['POST', '/cms/api/pages', { data: { identifier: 'info/x', title: 'X', nope: 1 } }],
      ['PUT', `/cms/api/pages/${garantii}`, { data: { sections: [{ __component: 'sections.product-widget', title: 'X', skus: 'A', seeMoreLink: 'javascript:alert(1)' }] } }],
      // Browsers read `/\\host` like `//host` and strip tabs first: not a path on this site (domain/site-path.ts).
      ['PUT', `/cms/api/pages/${garantii}`, { data: { sections: [{ __component: 'sections.product-widget', title: 'X', skus: 'A', seeMoreLink: '/\\evil.example' }] } }],
      ['PUT', `/cms/api/pages/${garantii}`, { data: { sections: [{ __component: 'sections.product-widget', title: 'X', skus: 'A', seeMoreLink: '/\t/evil.example' }] } }],
      ['PUT', '/cms/api/newsletter', { data: { openAfterSeconds: 99999 } }],
      ['PUT', `/cms/api/pages/${garantii}`, { nodata: true }],
      ['PUT', `/cms/api/pages/${garantii}`, 'not json'],
    ];
    for (const [method, path, body] of cases) {
      const result = await call(method, path, body);
      expect({ path, body, status: result.status }).toEqual({ path, body, status: 400 });
      expect(result.body.error).toMatchObject({ status: 400, name: expect.stringMatching(/ValidationError|BadRequestError/) });
    }
    expect((await call('PUT', '/cms/api/pages/abcdefghijklmnopqrstuvwx', { data: { title: 'X' } })).status).toBe(404);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ data: { title: 'x'.repeat(1_100_000) } });
    const result = await call('PUT', `/cms/api/pages/${garantii}`, big);
    expect(result.status).toBe(413);
    expect(result.body.error).toMatchObject({ status: 413, name: 'PayloadTooLargeError' });
  });

  it('publishes and unpublishes the newsletter single type', async () => {
    deliveries.length = 0;
    const saved = await call('PUT', '/cms/api/newsletter?status=draft', { data: { heading: 'Uus pealkiri' } });
    expect(saved.status).toBe(200);
    const live = () => SELF.fetch(new URL('/cms/api/newsletter', ORIGIN), READ).then(async (r) => ({ status: r.status, body: await r.json<any>() }));
    expect((await live()).body.data.heading).toBe('Liitu uudiskirjaga');
    await call('PUT', '/cms/api/newsletter', { data: { heading: 'Uus pealkiri' } });
    expect((await live()).body.data.heading).toBe('Uus pealkiri');
    expect(deliveries.map((d) => [d.body.event, d.body.model, d.body.uid])).toEqual([
      ['entry.update', 'newsletter', 'api::newsletter.newsletter'],
      ['entry.update', 'newsletter', 'api::newsletter.newsletter'],
      ['entry.publish', 'newsletter', 'api::newsletter.newsletter'],
    ]);
    await call('POST', '/cms/api/newsletter/actions/unpublish');
    const gone = await live();
    expect(gone.status).toBe(404);
    expect(gone.body.error.name).toBe('NotFoundError');
    await call('PUT', '/cms/api/newsletter', { data: {} });
    expect((await live()).status).toBe(200);
  });
});

/** The editor through the CMS with the injected webhook fetch. */
async function editor(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await cms.fetch(new Request(new URL(path, ORIGIN), init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('CMS editor (development)', () => {
  const form = (fields: Record<string, string>, origin = ORIGIN) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });

  it('does not exist in production (nor the webhook log)', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    for (const path of ['/cms/admin', '/cms/admin/newsletter', '/cms/admin/admin.css', '/cms/admin/reviews', '/cms/__webhook-log']) {
      const response = await cms.fetch(new Request(new URL(path, ORIGIN)), production, createExecutionContext());
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it('edits a hero slide title and a notice text as plain inputs', async () => {
    const home = (await SELF.fetch(new URL('/cms/api/pages?filters[identifier][$eq]=home&status=draft', ORIGIN), READ).then((r) => r.json<any>())).data[0];
    const path = `/cms/admin/page/${home.documentId}`;
    const page = await (await editor(path)).text();
    expect(page).toContain('Section 1, hero slide 1: title');
    const fields: Record<string, string> = {};
    for (const match of page.matchAll(/<(?:input|textarea)[^>]* name="([^"]+)"(?: value="([^"]*)")?[^>]*>(?:([^<]*)<\/textarea>)?/g)) {
      fields[match[1]!] = (match[2] ?? match[3] ?? '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    }
    fields['quick.0.slides.1.title'] = 'Uued voodid';
    fields['quick.2.content'] = '<p>Uus teade</p>';
    const saved = await editor(path, form({ ...fields, action: 'draft' }));
    expect(saved.status).toBe(303);
    const draft = await SELF.fetch(new URL(`/cms/api/pages/${home.documentId}?status=draft&populate[sections][populate]=*`, ORIGIN), READ).then((r) => r.json<any>());
    expect(draft.data.sections[0].slides.map((s: any) => s.title)).toEqual(['Diivanid igasse koju', 'Uued voodid', 'Aiamööbel uueks hooajaks']);
    expect(draft.data.sections[2].content).toBe('<p>Uus teade</p>');
    expect(draft.data.sections[2].image.id).toBe(4);
  });

  it('moderates reviews: lists the pending ones, approves one (listed and counted), rejects another; cross-site posts refused', async () => {
    const metadata = (await SELF.fetch(new URL('/graphql?query={productReviewRatingsMetadata{items{id values{value_id}}}}', ORIGIN)).then((r) => r.json<any>())).data.productReviewRatingsMetadata.items;
    const ratings = metadata.map((r: any) => ({ id: r.id, value_id: r.values.at(-1).value_id }));
    const write = (summary: string) =>
      SELF.fetch(new URL('/graphql', ORIGIN), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }', variables: { input: { sku: 'MP10005', nickname: 'Toimetaja', summary, text: 'Tekst.', ratings } } }),
      });
    await write('Heaks kiita');
    await write('Tagasi lükata');
    const list = await (await editor('/cms/admin/reviews')).text();
    expect(list).toContain('Heaks kiita');
    expect(list).not.toContain('<script');
    const idOf = (summary: string) => list.match(new RegExp(`${summary}</strong>[\\s\\S]*?name="id" value="(\\d+)"`))![1]!;
    const [approve, reject] = [idOf('Heaks kiita'), idOf('Tagasi lükata')];
    expect((await editor('/cms/admin/reviews', form({ id: approve, action: 'approve' }, 'https://evil.example'))).status).toBe(403);
    const approved = await editor('/cms/admin/reviews', form({ id: approve, action: 'approve' }));
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('reviews?done=approved');
    expect((await editor('/cms/admin/reviews', form({ id: reject, action: 'reject' }))).status).toBe(303);
    const after = await (await editor('/cms/admin/reviews?done=approved')).text();
    expect(after).toContain('Approved: the review is listed and counted.');
    expect(after).not.toContain('Heaks kiita');
    expect(after).not.toContain('Tagasi lükata');
    const product = (await SELF.fetch(new URL('/graphql?query={products(filter:{sku:{eq:"MP10005"}}){items{reviews(pageSize:50){items{summary}}}}}', ORIGIN)).then((r) => r.json<any>())).data.products.items[0];
    const summaries = product.reviews.items.map((r: any) => r.summary);
    expect(summaries).toContain('Heaks kiita');
    expect(summaries).not.toContain('Tagasi lükata');
    expect((await editor('/cms/admin/reviews', form({ id: '99999999', action: 'approve' }))).status).toBe(400);
  });

  it('lists pages, blocks and the newsletter with relative links', async () => {
    const response = await editor('/cms/admin');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="admin/admin.css"');
    expect(html).toMatch(/href="admin\/page\/[a-z0-9]{24}">info\/tarne\/pakiautomaat</);
    expect(html).toContain('href="admin/newsletter"');
    expect(html).toContain('footer-about');
    expect(html).not.toContain('<script');
  });

  it('saves a draft and publishes through the form; cross-site posts are refused', async () => {
    const pages = await SELF.fetch(new URL('/cms/api/pages?filters[identifier][$eq]=teenused/utiliseerimine&populate=*', ORIGIN), READ).then((r) => r.json<any>());
    const page = pages.data[0];
    const path = `/cms/admin/page/${page.documentId}`;
    const edit = await editor(path).then((r) => r.text());
    expect(edit).toContain('Save draft');
    expect(edit).toContain('href="../../admin"');
    const fields = { identifier: page.identifier, title: 'Utiliseerimine (muudetud)', metaTitle: 'Utiliseerimine', metaDescription: '', sections: JSON.stringify(page.sections) };

    expect((await editor(path, form({ ...fields, action: 'publish' }, 'https://evil.example'))).status).toBe(403);

    const saved = await editor(path, form({ ...fields, action: 'draft' }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${page.documentId}?saved=draft`);
    expect((await published('teenused/utiliseerimine')).title).toBe('Vana mööbli utiliseerimine');

    const publishedNow = await editor(path, form({ ...fields, action: 'publish' }));
    expect(publishedNow.status).toBe(303);
    expect((await published('teenused/utiliseerimine')).title).toBe('Utiliseerimine (muudetud)');

    const invalidJson = await editor(path, form({ ...fields, sections: '[{', action: 'draft' }));
    expect(invalidJson.status).toBe(400);
    expect(await invalidJson.text()).toContain('Sections are not valid JSON');

    const invalid = await editor(path, form({ ...fields, sections: '[{"__component":"sections.notice"}]', action: 'publish' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('sections.0.content');
  });
});
