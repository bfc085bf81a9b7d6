import { cmsPageTag, CMS_NEWSLETTER_TAG, PageIdentifierSchema, type CmsWebhook } from '../../domain/cms-content';
import {
  ALL_PAGES_TAG,
  bumpContentTagVersion,
  bumpContentVersion,
  cmsPageEntry,
  cmsPageFamily,
  contentHash,
  newsletterConfigEntry,
  peekEntry,
  StoredCmsPageSchema,
  writeEntry,
  type KvEntry,
  type KvStore,
  type StoredCmsPage,
  type StoredNewsletter,
} from '../../kv-schema';
import type { z } from 'zod';
import { CmsContentInvalid, type CmsClient } from '../upstream/cms-client';

/** A published document the content model refuses: which one, which field, zod's message. */
export type InvalidContent = CmsContentInvalid['detail'];

/** What one webhook delivery changed: the tags whose content changed (for the purge by tag). */
export type PublishOutcome = {
  /** `page:info/tarne`, `newsletter`, with what happened to each. */
  changes: { what: string; result: 'changed' | 'unchanged' | 'failed' | 'invalid' }[];
  /** Cache tags to purge (empty when nothing changed). */
  purgeTags: string[];
  /** Documents whose published content fails the model: the last good copy stays served. */
  invalid: InvalidContent[];
};

export type PublishDeps = {
  kv: KvStore;
  cms: CmsClient;
  /** Wait before the one retry of a refused KV write (KV allows one write per second per key). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/** Events after which the published version of the document is gone. */
const GONE_EVENTS = new Set(['entry.unpublish', 'entry.delete']);
/** Stored pages scanned at most when looking a document up by its `documentId`. */
const MAX_SCANNED_PAGES = 500;
/** A refused KV write is retried once after this long (KV's one write per second per key). */
const KV_RETRY_MS = 1_100;

function log(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ at: 'cms-webhook', ...fields }));
}

/** A KV write (or version bump), retried once a second later when KV refuses it (429). */
async function withRetry<T>(deps: PublishDeps, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    log({ retry: String(error) });
    await (deps.sleep ?? defaultSleep)(KV_RETRY_MS);
    return write();
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Store `next` under `entry` unless the stored value has the same content (`contentHash`: ids,
 * documentIds and timestamps left out, since Strapi renumbers component ids on every publish).
 * Returns whether it wrote: a replay, a re-publish of identical content, or Strapi's
 * update-then-publish pair for one save writes (and bumps) at most once.
 */
async function rewrite<S extends z.ZodType>(deps: PublishDeps, entry: KvEntry<S>, next: z.input<S>): Promise<boolean> {
  const before = await peekEntry(deps.kv, entry).catch(() => null);
  if (before && (await contentHash(before.value)) === (await contentHash(next))) return false;
  await withRetry(deps, () => writeEntry(deps.kv, entry, next, deps.now));
  return true;
}

/**
 * The identifiers under which stored pages hold this document: an unpublish or delete may come
 * without an identifier, and a renamed page must leave its old path too.
 */
async function storedIdentifiersOf(kv: KvStore, documentId: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: cmsPageFamily.prefix, cursor });
    keys.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && keys.length < MAX_SCANNED_PAGES);
  const found: string[] = [];
  for (let start = 0; start < Math.min(keys.length, MAX_SCANNED_PAGES); start += 50) {
    const batch = keys.slice(start, Math.min(start + 50, MAX_SCANNED_PAGES));
    const values = await Promise.all(batch.map((key) => kv.get(key, 'text')));
    values.forEach((raw) => {
      if (raw === null) return;
      try {
        const stored = StoredCmsPageSchema.safeParse((JSON.parse(raw) as { v?: unknown }).v);
        if (stored.success && stored.data.found && stored.data.page.documentId === documentId) found.push(stored.data.page.identifier);
      } catch {
        // An unreadable value is a miss for the pages too.
      }
    });
  }
  return found;
}

/** A publish the model refuses: logged with the document and field, never silently ignored. */
function refuse(outcome: PublishOutcome, what: string, error: CmsContentInvalid): void {
  const { model, documentId, identifier, field, message } = error.detail;
  log({ model, documentId, identifier, field, message, kept: 'the last good copy' });
  outcome.changes.push({ what, result: 'invalid' });
  outcome.invalid.push(error.detail);
}

/** The published page now, from the CMS; `null` when the CMS cannot say (logged). */
async function publishedPage(deps: PublishDeps, identifier: string, event: string): Promise<StoredCmsPage | CmsContentInvalid | null> {
  try {
    const page = await deps.cms.page(identifier);
    return page ? { found: true, page } : { found: false };
  } catch (error) {
    // The content model refuses what was published: the stored page stays (reported by the caller).
    if (error instanceof CmsContentInvalid && !GONE_EVENTS.has(event)) return error;
    log({ page: identifier, error: String(error) });
    // The CMS told us the page is gone; its word is enough even while it cannot be asked.
    return GONE_EVENTS.has(event) ? { found: false } : null;
  }
}

