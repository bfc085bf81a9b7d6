import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_SECTION_SCHEMAS, CmsLinkSchema, PageIdentifierSchema } from '../domain/cms-content';
import { CMS_LINK_REGEX, GENERATED_FOLDERS, STRAPI_STRING_MAX, cmsModelFiles } from './cms-model';

/**
 * The Strapi project in cms/ against domain/cms-content.ts: the committed schema files are exactly
 * what `node scripts/write-cms-model.mjs` writes from the zod schemas, so a field, length, required flag,
 * regex or item count changed on one side only fails here, naming the file and the field.
 */
const cms = path.resolve(import.meta.dirname, '../cms');
const generated = cmsModelFiles();

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

type StrapiAttribute = { type: string; required?: boolean; maxLength?: number; regex?: string; min?: number; max?: number; component?: string; components?: string[] };
type StrapiSchema = { attributes: Record<string, StrapiAttribute> };
const committed = (file: string) => JSON.parse(readFileSync(path.join(cms, file), 'utf8')) as StrapiSchema;

describe('cms/ (the Strapi 5 project) is generated from domain/cms-content.ts', () => {
  it.each([...generated.keys()])('%s is what scripts/write-cms-model.mjs writes', (file) => {
    const full = path.join(cms, file);
    expect(existsSync(full), `${file} is missing: run node scripts/write-cms-model.mjs`).toBe(true);
    const text = readFileSync(full, 'utf8');
    // JSON compared as data, so the failure names the attribute that differs.
    if (file.endsWith('.json')) expect(JSON.parse(text)).toEqual(JSON.parse(generated.get(file)!));
    else expect(text).toBe(generated.get(file));
  });

  it('has no schema file the content model no longer produces', () => {
    const stale = GENERATED_FOLDERS.flatMap((folder) => walk(path.join(cms, folder)))
      .map((full) => path.relative(cms, full))
      .filter((file) => !generated.has(file));
    expect(stale).toEqual([]);
  });
});

describe('what Strapi enforces for the shop', () => {
  const page = committed('src/api/page/content-types/page/schema.json').attributes;
  const allComponents = [...generated.keys()].filter((file) => file.startsWith('src/components/')).map((file) => [file, committed(file)] as const);

  it('the page identifier is required, unique short text with the storefront regex (Strapi UID refuses "/")', () => {
    expect(page.identifier).toMatchObject({ required: true, unique: true });
    const regex = new RegExp(page.identifier!.regex!);
    for (const good of ['home', 'kontaktid', 'info/tarne/kuller', 'bank/liisingupartnerid']) {
      expect(regex.test(good), good).toBe(true);
      expect(PageIdentifierSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['', 'Info', '/info', 'info/', 'info//tarne', 'info tarne', 'info/tarne\n', 'a/b/c/d/e/f/g']) {
      expect(regex.test(bad), JSON.stringify(bad)).toBe(false);
      expect(PageIdentifierSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the title is required and at most 200 characters; the sections are the seven section types', () => {
    expect(page.title).toEqual({ type: 'string', required: true, maxLength: 200 });
    expect(page.sections).toEqual({ type: 'dynamiczone', components: CMS_SECTION_SCHEMAS.map((schema) => schema.shape.__component.value), max: 50 });
    for (const uid of page.sections!.components!) expect(existsSync(path.join(cms, `src/components/${uid.replace('.', '/')}.json`)), uid).toBe(true);
  });

  it('a link field accepts exactly what CmsLinkSchema accepts', () => {
    const regex = new RegExp(CMS_LINK_REGEX);
    const cases = ['/info/tarne.html', '/', 'https://example.ee/x', 'HTTP://example.ee', '//evil.example', 'javascript:alert(1)', 'info/tarne', 'mailto:a@b.ee', 'ftp://x'];
    for (const value of cases) expect(regex.test(value), value).toBe(CmsLinkSchema.safeParse(value).success);
  });

  it('no short text is longer than Strapi stores (longer ones are long text)', () => {
    for (const [file, schema] of [...allComponents, ['page', { attributes: page }] as const]) {
      for (const [field, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type === 'string') expect(attribute.maxLength ?? 0, `${file} ${field}`).toBeLessThanOrEqual(STRAPI_STRING_MAX);
      }
    }
  });

  it('rich text is Strapi Blocks; required fields, images and item counts are enforced', () => {
    const notice = committed('src/components/sections/notice.json').attributes;
    expect(notice.content).toEqual({ type: 'blocks', required: true });
    expect(committed('src/components/sections/contact-text.json').attributes.column2).toEqual({ type: 'blocks', required: true });
    expect(committed('src/components/sections/hero-slider.json').attributes.slides).toMatchObject({ component: 'sections.hero-slide', required: true, min: 1, max: 10 });
    expect(committed('src/components/sections/inspiration-item.json').attributes.image).toMatchObject({ type: 'media', required: true, allowedTypes: ['images'] });
    expect(committed('src/components/sections/hero-slide.json').attributes.image).toMatchObject({ type: 'media', multiple: false });
    expect(committed('src/components/sections/product-widget.json').attributes.skus).toMatchObject({ type: 'text', maxLength: 2000 });
    expect(committed('src/components/shared/seo.json').attributes.metaDescription).toEqual({ type: 'text', maxLength: 500 });
    expect(committed('src/api/newsletter/content-types/newsletter/schema.json').attributes.heading).toMatchObject({ type: 'string', maxLength: 200 });
  });
});
