/// <reference types="vite/client" />
// Issue 18 point 7a–b: the storefront against what a real Strapi 5.54 sent and answered
// (../shared/strapi-5): (a) the CMS client sends the recorded requests and parses every recorded
// answer (pages, newsletter, the missing page, the 403 without permission); (b) the webhook
// accepts every event Strapi sent during the recorded run, in order, with the right status.
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CmsNewsletterSchema } from '../../domain/cms-content';
import { createApp } from '../app';
import { send } from '../test-helpers';
import { cmsClient, CmsUnavailable } from './cms-client';
import { parseCmsPage } from './cms-page-parse';
import { fakeUpstream } from './fake-upstream';
import type { UpstreamService } from './upstream';
import capture from '../../../shared/strapi-5/webhook-capture.jsonl?raw';

type Exchange = { request?: { method?: string; url: string }; response?: { status?: number; body: unknown }; data?: unknown };
const exchanges = import.meta.glob<Exchange>('../../../shared/strapi-5/exchanges/*.json', { eager: true, import: 'default' });
const recorded = (name: string): Exchange => {
  const exchange = exchanges[`../../../shared/strapi-5/exchanges/${name}.json`];
  if (!exchange) throw new Error(`no recorded exchange ${name}`);
  return exchange;
};
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://strapi.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

/** A CMS that answers one recorded exchange, and remembers the request the client sent. */
function replaying(status: number, body: unknown): UpstreamService & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    baseUrl: 'https://strapi.test',
    fetch: async (request) => {
      sent.push(pathOf(request.url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
    },
  };
}

let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };
let logs: { mockRestore: () => void };
beforeAll(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  logs = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(() => {
  errors.mockRestore();
  logs.mockRestore();
});

describe('(a) the CMS client against the recorded Strapi 5 answers', () => {
  const PAGE_ANSWERS = Object.keys(exchanges)
    .map((path) => /\/(strapi-page-[^/]+)\.json$/.exec(path)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();

  it('covers every recorded storefront page query', () => {
    expect(PAGE_ANSWERS).toEqual(['strapi-page-home', 'strapi-page-info', 'strapi-page-kontaktid', 'strapi-page-kontaktid-later', 'strapi-page-missing']);
  });

  it.each(PAGE_ANSWERS)('%s: sends the recorded request and parses the answer', async (name) => {
    const exchange = recorded(name);
    const identifier = new URL(exchange.request!.url).searchParams.get('filters[identifier][$eq]')!;
    const cms = replaying(exchange.response!.status ?? 200, exchange.response!.body);
    const page = await cmsClient(cms).page(identifier);
    expect(cms.sent).toEqual([pathOf(exchange.request!.url)]);
    const data = (exchange.response!.body as { data: { identifier: string; title: string; sections: unknown[] }[] }).data;
    if (!data.length) return expect(page).toBeNull();
    expect(page).toMatchObject({ identifier, title: data[0]!.title });
    expect(page!.sections).toHaveLength(data[0]!.sections.length);
  });

  it('notice-with-blocks-content: a section holding Strapi Blocks (JSON) still parses as a page', async () => {
    const page = await cmsClient(replaying(200, recorded('notice-with-blocks-content'))).page('info/x');
    expect(page?.sections[0]).toMatchObject({ __component: 'sections.notice', content: expect.any(Array) });
  });

  it('strapi-newsletter: sends the recorded request and parses the single type with its image', async () => {
    const exchange = recorded('strapi-newsletter');
    const cms = replaying(200, exchange.response!.body);
    const newsletter = await cmsClient(cms).newsletter();
    expect(cms.sent).toEqual([exchange.request!.url]);
    expect(newsletter).toMatchObject({ heading: 'Strapi uudiskiri', headingImage: { url: expect.stringMatching(/^\/uploads\//) } });
  });

  it('strapi-403-no-public-find: CmsUnavailable, logged with the CMS_API_TOKEN hint (not a missing page)', async () => {
    const exchange = recorded('strapi-403-no-public-find');
    const cms = replaying(exchange.response!.status!, exchange.response!.body);
    await expect(cmsClient(cms).page('info/keelatud')).rejects.toBeInstanceOf(CmsUnavailable);
    const line = errors.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith('{"at":"cms"'));
    expect(JSON.parse(line!)).toMatchObject({ at: 'cms', status: 403, hint: 'CMS_API_TOKEN' });
  });
});

type Delivery = { headers: Record<string, string>; body: { event: string; model?: string; entry?: Record<string, unknown> } };
const deliveries: Delivery[] = capture
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Delivery);

/**
 * The published content as Strapi held it during the run, rebuilt from its own webhooks (an
 * `entry.publish` carries the published document; unpublish and delete remove it), answered
 * through the Strapi REST API the storefront reads.
 */
function strapiFromWebhooks() {
  const pages = new Map<string, Record<string, unknown>>(); // documentId → published page
  let newsletter: Record<string, unknown> | null = null;
  const service: UpstreamService = {
    baseUrl: 'https://strapi.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/pages') {
        const identifier = url.searchParams.get('filters[identifier][$eq]');
        const data = [...pages.values()].filter((page) => page.identifier === identifier);
        return Response.json({ data, meta: { pagination: { page: 1, pageSize: 1, pageCount: data.length, total: data.length } } });
      }
      if (url.pathname === '/api/newsletter') {
        return newsletter ? Response.json({ data: newsletter, meta: {} }) : Response.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }, { status: 404 });
      }
      return Response.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }, { status: 404 });
    },
  };
  return {
    service,
    apply({ event, model, entry }: Delivery['body']) {
      if (!entry) return;
      const documentId = String(entry.documentId);
      if (model === 'page' && event === 'entry.publish') pages.set(documentId, entry);
      if (model === 'page' && (event === 'entry.unpublish' || event === 'entry.delete')) pages.delete(documentId);
      if (model === 'newsletter' && event === 'entry.publish') newsletter = entry;
      if (model === 'newsletter' && (event === 'entry.unpublish' || event === 'entry.delete')) newsletter = null;
    },
    /** The status the webhook must answer now: 422 when the published document fails the model. */
    expected({ event, model, entry }: Delivery['body']): number {
      if (!model || model === 'block' || (model !== 'page' && model !== 'newsletter')) return 202;
      if (event === 'entry.unpublish' || event === 'entry.delete') return 200;
      if (model === 'newsletter') return newsletter && !CmsNewsletterSchema.safeParse(newsletter).success ? 422 : 200;
      const page = [...pages.values()].find((candidate) => candidate.identifier === entry?.identifier);
      return page && parseCmsPage(page).error ? 422 : 200;
    },
  };
}

