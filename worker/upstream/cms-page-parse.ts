import type { z } from 'zod';
import { readCmsPage, type CmsFallback, type CmsPage } from '../../domain/cms-content';

/** The first zod issue as `{ field, message }` (`seo.metaTitle`, `sections.2.content`). */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.map(String).join('.') || '(root)', message: issue?.message ?? 'invalid' };
}

/**
 * A usable page with what the shop did instead of what the editor wrote (`fallbacks`, already
 * logged; the webhook may name them in its answer), or the first field that makes it unusable.
 */
export type PageParse =
  | { page: CmsPage; fallbacks: CmsFallback[]; error?: undefined }
  | { page?: undefined; fallbacks?: undefined; error: { field: string; message: string } };

/** Page versions whose fallbacks this isolate has logged (bounded: oldest forgotten first). */
const logged = new Set<string>();
const LOGGED_MAX = 500;

/**
 * Each fallback as one JSON line `{"at":"cms-fallback","page","field","reason"}`, once per page
 * version (`documentId` + `updatedAt`: Strapi stamps every save) in this isolate, not on every
 * read: the stale-while-revalidate refresh and the webhook read the same version again.
 */
export function logFallbacks(page: Pick<CmsPage, 'identifier' | 'documentId' | 'updatedAt'>, fallbacks: readonly CmsFallback[]): void {
  if (!fallbacks.length) return;
  const version = `${page.identifier}\n${page.documentId}\n${page.updatedAt ?? ''}\n${JSON.stringify(fallbacks)}`;
  if (logged.has(version)) return;
  logged.add(version);
  if (logged.size > LOGGED_MAX) logged.delete(logged.values().next().value!);
  for (const { field, reason } of fallbacks) console.warn(JSON.stringify({ at: 'cms-fallback', page: page.identifier, field, reason }));
}

/**
 * The one place a CMS page item (one element of Strapi's `data`) is checked: domain/cms-content.ts
 * `readCmsPage`, field by field. A page with fallbacks is returned (and its fallbacks logged once);
 * a page that is truly broken (no identifier, sections not a list, no id) is refused with its
 * first failing field, so the reader keeps the last good copy and the webhook can name it.
 */
export function parseCmsPage(raw: unknown): PageParse {
  const reading = readCmsPage(raw);
  if (!reading.page) return { error: reading.errors[0] ?? { field: '(root)', message: 'invalid' } };
  logFallbacks(reading.page, reading.fallbacks);
  return { page: reading.page, fallbacks: reading.fallbacks };
}
