import { z } from 'zod';
import { isHttpUrl, isSitePath } from './site-path';

/**
 * The content model of the headless CMS (customer.md §2, §3, §7), as Strapi v5's REST API returns
 * it: documents with `id`, `documentId` and their fields flattened (no `attributes` wrapper),
 * components and dynamic-zone entries inline with `__component`, media as Strapi upload objects
 * whose `url` is relative to the media base URL. The reference backend (`backend/src/cms/`)
 * validates writes with these schemas and the storefront validates reads with them, so both sides
 * share one contract. A real Strapi is configured with the same content types (see
 * backend/README.md, "Reference CMS").
 *
 * Content types:
 * - collection `api::page.page` (REST `/api/pages`): `identifier` is the page's path without the
 *   leading slash and `.html` (`home`, `kontaktid`, `info/tarne/kuller`, `bank/liisingupartnerid`),
 *   see `contentPageIdentifier`.
 * - collection `api::block.block` (REST `/api/blocks`): small HTML pieces by `identifier`.
 * - single type `api::newsletter.newsletter` (REST `/api/newsletter`): the managed newsletter popup.
 */

const text = (max: number) => z.string().max(max);
/** Rich text stored as HTML. Always passed through the hardened sanitiser before rendering. */
const html = z.string().max(50_000);
/** A link target: our own path (`/info/…`, domain/site-path.ts: never `/\\host`) or an absolute http(s) URL. */
export const CmsLinkSchema = z
  .string()
  .max(500)
  .refine((value) => isSitePath(value) || isHttpUrl(value), 'a path on this site or an http(s) URL');

/** Strapi's upload (media) object, reduced to what we use. `url` is relative: `/uploads/x.jpg`. */
export const CmsMediaSchema = z.object({
  id: z.number().int(),
  documentId: z.string().optional(),
  url: z.string().max(500),
  alternativeText: z.string().max(500).nullable().optional(),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
  mime: z.string().max(100).optional(),
});
export type CmsMedia = z.output<typeof CmsMediaSchema>;

const component = <N extends string, S extends z.ZodRawShape>(name: N, shape: S) =>
  z.object({ __component: z.literal(name), id: z.number().int(), ...shape });

export const HeroSlideSchema = z.object({
  id: z.number().int(),
  title: text(200),
  subtitle: text(500).nullable().optional(),
  image: CmsMediaSchema,
  link: CmsLinkSchema.nullable().optional(),
  linkText: text(100).nullable().optional(),
});

export const DepartmentSchema = z.object({
  id: z.number().int(),
  name: text(200),
  phone: text(50).nullable().optional(),
  email: text(200).nullable().optional(),
  /** Free text, e.g. 'E–R 9–17'. */
  hours: text(200).nullable().optional(),
});

export const InspirationItemSchema = z.object({
  id: z.number().int(),
  title: text(200),
  image: CmsMediaSchema,
  link: CmsLinkSchema,
});

/** The page section types of customer.md §2. */
export const HeroSliderSectionSchema = component('sections.hero-slider', {
  slides: z.array(HeroSlideSchema).min(1).max(10),
});
export const ProductWidgetSectionSchema = component('sections.product-widget', {
  title: text(200),
  /** SKUs, one per line (as an editor types them), shown in this order through products-by-SKU. */
  skus: text(2000),
  seeMoreLink: CmsLinkSchema.nullable().optional(),
  seeMoreText: text(100).nullable().optional(),
});
export const NewsletterSectionSchema = component('sections.newsletter', {
  heading: text(200),
  description: text(1000).nullable().optional(),
});
export const NoticeSectionSchema = component('sections.notice', {
  /** HTML. */
  content: html,
  /** Shown with the media base URL prefixed to its `url`. */
  image: CmsMediaSchema.nullable().optional(),
  link: CmsLinkSchema.nullable().optional(),
});
export const ContactTextSectionSchema = component('sections.contact-text', {
  /** Three HTML columns. */
  column1: html,
  column2: html,
  column3: html,
});
export const DepartmentsSectionSchema = component('sections.departments', {
  title: text(200),
  departments: z.array(DepartmentSchema).max(50),
});
export const InspirationSectionSchema = component('sections.inspiration', {
  title: text(200),
  items: z.array(InspirationItemSchema).min(1).max(24),
});

export const CMS_SECTION_SCHEMAS = [
  HeroSliderSectionSchema,
  ProductWidgetSectionSchema,
  NewsletterSectionSchema,
  NoticeSectionSchema,
  ContactTextSectionSchema,
  DepartmentsSectionSchema,
  InspirationSectionSchema,
] as const;

/** A section we know how to render. */
export const CmsSectionSchema = z.discriminatedUnion('__component', CMS_SECTION_SCHEMAS);
export type CmsSection = z.output<typeof CmsSectionSchema>;
export type CmsSectionType = CmsSection['__component'];

