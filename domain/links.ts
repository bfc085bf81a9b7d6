/**
 * Link builders of storefront.md §2, used everywhere a category or product is linked.
 */
export type CategoryLinkInput = { url_path: string; url_suffix?: string | null };

/** Category paths are `/c/{url_path}` plus the url suffix (e.g. `/c/diivanid/nurgadiivanid.html`). */
export function categoryPath({ url_path, url_suffix }: CategoryLinkInput): string {
  const path = url_path.replace(/^\/+|\/+$/g, '');
  const suffix = url_suffix ?? '';
  return `/c/${path}${suffix && !path.endsWith(suffix) ? suffix : ''}`;
}

export type ProductLinkInput = {
  id: number | string;
  url_key?: string | null;
  url_rewrites?: ReadonlyArray<{ url: string } | null> | null;
};

/**
 * The product slug: the url key with `.html` appended unless it already ends in `.html`, or
 * else the first url rewrite. Returns '' when the product has neither.
 */
export function productSlug({ url_key, url_rewrites }: ProductLinkInput): string {
  if (url_key) return url_key.endsWith('.html') ? url_key : `${url_key}.html`;
  return url_rewrites?.find((rewrite) => rewrite?.url)?.url ?? '';
}

/** `/p/{id}{slug}`: the slug gets a leading slash, and a leading `/p/` in it is collapsed. */
export function productPath(product: ProductLinkInput): string {
  let slug = productSlug(product);
  if (slug && !slug.startsWith('/')) slug = `/${slug}`;
  if (slug.startsWith('/p/')) slug = slug.slice(2);
  return `/p/${product.id}${slug}`;
}
