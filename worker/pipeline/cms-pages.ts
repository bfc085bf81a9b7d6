import type { Context } from 'hono';
import { cmsPageEntry, readEntry, type StoredCmsPage } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { cmsClient } from '../upstream/cms-client';

/** The same-origin path of CMS media when `CMS_MEDIA_URL` is empty (worker/cms-media-proxy.ts). */
export const CMS_MEDIA_PATH = '/cms-media';

/**
 * `LoaderArgs.cmsPage`: a CMS page through KV (kv-schema/cms-page.ts). Fresh → no CMS call;
 * stale → served at once and refreshed in `waitUntil` (a failed refresh keeps the old content);
 * missing → loaded now. A page the CMS does not have (or has not published) is stored as
 * `{ found: false }`, so an unknown slug costs no CMS call per request either. Rejects with
 * `CmsUnavailable` only when KV holds nothing and the CMS is down, slow or answers garbage.
 */
export function cmsPageReader(c: Context<AppEnv>): (identifier: string) => Promise<StoredCmsPage> {
  const client = cmsClient(c.var.upstream.cms);
  return async (identifier) => {
    const result = await readEntry(cmsPageEntry(identifier), {
      kv: c.env.CONTENT,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      load: async (): Promise<StoredCmsPage> => {
        const page = await client.page(identifier);
        return page ? { found: true, page } : { found: false };
      },
      log: (message, error) => console.warn(JSON.stringify({ requestId: c.var.requestId, at: 'cms-page', identifier, message, error: String(error) })),
    });
    return result.value;
  };
}

/** `CMS_MEDIA_URL` without a trailing slash, or this site's media proxy path when it is empty. */
export function cmsMediaBase(env: Pick<StorefrontEnv, 'CMS_MEDIA_URL'>): string {
  const configured = (env.CMS_MEDIA_URL ?? '').trim().replace(/\/+$/, '');
  return configured || CMS_MEDIA_PATH;
}
