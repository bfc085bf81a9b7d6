import { z } from 'zod';
import {
  CMS_SECTION_SCHEMAS,
  CmsBlockSchema,
  CmsLinkSchema,
  CmsMediaSchema,
  CmsNewsletterSchema,
  CmsPageSchema,
  CmsSeoSchema,
  DepartmentSchema,
  HeroSlideSchema,
  InspirationItemSchema,
} from '../domain/cms-content';

/**
 * The Strapi 5 project's content model (`cms/src/api/**`, `cms/src/components/**`), derived from
 * the zod schemas of domain/cms-content.ts plus the small mapping below (what zod cannot say:
 * component names, which text is rich text, which field is unique). `node scripts/write-cms-model.mjs`
 * writes these files; scripts/cms-model.test.ts fails when the committed ones differ, so the
 * storefront's model and the editor's cannot drift.
 *
 * Strapi enforces each rule in its admin and REST API (required, maxLength, regex, min/max items),
 * so an editor sees the error when saving instead of a broken page in the shop.
 */

type AnyZod = z.ZodType;
type Attribute = Record<string, unknown>;

/**
 * Strapi's `string` (short text) is a varchar(255): a longer value is refused with 'title must be
 * at most 255 characters' (recorded: ../shared/strapi-5/exchanges/type-probe-string-300.json).
 * Fields that may be longer are `text` (long text) with the same maxLength.
 */
export const STRAPI_STRING_MAX = 255;

/**
 * `CmsLinkSchema` as a regular expression (Strapi's `regex` option has no flags, so the scheme's
 * case is spelled out): our own path (`/info/…`, not `//host`) or an absolute http(s) URL.
 */
export const CMS_LINK_REGEX = '^(/(?!/)|[Hh][Tt][Tt][Pp][Ss]?://)';

/**
 * Nested components, by the zod schema the domain uses for them. The slide, department and
 * inspiration item keep the `sections` category of the model backend/README.md describes (and the
 * real Strapi of ../shared/strapi-5 had); only the seven section types are in the dynamic zone.
 */
const NESTED_COMPONENTS = new Map<AnyZod, { uid: string; displayName: string; icon: string }>([
  [CmsSeoSchema, { uid: 'shared.seo', displayName: 'SEO', icon: 'search' }],
  [HeroSlideSchema, { uid: 'sections.hero-slide', displayName: 'Hero slide', icon: 'picture' }],
  [DepartmentSchema, { uid: 'sections.department', displayName: 'Department', icon: 'phone' }],
  [InspirationItemSchema, { uid: 'sections.inspiration-item', displayName: 'Inspiration item', icon: 'lightbulb' }],
]);

/** Display names and icons of the page sections (the `sections.*` dynamic-zone components). */
const SECTION_INFO: Record<string, { displayName: string; icon: string }> = {
  'sections.hero-slider': { displayName: 'Hero slider', icon: 'landscape' },
  'sections.product-widget': { displayName: 'Product widget', icon: 'shoppingCart' },
  'sections.newsletter': { displayName: 'Newsletter', icon: 'envelop' },
  'sections.notice': { displayName: 'Notice', icon: 'bell' },
  'sections.contact-text': { displayName: 'Contact text', icon: 'layout' },
  'sections.departments': { displayName: 'Departments', icon: 'house' },
  'sections.inspiration': { displayName: 'Inspiration', icon: 'star' },
};

/**
 * Rich-text fields, by component: Strapi's `blocks` editor (Strapi 5's default rich text; the
 * storefront renders Blocks JSON, Markdown and HTML strings for them). A block's `content` stays
 * HTML in long text: blocks are fragments the commerce side's block query serves as HTML.
 */
export const RICH_TEXT_FIELDS: Record<string, readonly string[]> = {
  'sections.notice': ['content'],
  'sections.contact-text': ['column1', 'column2', 'column3'],
};

/** Fields Strapi keeps itself (document ids, timestamps) or writes itself (`__component`). */
const STRAPI_OWN_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', '__component']);

