/**
 * Image URLs through the storefront's image proxy `/_ipx` (storefront.md §7, §9): densities 1
 * and 2, a 10×10 quality-50 placeholder, and `/productpage/placeholder.webp` when a product
 * has no image. Modifiers follow IPX: `/_ipx/w_216,h_268,q_80/media/catalog/product/x.svg`.
 */
export const IMAGE_DENSITIES = [1, 2] as const;
export const PLACEHOLDER_IMAGE = '/productpage/placeholder.webp';
export const PLACEHOLDER_SIZE = 10;
export const PLACEHOLDER_QUALITY = 50;

/** Sizes of storefront.md §9. */
export const IMAGE_SIZES = {
  productCard: { width: 216, height: 268 },
  cart: { width: 170, height: 170 },
  checkout: { width: 100, height: 100 },
  gallery: { width: 1080, height: 1340 },
  thumbnail: { width: 100, height: 100 },
  swatch: { width: 45, height: 45 },
} as const;

export type ImageModifiers = { width: number; height: number; quality?: number };

/**
 * The storefront path of a backend image URL (`https://backend/media/x.svg` → `/media/x.svg`),
 * or `null` when it is not a media URL (the caller shows the placeholder).
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { pathname } = new URL(url, 'https://media.invalid');
    const start = pathname.indexOf('/media/');
    return start === -1 ? null : pathname.slice(start);
  } catch {
    return null;
  }
}

export function ipxUrl(path: string, { width, height, quality }: ImageModifiers): string {
  const modifiers = [`w_${Math.round(width)}`, `h_${Math.round(height)}`];
  if (quality !== undefined) modifiers.push(`q_${Math.round(quality)}`);
  return `/_ipx/${modifiers.join(',')}${path.startsWith('/') ? path : `/${path}`}`;
}

export type ResponsiveImage = { src: string; srcSet: string; placeholder: string | null; width: number; height: number };

/** `src`/`srcSet` at densities 1 and 2, plus the tiny placeholder; falls back to the placeholder file. */
export function responsiveImage(url: string | null | undefined, size: { width: number; height: number }): ResponsiveImage {
  const path = mediaPath(url);
  if (!path) return { src: PLACEHOLDER_IMAGE, srcSet: '', placeholder: null, ...size };
  return {
    src: ipxUrl(path, size),
    srcSet: IMAGE_DENSITIES.map((density) => `${ipxUrl(path, { width: size.width * density, height: size.height * density })} ${density}x`).join(', '),
    placeholder: ipxUrl(path, { width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, quality: PLACEHOLDER_QUALITY }),
    ...size,
  };
}

/** Parsed `/_ipx` modifiers, or `null` when malformed or out of bounds (the proxy answers 400). */
export function parseIpxModifiers(segment: string): ImageModifiers | null {
  const values: Record<string, number> = {};
  for (const part of segment.split(',')) {
    const match = /^([whq])_(\d{1,4})$/.exec(part);
    if (!match || match[1]! in values) return null;
    values[match[1]!] = Number(match[2]);
  }
  const { w, h, q } = values;
  if (!w || !h || w > 4000 || h > 4000 || (q !== undefined && (q < 1 || q > 100))) return null;
  return q === undefined ? { width: w, height: h } : { width: w, height: h, quality: q };
}

/**
 * Dimensions and aspect ratio of an image from its metadata; metadata that cannot be read gives
 * zero width, height and ratio (storefront.md §8).
 */
export function imageMeta(meta: { width?: unknown; height?: unknown } | null | undefined): { width: number; height: number; ratio: number } {
  const width = Number(meta?.width);
  const height = Number(meta?.height);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return { width: 0, height: 0, ratio: 0 };
  return { width, height, ratio: width / height };
}