/**
 * A section as it arrives: anything with a `__component`. The storefront parses each one with
 * `CmsSectionSchema` on its own, so an unknown type or a malformed section is logged and left
 * out while the rest of the page renders (customer.md §2: an unknown section type is an error).
 */
export const RawSectionSchema = z.looseObject({ __component: z.string().max(100), id: z.number().int().optional() });

const documentFields = {
  id: z.number().int(),
  documentId: z.string().min(1).max(64),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  publishedAt: z.string().nullable().optional(),
};

export const CmsSeoSchema = z.object({
  metaTitle: text(200).nullable().optional(),
  metaDescription: text(500).nullable().optional(),
});

/** Page identifiers: lowercase path segments, at most 6 of them. */
export const PageIdentifierSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,100}(?:\/[a-z0-9-]{1,100}){0,5}$/, 'lowercase path segments');

export const CmsPageSchema = z.object({
  ...documentFields,
  identifier: PageIdentifierSchema,
  title: text(200),
  seo: CmsSeoSchema.nullable().optional(),
  sections: z.array(RawSectionSchema).max(50),
});
export type CmsPage = z.output<typeof CmsPageSchema>;

export const CmsBlockSchema = z.object({
  ...documentFields,
  identifier: z.string().regex(/^[a-z0-9-]{1,100}$/),
  title: text(200),
  content: html,
});
export type CmsBlock = z.output<typeof CmsBlockSchema>;

/** customer.md §3 "Newsletter config", with the defaults of §9 applied by the storefront. */
export const CmsNewsletterSchema = z.object({
  ...documentFields,
  heading: text(200),
  subheading: text(500).nullable().optional(),
  description: text(2000).nullable().optional(),
  headingImage: CmsMediaSchema.nullable().optional(),
  /** Newline-separated page paths; empty or null → '/'. */
  showOnPages: text(2000).nullable().optional(),
  reopenAfterClosedHours: z.number().min(0).max(8760).nullable().optional(),
  openAfterSeconds: z.number().min(0).max(3600).nullable().optional(),
});
export type CmsNewsletter = z.output<typeof CmsNewsletterSchema>;

/** Strapi v5 collection response: `{ data: [...], meta: { pagination } }`. */
export const cmsCollectionResponse = <S extends z.ZodType>(item: S) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      pagination: z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        pageCount: z.number().int(),
        total: z.number().int(),
      }),
    }),
  });

/** Strapi v5 single-type response: `{ data: {...}, meta: {} }` (404 with `data: null` when unset). */
export const cmsSingleResponse = <S extends z.ZodType>(item: S) => z.object({ data: item, meta: z.object({}).loose() });

/** The models the webhook talks about (Strapi's `model` = the content type's singular name). */
export const CMS_MODELS = ['page', 'block', 'newsletter'] as const;
export type CmsModel = (typeof CMS_MODELS)[number];

/**
 * Strapi's webhook body (v5): `{ event, createdAt, model, uid, entry }`, sent with the header
 * `X-Strapi-Event` = event. Unknown models are accepted and ignored by the storefront (Strapi also
 * reports media and user events); `entry` carries at least `id` and `documentId`, and for pages
 * and blocks their `identifier`.
 */
export const CMS_WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'] as const;
export const CmsWebhookSchema = z.object({
  event: z.string().max(100),
  createdAt: z.string().max(100),
  model: z.string().max(100),
  uid: z.string().max(200).optional(),
  entry: z.looseObject({
    id: z.number().int().optional(),
    documentId: z.string().max(64).optional(),
    identifier: z.string().max(600).optional(),
  }),
});
export type CmsWebhook = z.output<typeof CmsWebhookSchema>;

/**
 * Cache tags (edge HTML cache keys, `Cache-Tag` headers, KV entries). A page's HTML depends on
 * the global content (store config, menu, footer blocks, newsletter config) and on the tags its
 * route declares (`RouteModule.contentTags`).
 */
export const cmsPageTag = (identifier: string) => `cms-page:${identifier}`;
export const cmsBlockTag = (identifier: string) => `cms-block:${identifier}`;
export const CMS_NEWSLETTER_TAG = 'cms-newsletter';

const CONTENT_PATH = /^\/((?:bank|info|teenused)\/(?:[a-z0-9-]{1,100}\/){0,4}[a-z0-9-]{1,100})\.html$/;

/**
 * The CMS page identifier of a content path, or `null` when the path is not a content page:
 * `/` and `/Home` → `home`; `/kontaktid.html` → `kontaktid`; `/info/tarne/kuller.html` →
 * `info/tarne/kuller` (storefront.md §2: the slug may have several segments).
 */
export function contentPageIdentifier(pathname: string): string | null {
  if (pathname === '/' || pathname === '/Home') return 'home';
  if (pathname === '/kontaktid.html') return 'kontaktid';
  const match = CONTENT_PATH.exec(pathname);
  return match ? match[1]! : null;
}
