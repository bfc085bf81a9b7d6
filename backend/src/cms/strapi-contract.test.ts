/// <reference types="vite/client" />
// Issue 18 point 7c: the reference CMS answers the storefront's requests with the shapes a real
// Strapi 5.54 answered them (../shared/strapi-5/exchanges, recorded against PostgreSQL). Each
// recorded page and the newsletter are written into the stand-in through its REST API (their
// media mapped to the stand-in's uploads), then the recorded request (same path, same
// populate/filters query) is replayed and the JSON structure compared with the recorded answer:
// keys and value types, recursively, ignoring the values of ids, timestamps and documentIds.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/graphql-request';
import { cmsRoutes } from './cms-routes';
import { allMedia } from './media';

type Exchange = { request: { method?: string; url: string }; response: { status?: number; body: unknown } };
const exchanges = import.meta.glob<Exchange>('../../../../shared/strapi-5/exchanges/strapi-*.json', { eager: true, import: 'default' });
const recorded = (name: string): Exchange => {
  const exchange = exchanges[`../../../../shared/strapi-5/exchanges/${name}.json`];
  if (!exchange) throw new Error(`no recorded exchange ${name}`);
  return exchange;
};

/** The stand-in, its webhook deliveries answered here (nothing leaves the test). */
const cms = cmsRoutes({ send: async () => new Response(null, { status: 204 }) });

async function call(method: string, pathAndQuery: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = await cms.fetch(new Request(new URL(`/cms${pathAndQuery}`, ORIGIN), init), env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** `/api/pages?…` of a recorded absolute URL, its query exactly as the storefront sent it. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://strapi.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

const IGNORED_VALUES = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']);
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Where `actual`'s structure differs from `expected`'s: a missing or extra key, or another value
 * type (`null` is a type of its own: the recorded content is written as it is, so an empty field
 * must be empty in both). The values of ids, documentIds and timestamps are not compared, only
 * their presence.
 */
export function shapeDifferences(expected: unknown, actual: unknown, path = '$'): string[] {
  const [want, got] = [kind(expected), kind(actual)];
  if (want === 'null' && got === 'null') return [];
  if (want !== got) return [`${path}: ${want} recorded, ${got} from the stand-in`];
  if (want === 'array') {
    const [a, b] = [expected as unknown[], actual as unknown[]];
    if (a.length !== b.length) return [`${path}: ${a.length} items recorded, ${b.length} from the stand-in`];
    return a.flatMap((item, index) => shapeDifferences(item, b[index], `${path}[${index}]`));
  }
  if (want !== 'object') return [];
  const [a, b] = [expected as Record<string, unknown>, actual as Record<string, unknown>];
  const out: string[] = [];
  for (const key of Object.keys(a)) {
    if (!(key in b)) out.push(`${path}.${key}: missing from the stand-in`);
    else if (!IGNORED_VALUES.has(key)) out.push(...shapeDifferences(a[key], b[key], `${path}.${key}`));
  }
  for (const key of Object.keys(b)) if (!(key in a)) out.push(`${path}.${key}: not in Strapi's answer`);
  return out;
}

const formatNames = (formats: unknown) => Object.keys(formats ?? {}).sort().join(',');

/** The stand-in's upload with the same responsive formats as a recorded one (so the answers compare). */
function standInUpload(media: Record<string, unknown>): number {
  const match = allMedia().find((upload) => formatNames(upload.formats) === formatNames(media.formats));
  if (!match) throw new Error(`no stand-in upload with the formats ${formatNames(media.formats)} of ${String(media.name)}`);
  return match.id;
}

/**
 * A recorded document as the stand-in's REST write takes it: ids, documentIds and timestamps
 * left out, every upload replaced by one of the stand-in's (by id, as Strapi's writes take media).
 */
function writable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(writable);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.mime === 'string' && typeof record.url === 'string') return standInUpload(record);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) if (!IGNORED_VALUES.has(key)) out[key] = writable(field);
  return out;
}

