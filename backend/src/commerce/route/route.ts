// Query.route: a storefront url to its category or product, via url_rewrites.
import type { CategoryRow, ProductRow, Routed } from '../catalogue-rows';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

type Lookup = { path: string; productId: number | null };

/**
 * The request path to look up: no origin, query, hash or surrounding slashes; without the
 * storefront's category marker (`c/`) and product marker (`p/{id}/`), whose id is kept as a
 * fallback; and without the `.html` suffix. '/c/diivanid.html' -> 'diivanid'.
 */
export function normalizeRoute(url: string): Lookup {
  let path = url.trim().replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep it as sent: an undecodable url simply matches nothing.
  }
  path = path.replace(/^\/+|\/+$/g, '');
  let productId: number | null = null;
  const marker = /^p\/(\d+)(?:\/|$)/.exec(path);
  if (marker) {
    productId = Number(marker[1]);
    path = path.slice(marker[0].length);
  } else {
    path = path.replace(/^c\//, '');
  }
  return { path: path.replace(/\.html$/, ''), productId };
}

const route: QueryResolver<'route'> = async (_s, { url }, context) => {
  const { path, productId } = normalizeRoute(url);
  const rewrite = path
    ? await context.db
        .prepare(
          `SELECT request_path, entity_type, entity_id, target_path, redirect_type FROM url_rewrites
           WHERE request_path IN (?, ?) ORDER BY request_path = ? DESC LIMIT 1`,
        )
        .bind(`${path}.html`, path, `${path}.html`)
        .first<{ request_path: string; entity_type: string; entity_id: number; target_path: string; redirect_type: number }>()
    : null;

  const routed = { relative_url: rewrite?.redirect_type ? rewrite.target_path : (rewrite?.request_path ?? ''), redirect_code: rewrite?.redirect_type ?? 0 };
  if (rewrite?.entity_type === 'category') {
    const category = (await context.categories()).byId.get(rewrite.entity_id);
    return category && category.level >= 2 ? ({ ...category, __route: routed } satisfies CategoryRow & Routed) : null;
  }
  const id = rewrite?.entity_type === 'product' ? rewrite.entity_id : productId;
  if (id === null) return null;
  const product = await context.product(id);
  if (!product || product.visibility !== 4) return null;
  return { ...product, __route: rewrite?.entity_type === 'product' ? routed : { relative_url: `${product.url_key}.html`, redirect_code: 0 } } satisfies ProductRow & Routed;
};

export const routeResolvers = { Query: { route } } satisfies Resolvers;
