import { z } from 'zod';
import { identifierTitle } from './seo-text';
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

/**
 * Strapi 5's Blocks rich text (a `blocks` field: JSON), the node types its editor writes and
 * `@strapi/blocks-react-renderer` renders. Validated before rendering so a node of another shape
 * never reaches the renderer (which would throw on it).
 */
export const CmsBlocksTextSchema = z.object({
  type: z.literal('text'),
  text: z.string().max(50_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});
export const CmsBlocksLinkSchema = z.object({ type: z.literal('link'), url: z.string().max(2000), children: z.array(CmsBlocksTextSchema).max(500) });
const inline = z.union([CmsBlocksTextSchema, CmsBlocksLinkSchema]);
const inlineChildren = z.array(inline).max(1000);
export const CmsBlocksListItemSchema = z.object({ type: z.literal('list-item'), children: inlineChildren });
export type CmsBlocksList = { type: 'list'; format: 'ordered' | 'unordered'; children: (z.output<typeof CmsBlocksListItemSchema> | CmsBlocksList)[] };
export const CmsBlocksListSchema: z.ZodType<CmsBlocksList> = z.object({
  type: z.literal('list'),
  format: z.enum(['ordered', 'unordered']),
  get children() {
    return z.array(z.union([CmsBlocksListItemSchema, CmsBlocksListSchema])).max(500);
  },
});
export const CmsBlocksImageSchema = z.object({
  type: z.literal('image'),
  image: z.looseObject({
    url: z.string().max(500),
    alternativeText: z.string().max(500).nullable().optional(),
    width: z.number().int().positive().nullable().optional(),
    height: z.number().int().positive().nullable().optional(),
  }),
  children: z.array(z.unknown()).max(10).optional(),
});
export const CmsBlocksNodeSchema = z.union([
  z.object({ type: z.enum(['paragraph', 'quote', 'code']), children: inlineChildren }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]), children: inlineChildren }),
  CmsBlocksListSchema,
  CmsBlocksImageSchema,
]);
/** A Blocks document: the root nodes in order. */
export const CmsBlocksSchema = z.array(CmsBlocksNodeSchema).max(1000);
export type CmsBlocks = z.output<typeof CmsBlocksSchema>;

/**
 * A rich-text field: Strapi Blocks (JSON), or a string, which is Markdown (Strapi's "Rich text
 * (Markdown)" field) unless it looks like HTML (`routes/rich-text.tsx` `looksLikeHtml`). All three
 * are rendered on the server and go through the hardened sanitiser. The Strapi project
 * (cms/) recognises this exact schema object as a `blocks` field.
 */
export const CmsRichTextSchema = z.union([CmsBlocksSchema, z.string().max(50_000)]);
export type CmsRichText = z.output<typeof CmsRichTextSchema>;
const html = CmsRichTextSchema;
/** A link target: our own path (`/info/…`, domain/site-path.ts: never `/\\host`) or an absolute http(s) URL. */
export const CmsLinkSchema = z
  .string()
  .max(500)
  .refine((value) => isSitePath(value) || isHttpUrl(value), 'a path on this site or an http(s) URL');

