// The reference CMS's content types, as Strapi's Content-Type Builder would define them: which
// attributes are scalars (returned by default), media, components and dynamic zones (returned only
// when populated). The shapes themselves are domain/cms-content.ts; a real Strapi gets the same
// types (backend/README.md, "Reference CMS (Strapi v5)").

export type Attribute =
  | { kind: 'scalar'; type: 'string' | 'text' | 'richtext' | 'integer' | 'decimal' | 'uid' }
  | { kind: 'media' }
  | { kind: 'component'; component: string; repeatable: boolean }
  | { kind: 'dynamiczone'; components: readonly string[] };

export type Attributes = Readonly<Record<string, Attribute>>;

const string: Attribute = { kind: 'scalar', type: 'string' };
const longText: Attribute = { kind: 'scalar', type: 'text' };
const richText: Attribute = { kind: 'scalar', type: 'richtext' };
const decimal: Attribute = { kind: 'scalar', type: 'decimal' };
const media: Attribute = { kind: 'media' };
const component = (name: string, repeatable = false): Attribute => ({ kind: 'component', component: name, repeatable });

/** Components by Strapi uid (`category.name`); `sections.*` are the page section types. */
export const COMPONENTS: Readonly<Record<string, Attributes>> = {
  'shared.seo': { metaTitle: string, metaDescription: longText },
  'sections.hero-slider': { slides: component('sections.hero-slide', true) },
  'sections.hero-slide': { title: string, subtitle: longText, image: media, link: string, linkText: string },
  'sections.product-widget': { title: string, skus: longText, seeMoreLink: string, seeMoreText: string },
  'sections.newsletter': { heading: string, description: longText },
  'sections.notice': { content: richText, image: media, link: string },
  'sections.contact-text': { column1: richText, column2: richText, column3: richText },
  'sections.departments': { title: string, departments: component('sections.department', true) },
  'sections.department': { name: string, phone: string, email: string, hours: string },
  'sections.inspiration': { title: string, items: component('sections.inspiration-item', true) },
  'sections.inspiration-item': { title: string, image: media, link: string },
};

export const SECTION_COMPONENTS = [
  'sections.hero-slider',
  'sections.product-widget',
  'sections.newsletter',
  'sections.notice',
  'sections.contact-text',
  'sections.departments',
  'sections.inspiration',
] as const;

export type ModelName = 'page' | 'block' | 'newsletter';

export type ContentType = {
  model: ModelName;
  uid: string;
  kind: 'collectionType' | 'singleType';
  /** The REST path segment: plural for collections, singular for single types. */
  path: string;
  attributes: Attributes;
};

export const CONTENT_TYPES: Readonly<Record<ModelName, ContentType>> = {
  page: {
    model: 'page',
    uid: 'api::page.page',
    kind: 'collectionType',
    path: 'pages',
    attributes: {
      identifier: { kind: 'scalar', type: 'uid' },
      title: string,
      seo: component('shared.seo'),
      sections: { kind: 'dynamiczone', components: SECTION_COMPONENTS },
    },
  },
  block: {
    model: 'block',
    uid: 'api::block.block',
    kind: 'collectionType',
    path: 'blocks',
    attributes: { identifier: { kind: 'scalar', type: 'uid' }, title: string, content: richText },
  },
  newsletter: {
    model: 'newsletter',
    uid: 'api::newsletter.newsletter',
    kind: 'singleType',
    path: 'newsletter',
    attributes: {
      heading: string,
      subheading: longText,
      description: longText,
      headingImage: media,
      showOnPages: longText,
      reopenAfterClosedHours: decimal,
      openAfterSeconds: decimal,
    },
  },
};

/** Fields every document has besides its attributes (Strapi's system fields). */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;

export function contentTypeByPath(path: string): ContentType | undefined {
  return Object.values(CONTENT_TYPES).find((type) => type.path === path);
}
