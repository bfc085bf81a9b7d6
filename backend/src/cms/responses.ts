// Strapi v5's response envelopes: `{ data, meta }` on success and
// `{ data: null, error: { status, name, message, details } }` on failure.

export type StrapiErrorName =
  | 'ValidationError'
  | 'BadRequestError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'MethodNotAllowedError'
  | 'PayloadTooLargeError';

/** A failure a request handler turns into Strapi's error body. */
export class StrapiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413,
    readonly errorName: StrapiErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidKey = (key: string, path = key) => new StrapiError(400, 'ValidationError', `Invalid key ${key}`, { key, path, source: 'query' });
export const notFound = () => new StrapiError(404, 'NotFoundError', 'Not Found');

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function errorResponse(error: StrapiError): Response {
  const body = { data: null, error: { status: error.status, name: error.errorName, message: error.message, details: error.details } };
  return new Response(JSON.stringify(body), { status: error.status, headers: NO_STORE });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: NO_STORE });
}

/** Strapi's default JSON body limit (koa-body `jsonLimit`, 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The request body as text, refused (413) beyond `limit` bytes however it is sent. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new StrapiError(413, 'PayloadTooLargeError', 'request entity too large');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await request.body?.cancel();
    throw tooLarge();
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

