import { Hono } from 'hono';
import { parseIpxModifiers } from '../domain/image-url';
import type { AppEnv } from './app-env';

/**
 * `/_ipx/{w_W,h_H[,q_Q]}/media/...`: product images at the size a component asks for.
 * - External backend (a real Magento): the original is fetched with Cloudflare Image Resizing
 *   (`cf.image`), which resizes at the edge.
 * - Reference backend: it renders its generated images at the requested size itself.
 * Only `/media/` paths are proxied; bad modifiers → 400, missing image → 404. Responses are
 * public and long-lived (the URL names the size, the media path names the file).
 */
export const imageProxy = new Hono<AppEnv>().get('/:modifiers/*', async (c) => {
  const modifiers = parseIpxModifiers(c.req.param('modifiers'));
  const path = new URL(c.req.url).pathname.split('/').slice(3).join('/');
  if (!modifiers) return c.text('Invalid image modifiers', 400);
  if (!path.startsWith('media/') || path.includes('..') || path.length > 512) return c.notFound();

  const { commerce } = c.var.upstream;
  const target = new URL(`/${path}`, commerce.baseUrl);
  let request: Request;
  if (c.env.COMMERCE_GRAPHQL_URL) {
    const cf = { image: { width: modifiers.width, height: modifiers.height, quality: modifiers.quality ?? 85, fit: 'cover' } };
    request = new Request(target, { cf } as unknown as RequestInit);
  } else {
    target.searchParams.set('width', String(modifiers.width));
    target.searchParams.set('height', String(modifiers.height));
    request = new Request(target);
  }
  const response = await commerce.fetch(request);
  if (!response.ok) return c.notFound();
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
      // A Magento product image never changes under its path (a replaced image gets a new file
      // name), so a year: Lighthouse counts anything under ~6 months as a short cache lifetime.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
