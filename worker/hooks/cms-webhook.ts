import { Hono, type Context } from 'hono';
import { CMS_MODELS, CmsWebhookSchema, type CmsModel } from '../../domain/cms-content';
import type { AppEnv } from '../app-env';
import { cmsClientFor } from '../upstream/cms-client';
import { cloudflarePurgeConfig, purgeCacheTags, type PurgeFetch } from './cloudflare-purge';
import { applyCmsWebhook, type PublishOutcome } from './cms-publish';
import { readWebhook } from './webhook-secret';

export type CmsWebhookOptions = {
  /** Cloudflare's API for the optional purge by tag; tests inject a fake. Defaults to `fetch`. */
  cloudflareFetch?: PurgeFetch;
  /** Tests shorten the wait before retrying a refused KV write. */
  sleep?: (ms: number) => Promise<void>;
  /** Called with each delivery's outcome once its work is done (tests, bench). */
  onApplied?: (outcome: PublishOutcome & { receivedAt: number; doneAt: number }) => void;
};

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(c: Context<AppEnv>, status: 202 | 400 | 401 | 503, body: Record<string, unknown>): Response {
  return c.json(body, status, NO_STORE);
}

const isKnownModel = (model: string): model is CmsModel => (CMS_MODELS as readonly string[]).includes(model);

/**
 * `POST /hooks/cms`: Strapi's webhook (ARCHITECTURE.md "KV and purge"; README "The CMS publish
 * webhook"). Mounted under `/hooks` after `stateChangingRequests`, which lets this exact path
 * through without the same-origin rule (the CMS calls it server to server) and limits its body
 * to 256 KiB (413).
 *
 * - `CMS_WEBHOOK_SECRET` empty → 503 'Webhook not configured'; the `Authorization` header not
 *   equal to it → 401. Nothing is read or changed in either case.
 * - Not JSON, or not Strapi's webhook shape (`CmsWebhookSchema`) → 400 with the reason.
 * - A model other than page, block, newsletter (media, users…) → 202 `{ ignored: true }`.
 * - Otherwise 202 `{ accepted: true }` at once; the work (`applyCmsWebhook`: KV rewritten from
 *   the CMS, content versions bumped, and with `CF_ZONE_ID` + `CF_API_TOKEN` set Cloudflare's
 *   purge by tag) runs in `waitUntil`.
 */
export function cmsWebhook(options: CmsWebhookOptions = {}) {
  const hooks = new Hono<AppEnv>();
  hooks.post('/cms', async (c) => {
    const receivedAt = Date.now();
    const read = await readWebhook(c, c.env.CMS_WEBHOOK_SECRET, CmsWebhookSchema, 'a Strapi webhook');
    if ('refused' in read) return read.refused;
    const hook = read.body;
    if (!isKnownModel(hook.model)) return answer(c, 202, { ignored: true, reason: `model '${hook.model.slice(0, 100)}' is not used by the storefront` });

    const deps = { kv: c.env.CONTENT, cms: cmsClientFor(c), ...(options.sleep ? { sleep: options.sleep } : {}) };
    const purge = cloudflarePurgeConfig(c.env);
    const work = (async () => {
      const outcome = await applyCmsWebhook(deps, hook);
      const purged = purge && outcome.purgeTags.length ? await purgeCacheTags(purge, outcome.purgeTags, options.cloudflareFetch) : null;
      const doneAt = Date.now();
      console.log(
        JSON.stringify({ at: 'cms-webhook', event: hook.event, model: hook.model, changes: outcome.changes, purged, tookMs: doneAt - receivedAt }),
      );
      options.onApplied?.({ ...outcome, receivedAt, doneAt });
    })().catch((error: unknown) => console.error(JSON.stringify({ at: 'cms-webhook', event: hook.event, model: hook.model, error: String(error) })));
    c.executionCtx.waitUntil(work);
    return answer(c, 202, { accepted: true, event: hook.event, model: hook.model });
  });
  return hooks;
}
