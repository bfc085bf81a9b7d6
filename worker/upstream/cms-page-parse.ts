import type { z } from 'zod';
import { CmsPageSchema, type CmsPage } from '../../domain/cms-content';

/** The first zod issue as `{ field, message }` (`seo.metaTitle`, `sections.2.content`). */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.map(String).join('.') || '(root)', message: issue?.message ?? 'invalid' };
}

export type PageParse = { page: CmsPage; error?: undefined } | { page?: undefined; error: { field: string; message: string } };

/**
 * The one place a CMS page item (one element of Strapi's `data`) is checked against the content
 * model. Today the page schema's `safeParse`; issue 18's tolerant page parse (domain/cms-content.ts,
 * branch h-richtext: fallbacks plus errors) replaces this body once merged, and the CMS client and
 * the webhook follow without change.
 */
export function parseCmsPage(raw: unknown): PageParse {
  const parsed = CmsPageSchema.safeParse(raw);
  return parsed.success ? { page: parsed.data } : { error: firstIssue(parsed.error) };
}
