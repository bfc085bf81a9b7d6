import { z } from 'zod';
import { productPath } from '../domain/links';
import { ROUTE_QUERY } from '../graphql/documents';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';
import { EntityIdSchema, SlugSegmentSchema } from './route-params';

const ParamsSchema = z.object({ id: EntityIdSchema, slug: SlugSegmentSchema.optional() });

/**
 * `/p/{id}/{slug?}`. For now the product is resolved from its slug and must carry the same id;
 * the catalogue issue adds the full product page (gallery, variants, stock, reviews).
 */
export const productRoute: RouteModule = {
  id: 'product',
  paths: ['/p/:id/:slug?'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load(args) {
    const params = ParamsSchema.safeParse(args.params);
    if (!params.success || !params.data.slug) return { kind: 'not-found' };
    const data = await args.commerce.query(ROUTE_QUERY, { url: params.data.slug });
    const product = data.route;
    if (!product || product.__typename === 'CategoryTree' || !('sku' in product) || Number(product.id) !== params.data.id) {
      return { kind: 'not-found' };
    }
    return page(
      {
        title: `${product.name ?? ''} | ${args.shared.storeConfig.store_name ?? ''}`,
        description: product.name ?? '',
        canonical: new URL(productPath({ id: params.data.id, url_key: product.url_key ?? null }), args.url).href,
      },
      <SimplePage title={product.name ?? ''}>
        <p className="product-sku">SKU: {product.sku}</p>
      </SimplePage>,
    );
  },
};
