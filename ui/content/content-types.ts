import type { ProductCardData } from '../product/product-card';

/**
 * CMS page sections (domain/cms-content.ts) as the page renders them: already validated, HTML
 * (Blocks, Markdown or HTML) already rendered and sanitised (routes/rich-text.tsx), media URLs already prefixed with the media base URL.
 * routes/content-sections.ts prepares them.
 */
export type ContentImage = { src: string; alt: string; width: number; height: number; srcSet?: string; sizes?: string };

/** Sanitised HTML: the only kind of string these components put into `dangerouslySetInnerHTML`. */
export type SafeHtml = { readonly sanitised: string };

export type HeroSlideView = {
  id: number;
  title: string;
  subtitle: string | null;
  /** `null`: a text-only slide (the editor left the image out). */
  image: ContentImage | null;
  link: string | null;
  linkText: string | null;
};

export type ContentSectionView =
  | { type: 'hero-slider'; id: string; slides: readonly HeroSlideView[] }
  | {
      type: 'product-widget';
      id: string;
      title: string;
      seeMore: { href: string; text: string | null } | null;
      /** Deferred: the widget's products in its SKU order; `null` when the query failed. */
      products: Promise<readonly ProductCardData[] | null>;
      /** The number of SKUs asked for: room held for their cards while they stream in. */
      expected: number;
    }
  | {
      type: 'newsletter';
      id: string;
      /** The CMS component id (distinct form field ids when a page has two newsletter sections). */
      sectionId: number;
      heading: string;
      description: string | null;
    }
  | { type: 'notice'; id: string; html: SafeHtml; image: ContentImage | null; link: string | null }
  | { type: 'contact-text'; id: string; columns: readonly [SafeHtml, SafeHtml, SafeHtml] }
  | {
      type: 'departments';
      id: string;
      title: string;
      departments: readonly { id: number; name: string; phone: string | null; email: string | null; hours: string | null }[];
    }
  | { type: 'inspiration'; id: string; title: string; items: readonly { id: number; title: string; image: ContentImage; link: string | null }[] };

/** `rel` for a CMS link: absolute http(s) links leave the site. */
export function externalRel(href: string): 'noopener' | undefined {
  return /^https?:\/\//i.test(href) ? 'noopener' : undefined;
}
