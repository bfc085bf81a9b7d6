// /media/...: generated product images and the store logo. Immutable: a file name (and size)
// never changes what it draws. `?width=W&height=H` (1-4000 px each; one alone keeps the 4:5
// ratio) answers the image at that size: the storefront's /_ipx proxy asks for it locally.
import { Hono } from 'hono';
import { z } from 'zod';
import { IMAGE_HEIGHT, IMAGE_WIDTH, LOGO_SVG, type ImageSize, renderProductImage } from './product-image';

export const mediaRoutes = new Hono();

const svg = (body: string) =>
  new Response(body, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' } });

const Pixels = z.string().regex(/^\d{1,4}$/, 'a whole number of pixels').transform(Number).pipe(z.number().int().min(1).max(4000));
const SizeQuery = z.object({ width: Pixels.optional(), height: Pixels.optional() });

mediaRoutes.get('/media/catalog/product/*', (c) => {
  const file = c.req.path.slice('/media/catalog/product'.length);
  const query = SizeQuery.safeParse({ width: c.req.query('width'), height: c.req.query('height') });
  if (!query.success) {
    const issue = query.error.issues[0]!;
    return c.json({ error: `Invalid ${issue.path.join('.')}: ${issue.message} from 1 to 4000` }, 400);
  }
  const { width, height } = query.data;
  const size: ImageSize | undefined =
    width || height
      ? { width: width ?? Math.round((height! * IMAGE_WIDTH) / IMAGE_HEIGHT), height: height ?? Math.round((width! * IMAGE_HEIGHT) / IMAGE_WIDTH) }
      : undefined;
  const image = renderProductImage(file, size);
  return image ? svg(image) : c.notFound();
});

mediaRoutes.get('/media/logo/stores/1/mooblipood.svg', () => svg(LOGO_SVG));