type ContentType = {
  uid: string;
  kind: 'collectionType' | 'singleType';
  singularName: string;
  pluralName: string;
  displayName: string;
  description: string;
  schema: z.ZodObject;
  unique?: readonly string[];
  /** Fields that are not plain zod-to-Strapi: the page's dynamic zone of sections. */
  dynamicZones?: Record<string, readonly string[]>;
};

const SECTION_UIDS = CMS_SECTION_SCHEMAS.map((schema) => literalOf(schema.shape.__component));

/**
 * The content types the storefront reads (domain/cms-content.ts). `block` is kept although the
 * storefront reads its blocks from Magento today: the domain declares it, the reference CMS
 * serves it and the webhook handles its events, so a store's Strapi has the same types.
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  {
    uid: 'api::page.page',
    kind: 'collectionType',
    singularName: 'page',
    pluralName: 'pages',
    displayName: 'Page',
    description: 'A content page: identifier = the path without the leading slash and .html (home, kontaktid, info/tarne/kuller).',
    schema: CmsPageSchema,
    unique: ['identifier'],
    dynamicZones: { sections: SECTION_UIDS },
  },
  {
    uid: 'api::block.block',
    kind: 'collectionType',
    singularName: 'block',
    pluralName: 'blocks',
    displayName: 'Block',
    description: 'A small piece of content by identifier.',
    schema: CmsBlockSchema,
    unique: ['identifier'],
  },
  {
    uid: 'api::newsletter.newsletter',
    kind: 'singleType',
    singularName: 'newsletter',
    pluralName: 'newsletters',
    displayName: 'Newsletter',
    description: 'The newsletter popup (customer.md §3).',
    schema: CmsNewsletterSchema,
  },
];

function literalOf(schema: AnyZod): string {
  const def = (schema as z.ZodLiteral<string>).def;
  return String(def.values[0]);
}

/** Peels `.optional()` / `.nullable()` off: the inner schema and whether a value is required. */
function unwrap(schema: AnyZod): { inner: AnyZod; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const def = (inner as z.ZodOptional).def;
    if (def.type === 'optional' || def.type === 'nullable') {
      required = false;
      inner = def.innerType as AnyZod;
    } else return { inner, required };
  }
}

/** The JSON-schema facts of a leaf (maxLength, pattern, minimum, integer…), as zod states them. */
function facts(schema: AnyZod): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: 'any' });
}

function textAttribute(schema: AnyZod, required: boolean, extra: Attribute = {}): Attribute {
  const { maxLength, minLength, pattern } = facts(schema) as { maxLength?: number; minLength?: number; pattern?: string };
  return {
    type: maxLength !== undefined && maxLength <= STRAPI_STRING_MAX ? 'string' : 'text',
    ...(required ? { required: true } : {}),
    ...extra,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(minLength !== undefined && minLength > 0 ? { minLength } : {}),
    ...(pattern !== undefined ? { regex: pattern } : {}),
  };
}

function numberAttribute(schema: AnyZod, required: boolean): Attribute {
  const { type, minimum, maximum } = facts(schema) as { type?: string; minimum?: number; maximum?: number };
  return {
    type: type === 'integer' ? 'integer' : 'decimal',
    ...(required ? { required: true } : {}),
    ...(minimum !== undefined ? { min: minimum } : {}),
    ...(maximum !== undefined ? { max: maximum } : {}),
  };
}

/** One Strapi attribute for a zod field; throws on a shape this mapping does not know. */
function attribute(owner: string, field: string, schema: AnyZod): Attribute {
  const { inner, required } = unwrap(schema);
  const req = required ? { required: true } : {};
  if (RICH_TEXT_FIELDS[owner]?.includes(field)) return { type: 'blocks', ...req };
  if (inner === CmsMediaSchema) return { type: 'media', multiple: false, ...req, allowedTypes: ['images'] };
  if (inner === CmsLinkSchema) return textAttribute(inner, required, { regex: CMS_LINK_REGEX });
  const nested = NESTED_COMPONENTS.get(inner);
  if (nested) return { type: 'component', repeatable: false, component: nested.uid, ...req };
  const def = (inner as z.ZodArray).def as { type: string; element?: unknown };
  if (def.type === 'array') {
    const element = NESTED_COMPONENTS.get(def.element as AnyZod);
    if (!element) throw new Error(`${owner}.${field}: an array of something that is not a known component`);
    const { minItems, maxItems } = facts(inner) as { minItems?: number; maxItems?: number };
    return {
      type: 'component',
      repeatable: true,
      component: element.uid,
      ...req,
      ...(minItems !== undefined && minItems > 0 ? { min: minItems } : {}),
      ...(maxItems !== undefined ? { max: maxItems } : {}),
    };
  }
  if (def.type === 'string') return textAttribute(inner, required);
  if (def.type === 'number') return numberAttribute(inner, required);
  throw new Error(`${owner}.${field}: zod type '${def.type}' has no Strapi mapping in scripts/cms-model.ts`);
}