/** One of Strapi's generated sizes of an upload (`formats.small` …). */
export const CmsMediaFormatSchema = z.object({
  url: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Strapi's upload (media) object, reduced to what we use. `url` is relative: `/uploads/x.jpg`. */
export const CmsMediaSchema = z.object({
  id: z.number().int(),
  documentId: z.string().optional(),
  url: z.string().max(500),
  alternativeText: z.string().max(500).nullable().optional(),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
  mime: z.string().max(100).optional(),
  /**
   * Strapi's own smaller copies (`thumbnail`, `small`, `medium`, `large`, or a store's own
   * breakpoints), each a file of its own: the `srcset` without any image resizing service.
   */
  formats: z.record(z.string().max(50), CmsMediaFormatSchema).nullable().optional(),
});
export type CmsMedia = z.output<typeof CmsMediaSchema>;

const component = <N extends string, S extends z.ZodRawShape>(name: N, shape: S) =>
  z.object({ __component: z.literal(name), id: z.number().int(), ...shape });

export const HeroSlideSchema = z.object({
  id: z.number().int(),
  title: text(200),
  subtitle: text(500).nullable().optional(),
  /** Optional: a slide without an image is a text-only slide of the same size. */
  image: CmsMediaSchema.nullable().optional(),
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
  /** Optional: an item without a link is shown as a picture with its title. */
  link: CmsLinkSchema.nullable().optional(),
});

/** The page section types of customer.md §2. */
export const HeroSliderSectionSchema = component('sections.hero-slider', {
  slides: z.array(HeroSlideSchema).min(1).max(10),
});
export const ProductWidgetSectionSchema = component('sections.product-widget', {
  title: text(200),
  /** SKUs, one per line (as an editor types them), shown in this order through products-by-SKU. */
  skus: text(2000).nullable().optional(),
  seeMoreLink: CmsLinkSchema.nullable().optional(),
  seeMoreText: text(100).nullable().optional(),
});
export const NewsletterSectionSchema = component('sections.newsletter', {
  heading: text(200),
  description: text(1000).nullable().optional(),
});
export const NoticeSectionSchema = component('sections.notice', {
  /** Rich text: Blocks, Markdown or HTML. */
  content: html,
  /** Shown with the media base URL prefixed to its `url`. */
  image: CmsMediaSchema.nullable().optional(),
  link: CmsLinkSchema.nullable().optional(),
});
export const ContactTextSectionSchema = component('sections.contact-text', {
  /** Three rich-text columns (Blocks, Markdown or HTML). */
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
export type CmsPageModel = z.output<typeof CmsPageSchema>;

/** The longest page title kept (the model allows 200; a longer one is shown in full as the h1). */
const READ_TITLE_MAX = 1000;

/**
 * A page as the shop keeps it (KV, kv-schema/cms-page.ts) and renders it: what `readCmsPage` made
 * of the CMS's answer. Looser than the model (`CmsPageSchema`, which Strapi enforces): a page an
 * editor could still publish past the model must render, not take the shop down. Pages stored
 * before this schema existed (model-valid) read as they are.
 */
export const CmsPageReadSchema = z.object({
  ...documentFields,
  identifier: PageIdentifierSchema,
  /** Never empty (`readCmsPage` falls back to a title made of the identifier). */
  title: z.string().min(1).max(READ_TITLE_MAX),
  seo: z
    .object({ metaTitle: z.string().max(READ_TITLE_MAX).nullable().optional(), metaDescription: z.string().max(5_000).nullable().optional() })
    .nullable()
    .optional(),
  sections: z.array(RawSectionSchema).max(50),
});
export type CmsPage = z.output<typeof CmsPageReadSchema>;

/** A field the shop could not take as the editor wrote it, and what it did instead (logged once). */
export type CmsFallback = { field: string; reason: string };
/** A field that makes the page unusable: the page is refused (the last good copy stays). */
export type CmsFieldError = { field: string; message: string };
/** `readCmsPage`'s answer: `page` is `null` exactly when `errors` is not empty. */
export type CmsPageReading = { page: CmsPage | null; fallbacks: CmsFallback[]; errors: CmsFieldError[] };

const MODEL_TITLE_MAX = 200;
const MODEL_META_TITLE_MAX = 200;
const MODEL_META_DESCRIPTION_MAX = 500;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * What a section's own content makes the shop do beyond the model's letter: the tolerated gaps
 * (a slide without an image, a widget without SKUs, an inspiration item without a link) and why a
 * section is left out (unknown type, fails its schema). `field` is the path in the page.
 */
function sectionFallbacks(raw: z.output<typeof RawSectionSchema>, at: string): CmsFallback[] {
  const parsed = CmsSectionSchema.safeParse(raw);
  if (!parsed.success) {
    const known = CMS_SECTION_SCHEMAS.some((schema) => schema.shape.__component.value === raw.__component);
    if (!known) return [{ field: at, reason: `unknown section type ${raw.__component}: left out` }];
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `${at}.${issue.path.join('.')}` : at;
    return [{ field: path, reason: `${raw.__component}: ${issue?.message ?? 'invalid'}: section left out` }];
  }
  const section = parsed.data;
  switch (section.__component) {
    case 'sections.hero-slider':
      return section.slides.flatMap((slide, index) => (slide.image ? [] : [{ field: `${at}.slides.${index}.image`, reason: 'missing: text-only slide' }]));
    case 'sections.product-widget':
      return section.skus?.trim() ? [] : [{ field: `${at}.skus`, reason: 'empty: widget left out' }];
    case 'sections.inspiration':
      return section.items.flatMap((item, index) => (item.link ? [] : [{ field: `${at}.items.${index}.link`, reason: 'missing: shown without a link' }]));
    default:
      return [];
  }
}

/**
 * A published page as the CMS answered it (one item of Strapi's `data`) → the page the shop
 * renders, parsed field by field (issue 18 point 3). Pure; the caller logs the fallbacks
 * (once per page version) and, for a refused page, keeps the last good copy.
 *
 * Refused (`page: null`, `errors` names the field): not an object, no valid `identifier`, no
 * `id`/`documentId` (Strapi's own fields), `sections` not an array.
 *
 * Tolerated (`fallbacks`):
 * - `title` missing or blank → made from the identifier (`info/ilma-pealkirjata` → 'Ilma
 *   pealkirjata'); longer than the model's 200 → kept in full (the h1 shows what the editor
 *   wrote; the document `<title>` is cut at a word boundary when rendered, routes/content-page.tsx).
 * - `seo` not an object, `seo.metaTitle`/`seo.metaDescription` not text → left out (the title,
 *   or no description, is used); longer than the model allows → kept, cut when rendered.
 * - a section that is not an object with a `__component` → left out; a section of an unknown type
 *   or failing its schema → left out when rendered; a slide without an image → text-only; a
 *   widget without SKUs → left out; an inspiration item without a link → shown without it.
 */
export function readCmsPage(raw: unknown): CmsPageReading {
  const fallbacks: CmsFallback[] = [];
  const errors: CmsFieldError[] = [];
  if (!isRecord(raw)) return { page: null, fallbacks, errors: [{ field: '(root)', message: 'not an object' }] };

  const identifier = PageIdentifierSchema.safeParse(raw.identifier);
  if (!identifier.success) errors.push({ field: 'identifier', message: raw.identifier == null ? 'missing' : 'not lowercase path segments' });
  const id = documentFields.id.safeParse(raw.id);
  if (!id.success) errors.push({ field: 'id', message: 'missing or not an integer' });
  const documentId = documentFields.documentId.safeParse(raw.documentId);
  if (!documentId.success) errors.push({ field: 'documentId', message: 'missing or not a document id' });
  if (!Array.isArray(raw.sections)) errors.push({ field: 'sections', message: raw.sections == null ? 'missing' : 'not a list' });
  if (errors.length || !identifier.success || !id.success || !documentId.success || !Array.isArray(raw.sections)) return { page: null, fallbacks, errors };

  let title: string;
  if (!nonBlank(raw.title)) {
    title = identifierTitle(identifier.data);
    fallbacks.push({ field: 'title', reason: `${raw.title == null ? 'missing' : 'empty or not text'}: '${title}' from the identifier` });
  } else {
    title = raw.title.trim().replace(/\s+/g, ' ').slice(0, READ_TITLE_MAX);
    if (title.length > MODEL_TITLE_MAX) fallbacks.push({ field: 'title', reason: `${title.length} characters (model ${MODEL_TITLE_MAX}): shown in full, document title cut at a word` });
  }

  let seo: NonNullable<CmsPage['seo']> | null = null;
  if (isRecord(raw.seo)) {
    const metaTitle = raw.seo.metaTitle;
    const metaDescription = raw.seo.metaDescription;
    seo = {
      metaTitle: nonBlank(metaTitle) ? metaTitle.trim().slice(0, READ_TITLE_MAX) : null,
      metaDescription: nonBlank(metaDescription) ? metaDescription.trim().slice(0, 5_000) : null,
    };
    if (metaTitle != null && typeof metaTitle !== 'string') fallbacks.push({ field: 'seo.metaTitle', reason: 'not text: the page title is used' });
    else if (seo.metaTitle && seo.metaTitle.length > MODEL_META_TITLE_MAX)
      fallbacks.push({ field: 'seo.metaTitle', reason: `${seo.metaTitle.length} characters (model ${MODEL_META_TITLE_MAX}): cut at a word` });
    if (metaDescription != null && typeof metaDescription !== 'string') fallbacks.push({ field: 'seo.metaDescription', reason: 'not text: left out' });
    else if (seo.metaDescription && seo.metaDescription.length > MODEL_META_DESCRIPTION_MAX)
      fallbacks.push({ field: 'seo.metaDescription', reason: `${seo.metaDescription.length} characters (model ${MODEL_META_DESCRIPTION_MAX}): cut at a word` });
  } else if (raw.seo != null) {
    fallbacks.push({ field: 'seo', reason: 'not an object: the page title is used' });
  }

  const sections: z.output<typeof RawSectionSchema>[] = [];
  raw.sections.slice(0, 50).forEach((candidate: unknown, index) => {
    const section = RawSectionSchema.safeParse(candidate);
    if (!section.success) {
      fallbacks.push({ field: `sections.${index}`, reason: 'not a section (no __component): left out' });
      return;
    }
    sections.push(section.data);
    fallbacks.push(...sectionFallbacks(section.data, `sections.${index}`));
  });
  if (raw.sections.length > 50) fallbacks.push({ field: 'sections', reason: `${raw.sections.length} sections: the first 50 shown` });

  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);
  const page: CmsPage = {
    id: id.data,
    documentId: documentId.data,
    ...(text(raw.createdAt) ? { createdAt: text(raw.createdAt) } : {}),
    ...(text(raw.updatedAt) ? { updatedAt: text(raw.updatedAt) } : {}),
    ...(text(raw.publishedAt) ? { publishedAt: text(raw.publishedAt) } : {}),
    identifier: identifier.data,
    title,
    seo,
    sections,
  };
  return { page, fallbacks, errors };
}

export const CmsBlockSchema = z.object({
  ...documentFields,
  identifier: z.string().regex(/^[a-z0-9-]{1,100}$/),
  title: text(200),
  /** HTML (blocks are footer and page fragments read by the commerce-side block query). */
  content: z.string().max(50_000),
});
export type CmsBlock = z.output<typeof CmsBlockSchema>;

/** customer.md §3 "Newsletter config", with the defaults of §9 applied by the storefront. */
export const CmsNewsletterSchema = z.object({
  ...documentFields,
  /** Optional: an editor who clears it gets a popup without a visible heading (issue 18). */
  heading: text(200).nullable().optional(),
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
