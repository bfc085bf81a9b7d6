import type { Context } from 'hono';
import { z } from 'zod';
import { CmsNewsletterSchema, cmsCollectionResponse, cmsSingleResponse, type CmsNewsletter, type CmsPage } from '../../domain/cms-content';
import type { AppEnv } from '../app-env';
import { storefrontConfig } from '../config';
import { firstIssue, parseCmsPage } from './cms-page-parse';
import type { UpstreamService } from './upstream';

/** How long the storefront waits for the CMS before treating it as down. */
export const CMS_TIMEOUT_MS = 5_000;

/** The CMS did not answer usefully (down, slow, a status other than 200/404, or a body that fails the content model). */
export class CmsUnavailable extends Error {
  override readonly name: string = 'CmsUnavailable';
}

/**
 * The CMS answered, but the published document fails the content model: an editor published
 * something the shop cannot show. Names the document and the first failing field, so the
 * webhook can answer and log exactly that (issue 18 point 3) while the last good copy is served.
 */
export class CmsContentInvalid extends CmsUnavailable {
  override readonly name = 'CmsContentInvalid';
  constructor(
    readonly detail: { model: 'page' | 'newsletter'; documentId: string | null; identifier: string | null; field: string; message: string },
  ) {
    super(`CMS ${detail.model} ${detail.identifier ?? detail.documentId ?? '?'}: '${detail.field}' ${detail.message}`);
  }
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

export type CmsClientOptions = {
  timeoutMs?: number;
  /**
   * The CMS read token (`CMS_API_TOKEN`), sent as `Authorization: Bearer` so the store can close
   * Strapi's Public role. These reads never go through a shared cache (the CMS service has no
   * sub-request cache, `upstream.ts`), so the token is in no cache key; `/cms-media` (what a
   * browser sees) never uses this client.
   */
  token?: string | null;
};

/** A read answered 401/403: the token is missing, wrong or lacks `find`. */
function logRefused(status: number, path: string): void {
  console.error(JSON.stringify({ at: 'cms', status, hint: 'CMS_API_TOKEN', path: path.split('?')[0] }));
}

/** A collection answer's envelope; its items are parsed one by one (`parseCmsPage`). */
const PageListSchema = cmsCollectionResponse(z.unknown());
const NewsletterReplySchema = cmsSingleResponse(z.unknown());

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : null);

export function cmsClient(service: UpstreamService, { timeoutMs = CMS_TIMEOUT_MS, token = null }: CmsClientOptions = {}): CmsClient {
  async function get(path: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await service.fetch(new Request(`${service.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      throw new CmsUnavailable(`CMS ${path}: ${String(error)}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403) logRefused(response.status, path);
      throw new CmsUnavailable(`CMS ${path}: answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new CmsUnavailable(`CMS ${path}: not JSON`, { cause: error });
    }
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
      const path = `/api/pages?${query}`;
      const json = await get(path);
      if (json === null) return null;
      const reply = PageListSchema.safeParse(json);
      if (!reply.success) throw new CmsUnavailable(`CMS ${path}: not a Strapi collection answer: ${reply.error.message.slice(0, 300)}`);
      const raw = reply.data.data[0];
      if (raw === undefined) return null;
      const parsed = parseCmsPage(raw);
      if (parsed.page) return parsed.page;
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      throw new CmsContentInvalid({ model: 'page', documentId: stringOrNull(item.documentId), identifier: stringOrNull(item.identifier) ?? identifier, ...parsed.error });
    },
    async newsletter() {
      const query = new URLSearchParams({ status: 'published', populate: 'headingImage' });
      const path = `/api/newsletter?${query}`;
      const json = await get(path);
      if (json === null) return null;
      const reply = NewsletterReplySchema.safeParse(json);
      if (!reply.success) throw new CmsUnavailable(`CMS ${path}: not a Strapi single-type answer: ${reply.error.message.slice(0, 300)}`);
      if (reply.data.data === null) return null;
      const parsed = CmsNewsletterSchema.safeParse(reply.data.data);
      if (parsed.success) return parsed.data;
      const item = (typeof reply.data.data === 'object' ? reply.data.data : {}) as Record<string, unknown>;
      throw new CmsContentInvalid({ model: 'newsletter', documentId: stringOrNull(item.documentId), identifier: null, ...firstIssue(parsed.error) });
    },
  };
}

/** The CMS client of this request, with the configured read token. */
export function cmsClientFor(c: Context<AppEnv>, options: Omit<CmsClientOptions, 'token'> = {}): CmsClient {
  return cmsClient(c.var.upstream.cms, { ...options, token: storefrontConfig(c.env).cmsApiToken });
}
