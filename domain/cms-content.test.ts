/// <reference types="vite/client" />
// readCmsPage (issue 18 point 3) over what a real Strapi 5.54 let an editor publish
// (../shared/strapi-5/exchanges: `edge-*`, `length-*`, the Blocks notice): every page is
// readable, each deviation from the model is a named fallback, and only a truly broken page
// (no identifier, sections not a list) is refused.
import { describe, expect, it } from 'vitest';
import { CmsRichTextSchema, CmsSectionSchema, readCmsPage } from './cms-content';

type Exchange = { request: { body: { data: Record<string, unknown> } }; response: { body: { data: Record<string, unknown> } } };
const exchanges = import.meta.glob<Exchange>('../../shared/strapi-5/exchanges/*.json', { eager: true, import: 'default' });
const recorded = (name: string) => exchanges[`../../shared/strapi-5/exchanges/${name}.json`]!;

/**
 * The recorded create (POST) as the storefront's GET would answer it: Strapi's stored document
 * (id, documentId, title as stored) with the sections and SEO the editor sent, each component
 * with its id, fields the editor left out as `null` (Strapi answers unset fields as null).
 */
export function published(name: string): Record<string, unknown> {
  const { request, response } = recorded(name);
  const sent = request.body.data;
  const sections = withIds((sent.sections as unknown[] | undefined) ?? []);
  return { ...response.body.data, seo: sent.seo ?? null, sections };
}

/** Components (objects in lists: sections, slides, items, departments) get ids as Strapi gives them. */
function withIds<T>(value: T): T {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return item;
    const entries = Object.entries(item).map(([key, field]) => [key, withIds(field)]);
    return { id: index + 1, ...Object.fromEntries(entries) };
  }) as T;
}

describe('readCmsPage over the recorded Strapi 5 pages', () => {
  it('a page without a title gets one from its identifier (logged as a fallback)', () => {
    const { page, fallbacks, errors } = readCmsPage(published('edge-info_ilma-pealkirjata'));
    expect(errors).toEqual([]);
    expect(page?.title).toBe('Ilma pealkirjata');
    expect(fallbacks).toEqual([{ field: 'title', reason: "missing: 'Ilma pealkirjata' from the identifier" }]);
  });

  it('a 230-character title is kept in full (shown as the h1), logged as longer than the model', () => {
    const raw = published('length-info_pikk-pealkiri');
    const { page, fallbacks } = readCmsPage(raw);
    expect((raw.title as string).length).toBe(230);
    expect(page?.title).toBe(raw.title);
    expect(fallbacks).toEqual([{ field: 'title', reason: '230 characters (model 200): shown in full, document title cut at a word' }]);
  });

  it('a 600-character SEO description is kept (cut when rendered), logged as longer than the model', () => {
    const { page, fallbacks } = readCmsPage(published('length-info_pikk-kirjeldus'));
    expect(page?.seo?.metaDescription?.length).toBe(599); // trimmed
    expect(fallbacks).toEqual([{ field: 'seo.metaDescription', reason: '599 characters (model 500): cut at a word' }]);
  });

  it('half-filled sections: a slide without an image, a widget without SKUs, an item without a link', () => {
    const raw = published('edge-info_poolikud');
    // The editor picked media 4 for the inspiration item; the GET populates it as a media object.
    const sections = raw.sections as Record<string, unknown>[];
    (sections[2]!.items as Record<string, unknown>[])[0]!.image = { id: 4, url: '/uploads/insp_a.png', width: 600, height: 600 };
    const { page, fallbacks, errors } = readCmsPage(raw);
    expect(errors).toEqual([]);
    expect(page?.sections).toHaveLength(5);
    expect(fallbacks).toEqual([
      { field: 'sections.0.slides.0.image', reason: 'missing: text-only slide' },
      { field: 'sections.1.skus', reason: 'empty: widget left out' },
      { field: 'sections.2.items.0.link', reason: 'missing: shown without a link' },
    ]);
    // Each section is still one the renderer accepts.
    for (const section of page!.sections) expect(CmsSectionSchema.safeParse(section).success, String(section.__component)).toBe(true);
  });

  it('Markdown and Blocks rich text are valid section content', () => {
    const { page, fallbacks } = readCmsPage(published('edge-info_markdown'));
    expect(fallbacks).toEqual([]);
    expect(page!.sections.map((section) => CmsSectionSchema.safeParse(section).success)).toEqual([true, true]);
    const blocksPage = (recorded('notice-with-blocks-content') as unknown as { data: Record<string, unknown>[] }).data[0]!;
    const blocks = readCmsPage(blocksPage);
    expect(blocks.fallbacks).toEqual([]);
    expect(CmsSectionSchema.safeParse(blocks.page!.sections[0]).success).toBe(true);
    expect(CmsRichTextSchema.safeParse([{ type: 'paragraph', children: [{ type: 'video' }] }]).success).toBe(false);
  });

  it('an unknown or malformed section and a non-section are fallbacks (left out), not a refused page', () => {
    const { page, fallbacks } = readCmsPage({
      id: 1,
      documentId: 'd',
      identifier: 'info/x',
      title: 'X',
      sections: [{ __component: 'sections.video', id: 1 }, { __component: 'sections.notice', id: 2 }, 'x'],
    });
    expect(page?.sections).toHaveLength(2);
    expect(fallbacks).toEqual([
      { field: 'sections.0', reason: 'unknown section type sections.video: left out' },
      { field: 'sections.1.content', reason: expect.stringMatching(/^sections.notice: .+: section left out$/) },
      { field: 'sections.2', reason: 'not a section (no __component): left out' },
    ]);
  });

  it.each([
    [{ id: 1, documentId: 'd', title: 'X', sections: [] }, 'identifier', 'missing'],
    [{ id: 1, documentId: 'd', identifier: 'Info/X', title: 'X', sections: [] }, 'identifier', 'not lowercase path segments'],
    [{ id: 1, documentId: 'd', identifier: 'info/x', title: 'X', sections: {} }, 'sections', 'not a list'],
    [{ id: 1, documentId: 'd', identifier: 'kontaktid' }, 'sections', 'missing'],
    [{ identifier: 'info/x', sections: [] }, 'id', 'missing or not an integer'],
  ])('refuses a truly broken page: %j → %s', (raw, field, message) => {
    const { page, errors } = readCmsPage(raw);
    expect(page).toBeNull();
    expect(errors[0]).toEqual({ field, message });
  });
});
