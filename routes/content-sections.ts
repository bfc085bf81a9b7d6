import { CmsSectionSchema, type CmsMedia, type CmsPage, type CmsSection } from '../domain/cms-content';
import { ipxUrl } from '../domain/image-url';
import { PRODUCTS_BY_SKU_QUERY } from '../graphql/documents';
import type { ContentImage, ContentSectionView, SafeHtml } from '../ui/content/content-types';
import type { ProductCardData } from '../ui/product/product-card';
import { productCards } from './product-cards';
import type { LoaderArgs } from './route-module';
import { sanitizeHtml } from './sanitize-html';

/** At most this many SKUs per product widget, and per page (one products-by-SKU query). */
export const MAX_WIDGET_SKUS = 24;
export const MAX_PAGE_SKUS = 100;

/**
 * Per image kind: the size assumed when the CMS does not know an image's dimensions (keeps
 * `width`/`height` on every image), the widths offered in `srcset` and the `sizes` they serve.
 */
const IMAGE_KINDS = {
  hero: { width: 1600, height: 600, widths: [640, 1024, 1600], sizes: '(max-width: 1280px) 100vw, 1248px' },
  notice: { width: 640, height: 400, widths: [400, 800], sizes: '(max-width: 767px) 100vw, 500px' },
  inspiration: { width: 400, height: 300, widths: [300, 600], sizes: '(max-width: 767px) 50vw, 300px' },
} as const;
type ImageKind = (typeof IMAGE_KINDS)[keyof typeof IMAGE_KINDS];

/**
 * The page's sections that parse with `CmsSectionSchema`, each on its own: an unknown
 * `__component` or a malformed section is logged (customer.md §2: an unknown section type is an
 * error) and left out, and the rest of the page renders.
 */
export function validSections(page: CmsPage): CmsSection[] {
  const sections: CmsSection[] = [];
  for (const raw of page.sections) {
    const parsed = CmsSectionSchema.safeParse(raw);
    if (parsed.success) {
      sections.push(parsed.data);
      continue;
    }
    console.error(
      JSON.stringify({
        at: 'cms-section',
        page: page.identifier,
        component: raw.__component,
        id: raw.id ?? null,
        error: parsed.error.issues[0]?.message ?? 'invalid section',
      }),
    );
  }
  return sections;
}

/** The SKUs of a widget's `skus` text: one per line (commas tolerated), trimmed, each once, in order. */
export function widgetSkus(text: string): string[] {
  const skus = text
    .split(/[\n,;]+/)
    .map((sku) => sku.trim())
    .filter((sku) => sku.length > 0 && sku.length <= 64);
  return [...new Set(skus)].slice(0, MAX_WIDGET_SKUS);
}

/** A media `url` on the media base URL; absolute URLs (a Strapi upload provider's CDN) are kept. */
export function cmsMediaUrl(base: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * An image on the media base URL. Through our own `/cms-media` (no `CMS_MEDIA_URL`), it also
 * gets a `srcset` of `/_ipx` sizes (worker/image-proxy.ts), so a phone does not load the desktop file.
 */
function contentImage(base: string, media: CmsMedia, kind: ImageKind): ContentImage {
  const known = Boolean(media.width && media.height);
  const width = known ? media.width! : kind.width;
  const height = known ? media.height! : kind.height;
  const image: ContentImage = { src: cmsMediaUrl(base, media.url), alt: media.alternativeText ?? '', width, height };
  if (!image.src.startsWith('/') || image.src.startsWith('//')) return image;
  const widths = kind.widths.filter((candidate) => candidate < width);
  const srcSet = [...widths, width].map((w) => `${ipxUrl(image.src, { width: w, height: Math.round((w * height) / width) })} ${w}w`).join(', ');
  return { ...image, srcSet, sizes: kind.sizes };
}

/**
 * Each section sits right under the page's h1, so a fragment's highest heading becomes an h2
 * and the others move up with it (an editor's column starting at h3 would skip a level: axe
 * heading-order). Runs on sanitised HTML, whose tags the parser has already normalised.
 */
export function headingsFromH2(html: string): string {
  const levels = [...html.matchAll(/<h([2-6])[\s>]/g)].map((match) => Number(match[1]));
  const shift = levels.length ? Math.min(...levels) - 2 : 0;
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([2-6])([\s>])/g, (_whole, slash: string, level: string, next: string) => `<${slash}h${Number(level) - shift}${next}`);
}