async function publishPages(deps: PublishDeps, hook: CmsWebhook, outcome: PublishOutcome): Promise<void> {
  const identifiers = new Set<string>();
  const own = PageIdentifierSchema.safeParse(hook.entry.identifier);
  if (own.success) identifiers.add(own.data);
  if (hook.entry.documentId) {
    for (const identifier of await storedIdentifiersOf(deps.kv, hook.entry.documentId)) identifiers.add(identifier);
  }
  if (!identifiers.size) {
    // Neither the delivery nor KV says which page: every page renders anew.
    await withRetry(deps, () => bumpContentVersion(deps.kv, deps.now));
    outcome.changes.push({ what: 'page:?', result: 'changed' });
    outcome.purgeTags.push(ALL_PAGES_TAG);
    return;
  }
  for (const identifier of identifiers) {
    const what = `page:${identifier}`;
    const next = await publishedPage(deps, identifier, hook.event);
    if (!next) {
      outcome.changes.push({ what, result: 'failed' });
      continue;
    }
    if (next instanceof CmsContentInvalid) {
      refuse(outcome, what, next);
      continue;
    }
    let entry: ReturnType<typeof cmsPageEntry>;
    try {
      entry = cmsPageEntry(identifier);
    } catch {
      // An identifier too long for a KV key: no stored copy exists; every page renders anew.
      await withRetry(deps, () => bumpContentVersion(deps.kv, deps.now));
      outcome.changes.push({ what, result: 'changed' });
      outcome.purgeTags.push(ALL_PAGES_TAG);
      continue;
    }
    if (!(await rewrite(deps, entry, next))) {
      outcome.changes.push({ what, result: 'unchanged' });
      continue;
    }
    const tag = cmsPageTag(identifier);
    await withRetry(deps, () => bumpContentTagVersion(deps.kv, tag, deps.now));
    outcome.changes.push({ what, result: 'changed' });
    outcome.purgeTags.push(tag);
  }
}

async function publishNewsletter(deps: PublishDeps, hook: CmsWebhook, outcome: PublishOutcome): Promise<void> {
  let next: StoredNewsletter;
  try {
    next = await deps.cms.newsletter();
  } catch (error) {
    if (error instanceof CmsContentInvalid && !GONE_EVENTS.has(hook.event)) {
      refuse(outcome, 'newsletter', error);
      return;
    }
    log({ newsletter: 'unavailable', error: String(error) });
    if (!GONE_EVENTS.has(hook.event)) {
      outcome.changes.push({ what: 'newsletter', result: 'failed' });
      return;
    }
    next = null;
  }
  if (!(await rewrite(deps, newsletterConfigEntry, next))) {
    outcome.changes.push({ what: 'newsletter', result: 'unchanged' });
    return;
  }
  // The popup's configuration is in every page.
  await withRetry(deps, () => bumpContentVersion(deps.kv, deps.now));
  outcome.changes.push({ what: 'newsletter', result: 'changed' });
  outcome.purgeTags.push(CMS_NEWSLETTER_TAG);
}

/**
 * Apply one CMS webhook delivery to the storefront's stored content (customer.md §2–3, issue 9):
 * - `page`: the page (by `entry.identifier`, and any stored page holding the same document) is
 *   read again from the CMS (published content; gone → `{ found: false }`) and rewritten in KV;
 *   when its content changed, the page's tag version is bumped: only that page's edge cache key
 *   changes. Without any identifier, the global version is bumped.
 * - `newsletter`: the config rewritten; when changed, the global version bumped.
 * - `block`: nothing (no storefront page shows Strapi blocks; `cms-webhook.ts` answers it ignored).
 * Unchanged content (`contentHash`) writes nothing and bumps nothing, so a replay, a draft save
 * or a re-publish of identical content is free. Content the model refuses keeps the stored copy
 * and is reported in `invalid`.
 * Throws what KV throws (after one retry of a refused write).
 */
export async function applyCmsWebhook(deps: PublishDeps, hook: CmsWebhook): Promise<PublishOutcome> {
  const outcome: PublishOutcome = { changes: [], purgeTags: [], invalid: [] };
  if (hook.model === 'page') await publishPages(deps, hook, outcome);
  else if (hook.model === 'newsletter') await publishNewsletter(deps, hook, outcome);
  outcome.purgeTags = [...new Set(outcome.purgeTags)];
  return outcome;
}
