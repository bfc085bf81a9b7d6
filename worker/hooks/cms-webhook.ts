import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CmsWebhookSchema } from '../../domain/cms-content';
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

function answer(c: Context<AppEnv>, status: 200 | 202 | 422 | 502, body: Record<string, unknown>): Response {
  return c.json(body, status, NO_STORE);
}

/**
 * Strapi's media events (`media.create`, `media.update`, `media.delete`): `{ event, createdAt,
 * media }`, no `model` and no `entry` (webhook-capture.jsonl). A page shows an upload only through
 * an entry, whose own publish carries the change, so these are acknowledged and ignored.
 */
const MediaWebhookSchema = z.object({ event: z.string().regex(/^media\./).max(100), createdAt: z.string().max(100), media: z.looseObject({}).optional() });
const WebhookSchema = z.union([CmsWebhookSchema, MediaWebhookSchema]);

/**
 * Why a delivery changes nothing on the site, or null when it is work. `block`: no storefront
 * page shows Strapi blocks (the footer and every page are built without them), so a block
 * event has nothing to purge or re-render.
 */
function ignoredBecause(hook: z.output<typeof WebhookSchema>): string | null {
  if (!('model' in hook)) return 'media events change no stored content (a page shows an upload through its own entry)';
  if (hook.model === 'block') return 'no storefront page shows CMS blocks';
  if (hook.model !== 'page' && hook.model !== 'newsletter') return `model '${hook.model.slice(0, 100)}' is not used by the storefront`;
  return null;
}

/**
 * `POST /hooks/cms`: Strapi's webhook (ARCHITECTURE.md "KV and purge"; README "The CMS publish
 * webhook"). Mounted under `/hooks` after `stateChangingRequests`, which lets this exact path
 * through without the same-origin rule (the CMS calls it server to server) and limits its body
 * to 256 KiB (413).
 *
 * - `CMS_WEBHOOK_SECRET` empty → 503 'Webhook not configured'; the `Authorization` header not
 *   equal to it → 401. Nothing is read or changed in either case.
 * - Not JSON, or neither Strapi's entry webhook (`CmsWebhookSchema`) nor its media webhook → 400.
 * - Media events, `block` and models other than page and newsletter → 202 `{ ignored: true, reason }`.
 * - Otherwise the work (`applyCmsWebhook`: KV rewritten from the CMS when the content changed,
 *   content versions bumped) runs before the answer: 200 `{ applied: true, changes }`; 422 when
 *   the published content fails the model (`invalid`: model, documentId, identifier, field, zod's
 *   message; the last good copy stays); 502 when the CMS or KV could not be reached. With
 *   `CF_ZONE_ID` + `CF_API_TOKEN` set, Cloudflare's purge by tag runs after, in `waitUntil`.
 */
export function cmsWebhook(options: CmsWebhookOptions = {}) {
  const hooks = new Hono<AppEnv>();
  hooks.post('/cms', async (c) => {
    const receivedAt = Date.now();
    const read = await readWebhook(c, c.env.CMS_WEBHOOK_SECRET, WebhookSchema, 'a Strapi webhook');
    if ('refused' in read) return read.refused;
    const hook = read.body;
    const ignored = ignoredBecause(hook);
    if (ignored || !('model' in hook)) return answer(c, 202, { ignored: true, event: hook.event, reason: ignored });

    // The work runs before the answer (one CMS read and a KV write or two: about as long as the
    // CMS takes), so the answer can say what happened, above all which document and field the
    // content model refused. Strapi never retries, so the status is for the operator and the log.
    const deps = { kv: c.env.CONTENT, cms: cmsClientFor(c), ...(options.sleep ? { sleep: options.sleep } : {}) };
    let outcome: PublishOutcome;
    try {
      outcome = await applyCmsWebhook(deps, hook);
    } catch (error) {
      console.error(JSON.stringify({ at: 'cms-webhook', event: hook.event, model: hook.model, error: String(error) }));
      return answer(c, 502, { applied: false, event: hook.event, model: hook.model, error: { message: 'Could not store the published content; the last good copy is served' } });
    }
    const doneAt = Date.now();
    console.log(JSON.stringify({ at: 'cms-webhook', event: hook.event, model: hook.model, changes: outcome.changes, tookMs: doneAt - receivedAt }));
    options.onApplied?.({ ...outcome, receivedAt, doneAt });
    const purge = cloudflarePurgeConfig(c.env);
    if (purge && outcome.purgeTags.length) {
      const purged = purgeCacheTags(purge, outcome.purgeTags, options.cloudflareFetch)
        .then((result) => console.log(JSON.stringify({ at: 'cms-webhook', event: hook.event, purged: result })))
        .catch((error: unknown) => console.error(JSON.stringify({ at: 'cms-webhook', event: hook.event, purgeError: String(error) })));
      c.executionCtx.waitUntil(purged);
    }
    const body = { applied: true, event: hook.event, model: hook.model, changes: outcome.changes };
    if (outcome.invalid.length) {
      const [first] = outcome.invalid;
      return answer(c, 422, {
        ...body,
        applied: false,
        error: { message: `The published ${first!.model} fails the content model at '${first!.field}': ${first!.message}. The last good copy is still served.` },
        invalid: outcome.invalid,
      });
    }
    if (outcome.changes.some((change) => change.result === 'failed')) {
      return answer(c, 502, { ...body, applied: false, error: { message: 'The CMS did not answer; the last good copy is served' } });
    }
    return answer(c, 200, body);
  });
  return hooks;
}