const STOREFRONT_PAGE_ANSWERS = ['strapi-page-home', 'strapi-page-info', 'strapi-page-kontaktid', 'strapi-page-kontaktid-later'];

describe('the reference CMS answers the recorded storefront requests with real Strapi 5’s shapes', () => {
  it.each(STOREFRONT_PAGE_ANSWERS)('%s: the page query (populate fragments, filters) answers the recorded structure', async (name) => {
    const exchange = recorded(name);
    const page = (exchange.response.body as { data: Record<string, unknown>[] }).data[0]!;
    // The recorded content, written into the stand-in (a seeded page of the same identifier is replaced).
    const existing = await call('GET', `/api/pages?filters[identifier][$eq]=${encodeURIComponent(String(page.identifier))}&status=draft`, { token: env.CMS_API_TOKEN });
    const documentId = (existing.body as { data: { documentId: string }[] }).data[0]?.documentId;
    const write = documentId
      ? await call('PUT', `/api/pages/${documentId}`, { token: env.CMS_API_TOKEN, body: { data: writable(page) } })
      : await call('POST', '/api/pages', { token: env.CMS_API_TOKEN, body: { data: writable(page) } });
    expect(write.status, JSON.stringify(write.body).slice(0, 500)).toBeLessThan(300);

    const answer = await call('GET', pathOf(exchange.request.url), { token: env.CMS_READ_TOKEN });
    expect(answer.status).toBe(exchange.response.status ?? 200);
    expect(shapeDifferences(exchange.response.body, answer.body)).toEqual([]);
  });

  it('strapi-page-missing: an unknown identifier answers exactly the recorded empty list', async () => {
    const exchange = recorded('strapi-page-missing');
    const answer = await call('GET', pathOf(exchange.request.url), { token: env.CMS_READ_TOKEN });
    expect(answer).toEqual({ status: 200, body: exchange.response.body });
  });

  it('strapi-newsletter: the single type with its heading image answers the recorded structure', async () => {
    const exchange = recorded('strapi-newsletter');
    const data = (exchange.response.body as { data: Record<string, unknown> }).data;
    const write = await call('PUT', '/api/newsletter', { token: env.CMS_API_TOKEN, body: { data: writable(data) } });
    expect(write.status, JSON.stringify(write.body).slice(0, 500)).toBe(200);
    const answer = await call('GET', pathOf(exchange.request.url), { token: env.CMS_READ_TOKEN });
    expect(answer.status).toBe(200);
    expect(shapeDifferences(exchange.response.body, answer.body)).toEqual([]);
  });

  it('strapi-403-no-public-find: without a token, the recorded status and exact body', async () => {
    const exchange = recorded('strapi-403-no-public-find');
    const answer = await call('GET', pathOf(exchange.request.url));
    expect(answer).toEqual({ status: 403, body: exchange.response.body });
  });

  it('serves every format of every upload at its size (what a srcset built from `formats` asks for)', async () => {
    for (const upload of allMedia()) {
      for (const format of Object.values(upload.formats ?? {})) {
        const response = await cms.fetch(new Request(new URL(`/cms${format.url}`, ORIGIN)), env, createExecutionContext());
        expect(response.status, format.url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(svg).toContain(`width="${format.width}" height="${format.height}"`);
        expect(svg.length).toBe(format.sizeInBytes);
      }
    }
    expect((await cms.fetch(new Request(new URL('/cms/uploads/large_nothing.svg', ORIGIN)), env, createExecutionContext())).status).toBe(404);
  });

  it('the comparison itself catches a missing key, an extra key and another type', () => {
    expect(shapeDifferences({ a: 1, b: { c: 'x' }, d: null, id: 3 }, { a: '1', b: {}, d: 5, e: true, id: 'x' })).toEqual([
      '$.a: number recorded, string from the stand-in',
      '$.b.c: missing from the stand-in',
      '$.d: null recorded, number from the stand-in',
      "$.e: not in Strapi's answer",
    ]);
  });
});
