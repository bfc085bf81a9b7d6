import { z } from 'zod';
import {
  CmsNewsletterSchema,
  cmsCollectionResponse,
  cmsSingleResponse,
  type CmsNewsletter,
  type CmsPage,
} from '../../domain/cms-content';
import { parseCmsPage } from './cms-page-parse';
import type { UpstreamService } from './upstream';

/** How long the storefront waits for the CMS before treating it as down. */
export const CMS_TIMEOUT_MS = 5_000;

/** The CMS did not answer usefully (down, slow, a status other than 200/404, or a body that fails the content model). */
export class CmsUnavailable extends Error {
  override readonly name = 'CmsUnavailable';
}

/**
 * The storefront's one client of the CMS upstream (Strapi v5 REST; the reference backend under
 * `/cms`, or a real Strapi at `CMS_URL`). Reads published content only. Every answer is checked
 * against domain/cms-content.ts before it is used.
 */
export type CmsClient = {
  /** The published page with this identifier, sections populated; `null` when there is none. */
  page(identifier: string): Promise<CmsPage | null>;
  /** The 'newsletter' single type; `null` when it is not set (404). */
  newsletter(): Promise<CmsNewsletter | null>;
};

export function cmsClient(service: UpstreamService, { timeoutMs = CMS_TIMEOUT_MS }: { timeoutMs?: number } = {}): CmsClient {
  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
    let response: Response;
    try {
      response = await service.fetch(
        new Request(`${service.baseUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }),
      );
    } catch (error) {
      throw new CmsUnavailable(`CMS ${path}: ${String(error)}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new CmsUnavailable(`CMS ${path}: answered ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new CmsUnavailable(`CMS ${path}: not JSON`, { cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CmsUnavailable(`CMS ${path}: fails the content model: ${parsed.error.message.slice(0, 500)}`);
    return parsed.data;
  }

  return {
    async page(identifier) {
      const query = new URLSearchParams({
        'filters[identifier][$eq]': identifier,
        status: 'published',
        // Strapi v5 populates dynamic zones per component (`on` fragments; v4's shared
        // `populate[sections][populate]=*` no longer reaches media inside nested components).
        'populate[seo]': 'true',
        'populate[sections][on][sections.hero-slider][populate][slides][populate]': 'image',
        'populate[sections][on][sections.product-widget]': 'true',
        'populate[sections][on][sections.newsletter]': 'true',
        'populate[sections][on][sections.notice][populate]': 'image',
        'populate[sections][on][sections.contact-text]': 'true',
        'populate[sections][on][sections.departments][populate]': 'departments',
        'populate[sections][on][sections.inspiration][populate][items][populate]': 'image',
        'pagination[pageSize]': '1',
      });
      // The envelope strictly, the page field by field (fallbacks, not a refused page, for what
      // an editor can publish past the model: issue 18).
      const reply = await get(`/api/pages?${query}`, cmsCollectionResponse(z.unknown()));
      const raw = reply?.data[0];
      if (raw === undefined) return null;
      const parsed = parseCmsPage(raw);
      if (parsed.error) throw new CmsUnavailable(`CMS page ${identifier}: '${parsed.error.field}' ${parsed.error.message}`);
      return parsed.page;
    },
    async newsletter() {
      const query = new URLSearchParams({ status: 'published', populate: 'headingImage' });
      const reply = await get(`/api/newsletter?${query}`, cmsSingleResponse(CmsNewsletterSchema.nullable()));
      return reply?.data ?? null;
    },
  };
}
