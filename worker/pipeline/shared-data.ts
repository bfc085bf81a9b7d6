import type { Context } from 'hono';
import { loadSharedData, type SharedData } from '../../routes/shared-data';
import type { AppEnv } from '../app-env';
import { markPageDegraded } from '../cache/page-health';
import { anonymousCommerceClient } from '../upstream/commerce-client';
import { cmsClientFor } from '../upstream/cms-client';

/**
 * The newsletter config is a nicety on a cold KV: a slow CMS must not hold every page for the
 * CMS client's full 5 s (the popup is simply not offered, and the next request tries again).
 */
const NEWSLETTER_TIMEOUT_MS = 1_500;

/** storeConfig, the main menu and the newsletter popup's config of this request's store (KV read-through). */
export function sharedData(c: Context<AppEnv>): Promise<SharedData> {
  return loadSharedData({
    kv: c.env.CONTENT,
    commerce: anonymousCommerceClient(c),
    storeCode: c.var.session.store,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    loadNewsletter: () => cmsClientFor(c, { timeoutMs: NEWSLETTER_TIMEOUT_MS }).newsletter(),
    cmsMediaBase: c.env.CMS_MEDIA_URL ?? '',
    onNewsletterError(error) {
      // customer.md §8: only logged. The page is served without the popup but not stored, so the
      // edge cache does not keep a popup-less copy once the CMS answers again.
      markPageDegraded(c);
      console.error(JSON.stringify({ requestId: c.var.requestId, at: 'newsletter-config', error: String(error) }));
    },
  });
}

/** Shared data for an error page; `null` when it is unavailable (that may be the error). */
export async function sharedDataOrNull(c: Context<AppEnv>): Promise<SharedData | null> {
  try {
    return await sharedData(c);
  } catch {
    return null;
  }
}
