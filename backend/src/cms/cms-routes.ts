// The reference CMS's HTTP surface under /cms: Strapi v5's REST API (`/cms/api/…`, so a real
// Strapi is CMS_URL with the same paths), the uploads, the webhook log and the editor page.
import { Hono, type Context } from 'hono';
import { contentTypeByPath, type ContentType } from './content-types';
import { documentVersions, listVersions, singleDocumentId } from './document-store';
import { matches, renderDocument } from './document-view';
import { editorRoutes } from './editor-page';
import { uploadRoutes } from './media';
import { parseReadQuery, parseWriteQuery } from './query-parse';
import { StrapiError, errorResponse, jsonResponse, notFound, readBody } from './responses';
import { ensureCmsSeeded } from './seed-content';
import { deliverWebhooks, recentDeliveries, type DeliveryFetch } from './webhook';
import { applyWrite, type WriteAction } from './writes';
import { authoriseRead, authoriseWrite } from './cms-auth';

type Env = { Bindings: BackendEnv };


/** Runs a write and hands its webhook events to waitUntil, after the D1 batch committed. */
export async function runWrite(c: Context<Env>, type: ContentType, action: WriteAction, send?: DeliveryFetch) {
  const result = await applyWrite(c.env.DB, type, action);
  if (result.events.length) {
    const delivery = deliverWebhooks(c.env, type, result.events, send).catch((error: unknown) => console.error('CMS webhook delivery failed', error));
    try {
      c.executionCtx.waitUntil(delivery);
    } catch {
      // No execution context (a direct app.fetch without one): the delivery still runs.
    }
  }
  return result;
}

function writeBody(text: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StrapiError(400, 'BadRequestError', 'Invalid JSON body');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || typeof (json as { data?: unknown }).data !== 'object' || (json as { data?: unknown }).data === null) {
    throw new StrapiError(400, 'ValidationError', 'Missing "data" payload in the request body');
  }
  return (json as { data: unknown }).data;
}

export function cmsRoutes({ send }: { send?: DeliveryFetch } = {}) {
  const app = new Hono<Env>();

  app.use('/cms/*', async (c, next) => {
    await ensureCmsSeeded(c.env.DB);
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof StrapiError) return errorResponse(error);
    console.error('CMS error', error);
    return c.json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} } }, 500);
  });

  app.route('/', uploadRoutes);

  app.get('/cms/__webhook-log', async (c) => {
    if (c.env.ENVIRONMENT === 'production') return c.notFound();
    return jsonResponse(await recentDeliveries(c.env.DB, 50));
  });

  app.route('/', editorRoutes((c, type, action) => runWrite(c, type, action, send)));

  // Not in Strapi's Content API (its admin API unpublishes): `POST /cms/api/{plural}/{documentId}/actions/unpublish`
  // and `POST /cms/api/newsletter/actions/unpublish`, with the API token.
  app.post('/cms/api/:path/:documentId{[^/]+}/actions/unpublish', async (c) => unpublish(c, c.req.param('path'), c.req.param('documentId')));
  app.post('/cms/api/:path/actions/unpublish', async (c) => unpublish(c, c.req.param('path'), null));
  async function unpublish(c: Context<Env>, path: string, documentId: string | null) {
    const type = contentTypeByPath(path);
    if (!type || (type.kind === 'singleType') !== (documentId === null)) throw notFound();
    await authoriseWrite(c);
    const result = await runWrite(c, type, { kind: 'unpublish', documentId }, send);
    return jsonResponse({ data: result.version && renderDocument(result.version, type), meta: {} });
  }

  app.all('/cms/api/:path/:documentId?', async (c) => {
    const type = contentTypeByPath(c.req.param('path'));
    const documentId = c.req.param('documentId') ?? null;
    if (!type || (type.kind === 'singleType' && documentId !== null)) throw notFound();
    const url = new URL(c.req.url);
    const method = c.req.method;

    if (method === 'GET' || method === 'HEAD') {
      // As Strapi: who may read is decided before the query is validated.
      await authoriseRead(c, { draft: url.searchParams.get('status') === 'draft' });
      const many = type.kind === 'collectionType' && documentId === null;
      const query = parseReadQuery(url, type, many);
      if (many) {
        // In id order, as a Strapi without `sort` answers.
        const versions = (await listVersions(c.env.DB, type.model, query.status)).filter((v) => matches(v, query.filters));
        const total = versions.length;
        const { page, pageSize } = query.pagination;
        const data = versions.slice((page - 1) * pageSize, page * pageSize).map((v) => renderDocument(v, type, query.populate));
        return jsonResponse({ data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } });
      }
      const id = type.kind === 'singleType' ? await singleDocumentId(c.env.DB, type.model) : documentId;
      const versions = id ? await documentVersions(c.env.DB, type.model, id) : {};
      const version = query.status === 'draft' ? versions.draft : versions.published;
      if (!version) throw notFound();
      return jsonResponse({ data: renderDocument(version, type, query.populate), meta: {} });
    }

    if (!['POST', 'PUT', 'DELETE'].includes(method)) throw new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
    if (method === 'POST' && (type.kind === 'singleType' || documentId !== null)) throw new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
    if (type.kind === 'collectionType' && method !== 'POST' && documentId === null) throw new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
    await authoriseWrite(c);
    const query = parseWriteQuery(url);

    if (method === 'DELETE') {
      await readBody(c.req.raw);
      await runWrite(c, type, { kind: 'delete', documentId }, send);
      return new Response(null, { status: 204 });
    }
    const data = writeBody(await readBody(c.req.raw));
    const action: WriteAction = method === 'POST' ? { kind: 'create', data, publish: query.publish } : { kind: 'update', documentId, data, publish: query.publish };
    const result = await runWrite(c, type, action, send);
    return jsonResponse({ data: result.version && renderDocument(result.version, type), meta: {} }, method === 'POST' ? 201 : 200);
  });

  app.all('/cms/*', () => {
    throw notFound();
  });

  return app;
}
