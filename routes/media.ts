/**
 * Product images are served through the storefront's own origin (`/media/...`, proxied to the
 * commerce backend's media) so the CSP can stay `img-src 'self'`. The catalogue issue moves
 * this to the `/_ipx` resizing proxy.
 */
export function productImageUrl(product: { small_image?: { url?: string | null } | null }): string | null {
  const raw = product.small_image?.url;
  if (!raw) return null;
  try {
    const { pathname } = new URL(raw, 'https://media.invalid');
    const start = pathname.indexOf('/media/');
    return start === -1 ? null : pathname.slice(start);
  } catch {
    return null;
  }
}
