import { isSitePath } from './site-path';

/**
 * The CMS media base URL (customer.md §2: images "prefixed with the media base URL") joined with
 * a media object's relative `url`. An empty base means the CMS media through this site's own
 * proxy path `/cms-media` (wrangler.toml CMS_MEDIA_URL). An absolute http(s) `url` (a CDN
 * provider in Strapi) is kept; anything else that is not a path → null (not shown).
 */
export function cmsMediaUrl(base: string, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (!isSitePath(url)) return null;
  const prefix = base.trim().replace(/\/+$/, '');
  return `${prefix || '/cms-media'}${url}`;
}
