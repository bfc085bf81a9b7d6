import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * `/cms-media/uploads/…` → the CMS upstream's `/uploads/…` (the reference backend's
 * `/cms/uploads/…`, or a real Strapi's), used when `CMS_MEDIA_URL` is empty so CMS images come
 * from our own origin. Public and cacheable; cookies are never forwarded. Only `/uploads/` paths.
 */
export const cmsMediaProxy = new Hono<AppEnv>().get('/*', async (c) => {
  const { cms } = c.var.upstream;
  const path = new URL(c.req.url).pathname.slice('/cms-media'.length);
  if (!path.startsWith('/uploads/') || path.includes('..') || path.includes('//') || path.length > 512) return c.notFound();
  const response = await cms.fetch(new Request(`${cms.baseUrl}${path}`));
  if (!response.ok) {
    await response.body?.cancel();
    return c.notFound();
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
      // A day, then revalidated: an editor may replace an upload under the same name.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
});
