import { Hono } from 'hono';
import type { Context } from 'hono';
import { parseIpxModifiers, type ImageModifiers } from '../domain/image-url';
import type { AppEnv } from './app-env';

/**
 * A CMS upload (`/uploads/…` of the CMS upstream) at a requested size: resized by Cloudflare
 * Image Resizing when the CMS is a real Strapi (`CMS_URL`); the reference CMS's uploads are SVG
 * drawings, passed through as they are (they scale by themselves).
 */
async function cmsImage(c: Context<AppEnv>, modifiers: ImageModifiers, uploadPath: string): Promise<Response> {
  const { cms } = c.var.upstream;
  const target = `${cms.baseUrl}${uploadPath}`;
  const cf = { image: { width: modifiers.width, height: modifiers.height, quality: modifiers.quality ?? 85, fit: 'cover' } };
  const response = await cms.fetch(c.env.CMS_URL ? new Request(target, { cf } as unknown as RequestInit) : new Request(target));
  if (!response.ok) {
    await response.body?.cancel();
    return c.notFound();
  }
  return new Response(response.body, {
    headers: {
      'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
      // Strapi names an upload by its hash: a replaced image is a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}

/**
 * `/_ipx/{w_W,h_H[,q_Q]}/media/...`: product images at the size a component asks for; also
 * `/_ipx/{…}/cms-media/uploads/...`: CMS media (the CMS upstream's `/uploads/…`, as /cms-media).
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
  const cmsMedia = path.startsWith('cms-media/uploads/');
  if (!(path.startsWith('media/') || cmsMedia) || path.includes('..') || path.includes('//') || path.length > 512) return c.notFound();
  if (cmsMedia) return cmsImage(c, modifiers, path.slice('cms-media'.length));

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