function attributes(owner: string, schema: z.ZodObject, extra: { unique?: readonly string[]; dynamicZones?: Record<string, readonly string[]> } = {}) {
  const out: Record<string, Attribute> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    if (STRAPI_OWN_FIELDS.has(field)) continue;
    const zone = extra.dynamicZones?.[field];
    if (zone) {
      const { maxItems } = facts(unwrap(fieldSchema as AnyZod).inner) as { maxItems?: number };
      out[field] = { type: 'dynamiczone', components: [...zone], ...(maxItems !== undefined ? { max: maxItems } : {}) };
      continue;
    }
    const value = attribute(owner, field, fieldSchema as AnyZod);
    out[field] = extra.unique?.includes(field) ? { ...value, unique: true } : value;
  }
  return out;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const snake = (name: string) => name.replace(/-/g, '_');

function componentFile(uid: string, info: { displayName: string; icon: string }, schema: z.ZodObject): [string, string] {
  const [category, name] = uid.split('.') as [string, string];
  return [
    `src/components/${category}/${name}.json`,
    json({ collectionName: `components_${category}_${snake(name)}s`, info, options: {}, attributes: attributes(uid, schema) }),
  ];
}

/** Strapi's core controller, router and service of one API (what `strapi generate` writes). */
function apiFiles(type: ContentType): [string, string][] {
  const base = `src/api/${type.singularName}`;
  const header = '// Generated by scripts/write-cms-model.mjs from domain/cms-content.ts: do not edit.\n';
  return [
    [
      `${base}/content-types/${type.singularName}/schema.json`,
      json({
        kind: type.kind,
        collectionName: type.pluralName,
        info: { singularName: type.singularName, pluralName: type.pluralName, displayName: type.displayName, description: type.description },
        options: { draftAndPublish: true },
        pluginOptions: {},
        attributes: attributes(type.uid, type.schema, type),
      }),
    ],
    [`${base}/controllers/${type.singularName}.js`, `${header}'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCoreController('${type.uid}');\n`],
    [`${base}/routes/${type.singularName}.js`, `${header}'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCoreRouter('${type.uid}');\n`],
    [`${base}/services/${type.singularName}.js`, `${header}'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.createCoreService('${type.uid}');\n`],
  ];
}

/**
 * Every generated file of the Strapi project: path relative to `cms/` → content. Throws when a
 * zod field has no Strapi mapping (add it above rather than let the model drift).
 */
export function cmsModelFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const type of CONTENT_TYPES) for (const [path, text] of apiFiles(type)) files.set(path, text);
  for (const [schema, info] of NESTED_COMPONENTS) {
    const [path, text] = componentFile(info.uid, { displayName: info.displayName, icon: info.icon }, schema as z.ZodObject);
    files.set(path, text);
  }
  for (const schema of CMS_SECTION_SCHEMAS) {
    const uid = literalOf(schema.shape.__component);
    const info = SECTION_INFO[uid];
    if (!info) throw new Error(`${uid}: no display name in scripts/cms-model.ts SECTION_INFO`);
    const [path, text] = componentFile(uid, info, schema);
    files.set(path, text);
  }
  return files;
}

/** The folders whose every file is generated (a file there that the generator does not write is stale). */
export const GENERATED_FOLDERS = ['src/api', 'src/components'] as const;