describe('(b) the webhook accepts every event the real Strapi sent', () => {
  it('answers each of the recorded deliveries, in order, with the status its content calls for', async () => {
    const { keys } = await env.CONTENT.list();
    await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
    const strapi = strapiFromWebhooks();
    const fake = fakeUpstream();
    const app = createApp({ upstream: (e) => ({ ...fake.upstream(e), cms: strapi.service }), cmsWebhook: { sleep: async () => {} } });
    const answers: { event: string; model: string; status: number; expected: number; body: Record<string, unknown> }[] = [];
    for (const { headers, body } of deliveries) {
      strapi.apply(body); // Strapi changed its content, then sent the webhook
      const { response, body: text } = await send(app, 'https://shop.test/hooks/cms', {
        method: 'POST',
        headers: { authorization: headers.authorization!, 'x-strapi-event': headers['x-strapi-event']!, 'content-type': headers['content-type']! },
        body: JSON.stringify(body),
      });
      answers.push({ event: body.event, model: body.model ?? '(media)', status: response.status, expected: strapi.expected(body), body: JSON.parse(text) as Record<string, unknown> });
    }
    expect(answers).toHaveLength(89);
    expect(answers.filter((answer) => answer.status !== answer.expected).map(({ event, model, status, expected, body }) => ({ event, model, status, expected, body }))).toEqual([]);

    // Every refusal names the document and the field, as the log does.
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.invalid).toEqual([expect.objectContaining({ model: answer.model, field: expect.any(String), message: expect.any(String) })]);
    }
    const summary: Record<string, number> = {};
    for (const { event, model, status } of answers) summary[`${event} ${model} → ${status}`] = (summary[`${event} ${model} → ${status}`] ?? 0) + 1;
    const refused = new Set(answers.flatMap((a) => (a.body.invalid as { identifier: string | null; model: string; field: string; message: string }[] | undefined) ?? []).map((i) => `${i.model} ${i.identifier ?? ''} '${i.field}': ${i.message}`));
    console.info(JSON.stringify({ summary, refused: [...refused] }, null, 1));
    expect(summary['media.create (media) → 202']).toBe(1);
    expect(summary['entry.publish block → 202']).toBe(2);
    expect(summary['entry.draft-discard page → 200']).toBe(1);
  });

  it('an event of a model the storefront does not know (a users-permissions user) → 202 ignored', async () => {
    const fake = fakeUpstream();
    const app = createApp({ upstream: fake.upstream });
    const { headers, body } = deliveries.find((d) => d.body.model === 'page')!;
    const { response, body: text } = await send(app, 'https://shop.test/hooks/cms', {
      method: 'POST',
      headers: { authorization: headers.authorization!, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, model: 'user', uid: 'plugin::users-permissions.user' }),
    });
    expect(response.status).toBe(202);
    expect(JSON.parse(text)).toMatchObject({ ignored: true });
    expect(fake.calls.total).toBe(0);
  });
});