async function safe(html: string, field: string): Promise<SafeHtml> {
  return { sanitised: headingsFromH2(await sanitizeHtml(html, field)) };
}

/**
 * Every product widget's cards from ONE products-by-SKU query (deferred: the page streams first),
 * by SKU. Resolves to `null` when the query fails (the widgets are left out, the page marked
 * degraded so the edge cache does not keep it).
 */
function loadWidgetProducts(args: Pick<LoaderArgs, 'commerce' | 'markDegraded'>, skus: readonly string[]): Promise<Map<string, ProductCardData> | null> {
  if (!skus.length) return Promise.resolve(new Map());
  return args.commerce
    .query(PRODUCTS_BY_SKU_QUERY, { skus: [...skus], pageSize: skus.length })
    .then((data) => new Map(productCards(data.products?.items).map((card) => [card.sku, card])))
    .catch((error: unknown) => {
      console.error(JSON.stringify({ at: 'cms-product-widget', error: String(error) }));
      args.markDegraded();
      return null;
    });
}

/**
 * A CMS page's sections ready to render: validated one by one, HTML sanitised, media on the
 * media base URL, product widgets' products deferred behind one query for the whole page.
 */
export async function contentSections(
  args: Pick<LoaderArgs, 'commerce' | 'markDegraded' | 'cmsMediaBase'>,
  page: CmsPage,
): Promise<ContentSectionView[]> {
  const sections = validSections(page);
  const base = args.cmsMediaBase;

  const skusOfWidget = new Map<CmsSection, string[]>();
  const allSkus = new Set<string>();
  for (const section of sections) {
    if (section.__component !== 'sections.product-widget') continue;
    const skus = widgetSkus(section.skus).filter((sku) => allSkus.has(sku) || allSkus.size < MAX_PAGE_SKUS);
    skus.forEach((sku) => allSkus.add(sku));
    skusOfWidget.set(section, skus);
  }
  const products = skusOfWidget.size ? loadWidgetProducts(args, [...allSkus]) : null;

  return Promise.all(
    sections.map(async (section, index): Promise<ContentSectionView> => {
      const id = `cms-${index + 1}`;
      switch (section.__component) {
        case 'sections.hero-slider':
          return {
            type: 'hero-slider',
            id,
            slides: section.slides.map((slide) => ({
              id: slide.id,
              title: slide.title,
              subtitle: slide.subtitle ?? null,
              image: contentImage(base, slide.image, IMAGE_KINDS.hero),
              link: slide.link ?? null,
              linkText: slide.linkText ?? null,
            })),
          };
        case 'sections.product-widget': {
          const skus = skusOfWidget.get(section) ?? [];
          return {
            type: 'product-widget',
            id,
            title: section.title,
            seeMore: section.seeMoreLink ? { href: section.seeMoreLink, text: section.seeMoreText ?? null } : null,
            expected: skus.length,
            products: (products ?? Promise.resolve(null)).then((bySku) =>
              bySku ? skus.map((sku) => bySku.get(sku)).filter((card) => card !== undefined) : null,
            ),
          };
        }
        case 'sections.newsletter':
          return { type: 'newsletter', id, sectionId: section.id, heading: section.heading, description: section.description ?? null };
        case 'sections.notice':
          return {
            type: 'notice',
            id,
            html: await safe(section.content, 'cms.notice.content'),
            image: section.image ? contentImage(base, section.image, IMAGE_KINDS.notice) : null,
            link: section.link ?? null,
          };
        case 'sections.contact-text':
          return { type: 'contact-text', id, columns: [await safe(section.column1, 'cms.contact-text.column1'), await safe(section.column2, 'cms.contact-text.column2'), await safe(section.column3, 'cms.contact-text.column3')] };
        case 'sections.departments':
          return {
            type: 'departments',
            id,
            title: section.title,
            departments: section.departments.map((department) => ({
              id: department.id,
              name: department.name,
              phone: department.phone ?? null,
              email: department.email ?? null,
              hours: department.hours ?? null,
            })),
          };
        case 'sections.inspiration':
          return {
            type: 'inspiration',
            id,
            title: section.title,
            items: section.items.map((item) => ({
              id: item.id,
              title: item.title,
              image: contentImage(base, item.image, IMAGE_KINDS.inspiration),
              link: item.link,
            })),
          };
      }
    }),
  );
}

/** Whether the page shows products of its own (then the home page leaves out its generic strip). */
export function hasProductWidget(sections: readonly ContentSectionView[]): boolean {
  return sections.some((section) => section.type === 'product-widget');
}
