// /media/...: generated product images and the store logo. Immutable: a file name never changes
// what it draws.
import { Hono } from 'hono';
import { LOGO_SVG, renderProductImage } from './product-image';

export const mediaRoutes = new Hono();

const svg = (body: string) =>
  new Response(body, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' } });

mediaRoutes.get('/media/catalog/product/*', (c) => {
  const file = c.req.path.slice('/media/catalog/product'.length);
  const image = renderProductImage(file);
  return image ? svg(image) : c.notFound();
});

mediaRoutes.get('/media/logo/stores/1/mooblipood.svg', () => svg(LOGO_SVG));
