import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * `/media/*` → the commerce backend's media (Magento `pub/media`). Images are public, so the
 * response may be cached by browsers and the edge; cookies are never forwarded.
 */
export const mediaProxy = new Hono<AppEnv>().get('/*', async (c) => {
  const { commerce } = c.var.upstream;
  const path = new URL(c.req.url).pathname;
  if (path.includes('..') || path.length > 512) return c.notFound();
  const response = await commerce.fetch(new Request(new URL(path, commerce.baseUrl)));
  if (!response.ok) return c.notFound();
  return new Response(response.body, {
    status: 200,
    headers: {
      'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
      // 180 days as the unhashed static files (client/public/_headers): media files are replaced
      // under new names in Magento.
      'Cache-Control': 'public, max-age=15552000',
    },
  });
});
