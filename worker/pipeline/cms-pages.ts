import type { Context } from 'hono';
import { cmsPageTag } from '../../domain/cms-content';
import { bumpContentTagVersion, cmsPageEntry, contentHash, readEntry, writeEntry, type StoredCmsPage } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { cmsClientFor } from '../upstream/cms-client';

/** The same-origin path of CMS media when `CMS_MEDIA_URL` is empty (worker/cms-media-proxy.ts). */
export const CMS_MEDIA_PATH = '/cms-media';

/** A page stored as missing is looked up again after this long (a publish whose webhook was lost). */
export const MISSING_PAGE_RECHECK_SECONDS = 60;

/**
 * `LoaderArgs.cmsPage`: a CMS page through KV (kv-schema/cms-page.ts). Fresh → no CMS call;
 * stale → served at once and refreshed in `waitUntil` (a failed refresh keeps the old content);
 * missing → loaded now. A page the CMS does not have (or has not published) is stored as
 * `{ found: false }`, so an unknown slug costs no CMS call per request either. Rejects with
 * `CmsUnavailable` only when KV holds nothing and the CMS is down, slow or answers garbage.
 */
export function cmsPageReader(c: Context<AppEnv>): (identifier: string) => Promise<StoredCmsPage> {
  const client = cmsClientFor(c);
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const log = (identifier: string, message: string, error: unknown) =>
    console.warn(JSON.stringify({ requestId: c.var.requestId, at: 'cms-page', identifier, message, error: String(error) }));
  return async (identifier) => {
    const entry = cmsPageEntry(identifier);
    const load = async (): Promise<StoredCmsPage> => {
      const page = await client.page(identifier);
      return page ? { found: true, page } : { found: false };
    };
    // Strapi never retries a webhook: a stale page refreshed here that differs from what was stored
    // (a lost publish) bumps the page's tag version, so its cached HTML is replaced on the next
    // request. Equal content (ids and timestamps aside) bumps nothing.
    const onRefreshed = async (previous: StoredCmsPage, next: StoredCmsPage) => {
      if ((await contentHash(previous)) === (await contentHash(next))) return;
      await bumpContentTagVersion(c.env.CONTENT, cmsPageTag(identifier));
      console.log(JSON.stringify({ requestId: c.var.requestId, at: 'cms-page', identifier, healed: 'content changed without a webhook; page version bumped' }));
    };
    const result = await readEntry(entry, { kv: c.env.CONTENT, waitUntil, load, onRefreshed, log: (message, error) => log(identifier, message, error) });
    // A missing page is fresh for as long as a found one, but looked up again sooner (in the
    // background: this request still answers 404).
    if (!result.value.found && result.status === 'fresh' && Date.now() - result.fetchedAt > MISSING_PAGE_RECHECK_SECONDS * 1000) {
      waitUntil(
        load()
          .then((value) => writeEntry(c.env.CONTENT, entry, value))
          .catch((error: unknown) => log(identifier, 'recheck of a missing page failed', error)),
      );
    }
    return result.value;
  };
}

/** `CMS_MEDIA_URL` without a trailing slash, or this site's media proxy path when it is empty. */
export function cmsMediaBase(env: Pick<StorefrontEnv, 'CMS_MEDIA_URL'>): string {
  const configured = (env.CMS_MEDIA_URL ?? '').trim().replace(/\/+$/, '');
  return configured || CMS_MEDIA_PATH;
}
