import { CmsSectionSchema, type CmsMedia, type CmsPage, type CmsRichText, type CmsSection } from '../domain/cms-content';
import { cmsMediaUrl } from '../domain/cms-media';
import { ipxUrl } from '../domain/image-url';
import { CacheShort } from '../graphql/client';
import { PRODUCTS_BY_SKU_QUERY } from '../graphql/documents';
import type { ContentImage, ContentSectionView, SafeHtml } from '../ui/content/content-types';
import type { ProductCardData } from '../ui/product/product-card';
import { productCards } from './product-cards';
import { richTextHtml } from './rich-text';
import type { LoaderArgs } from './route-module';

export { headingsFromH2 } from './rich-text';

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
 * `__component` or a malformed section is left out and the rest of the page renders
 * (customer.md §2: an unknown section type is an error). Logged once per page version when the
 * page was read from the CMS (domain/cms-content.ts `readCmsPage`, worker/upstream/cms-page-parse.ts),
 * not on every render.
 */
export function validSections(page: CmsPage): CmsSection[] {
  return page.sections.flatMap((raw) => {
    const parsed = CmsSectionSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The SKUs of a widget's `skus` text: one per line (commas tolerated), trimmed, each once, in order. */
export function widgetSkus(text: string | null | undefined): string[] {
  const skus = (text ?? '')
    .split(/[\n,;]+/)
    .map((sku) => sku.trim())
    .filter((sku) => sku.length > 0 && sku.length <= 64);
  return [...new Set(skus)].slice(0, MAX_WIDGET_SKUS);
}

/**
 * An image on the media base URL, with `width`/`height` always set (no layout shift), and a
 * `srcset` so a phone does not load the desktop file:
 * - from Strapi's own `formats` (thumbnail/small/medium/large: files Strapi made on upload) when
 *   the media has them: needs no image resizing service, so it works on `CMS_MEDIA_URL` too;
 * - else, through our own `/cms-media`, `/_ipx` sizes (worker/image-proxy.ts: Cloudflare Image
 *   Resizing against a real Strapi, the reference CMS's SVGs as they are);
 * - else none (another origin's files are not resized by us).
 * `null` when the media URL is not a path or an http(s) URL (not shown).
 */
export function contentImage(base: string, media: CmsMedia, kind: ImageKind): ContentImage | null {
  const src = cmsMediaUrl(base, media.url);
  if (!src) return null;
  const known = Boolean(media.width && media.height);
  const width = known ? media.width! : kind.width;
  const height = known ? media.height! : kind.height;
  const image: ContentImage = { src, alt: media.alternativeText ?? '', width, height };
  const formats = Object.values(media.formats ?? {})
    .filter((format) => format.width < width)
    .flatMap((format) => {
      const url = cmsMediaUrl(base, format.url);
      return url ? [{ url, width: format.width }] : [];
    });
  if (formats.length) {
    const byWidth = new Map([...formats, { url: src, width }].map((candidate) => [candidate.width, candidate.url]));
    const srcSet = [...byWidth]
      .sort(([a], [b]) => a - b)
      .map(([w, url]) => `${url} ${w}w`)
      .join(', ');
    return { ...image, srcSet, sizes: kind.sizes };
  }
  if (!src.startsWith('/') || src.startsWith('//')) return image;
  const widths = kind.widths.filter((candidate) => candidate < width);
  const srcSet = [...widths, width].map((w) => `${ipxUrl(src, { width: w, height: Math.round((w * height) / width) })} ${w}w`).join(', ');
  return { ...image, srcSet, sizes: kind.sizes };
}

/** A rich-text field rendered and sanitised; a value the renderer cannot take → `null` (section left out, logged). */
async function safe(value: CmsRichText, base: string, page: string, field: string): Promise<SafeHtml | null> {
  try {
    return await richTextHtml(value, base);
  } catch (error) {
    console.error(JSON.stringify({ at: 'cms-rich-text', page, field, error: String(error) }));
    return null;
  }
}

/**
 * Every product widget's cards from ONE products-by-SKU query (deferred: the page streams first),
 * by SKU. Resolves to `null` when the query fails (the widgets are left out, the page marked
 * degraded so the edge cache does not keep it).
 */
function loadWidgetProducts(args: Pick<LoaderArgs, 'commerce' | 'markDegraded'>, skus: readonly string[]): Promise<Map<string, ProductCardData> | null> {
  if (!skus.length) return Promise.resolve(new Map());
  return args.commerce
    .query(PRODUCTS_BY_SKU_QUERY, { skus: [...skus], pageSize: skus.length }, { cache: CacheShort })
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

  const views = await Promise.all(
    sections.map(async (section, index): Promise<ContentSectionView | null> => {
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
              // A slide without an image is a text-only slide (the same box: no layout shift).
              image: slide.image ? contentImage(base, slide.image, IMAGE_KINDS.hero) : null,
              link: slide.link ?? null,
              linkText: slide.linkText ?? null,
            })),
          };
        case 'sections.product-widget': {
          const skus = skusOfWidget.get(section) ?? [];
          // No SKUs: nothing to show, not an empty shelf (logged when the page was read).
          if (!skus.length) return null;
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
        case 'sections.notice': {
          const html = await safe(section.content, base, page.identifier, `${id}.content`);
          if (!html) return null;
          return { type: 'notice', id, html, image: section.image ? contentImage(base, section.image, IMAGE_KINDS.notice) : null, link: section.link ?? null };
        }
        case 'sections.contact-text': {
          const [column1, column2, column3] = await Promise.all(
            (['column1', 'column2', 'column3'] as const).map((column) => safe(section[column], base, page.identifier, `${id}.${column}`)),
          );
          if (!column1 || !column2 || !column3) return null;
          return { type: 'contact-text', id, columns: [column1, column2, column3] };
        }
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
            items: section.items.flatMap((item) => {
              const image = contentImage(base, item.image, IMAGE_KINDS.inspiration);
              return image ? [{ id: item.id, title: item.title, image, link: item.link ?? null }] : [];
            }),
          };
      }
    }),
  );
  return views.filter((view) => view !== null);
}

/** Whether the page shows products of its own (then the home page leaves out its generic strip). */
export function hasProductWidget(sections: readonly ContentSectionView[]): boolean {
  return sections.some((section) => section.type === 'product-widget');
}
