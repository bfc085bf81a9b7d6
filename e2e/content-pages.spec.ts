import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { cumulativeLayoutShift, islandsHydrated, nuHtmlErrors, sidewaysOverflow } from './fixtures/quality';

/**
 * CMS content pages against the reference backend's CMS (issue 9): the home page's hero slider
 * and product widgets, the contacts page's departments, a multi-segment /info page, an unknown
 * slug. What to expect is read from the CMS's own read API (published pages), so the spec
 * follows the seed rather than repeating it. Each page at 390 px and 1280 px: axe, no sideways
 * scrolling, no layout shift.
 */

type Section = { __component: string; title?: string; slides?: { title: string }[]; departments?: { name: string }[] };
type CmsPage = { identifier: string; title: string; sections: Section[] };

/** Published pages of the reference CMS, or `null` when this backend has no CMS yet. */
async function publishedPages(request: APIRequestContext): Promise<CmsPage[] | null> {
  // The dev read token (wrangler.toml CMS_API_TOKEN = backend/wrangler.toml CMS_READ_TOKEN): the Public role is closed.
  const response = await request.get('/__dev/backend/cms/api/pages?status=published&populate[sections][populate]=*&pagination[pageSize]=100', {
    headers: { authorization: 'Bearer development-cms-read-token' },
  });
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CmsPage[] }).data;
}

/**
 * A page as an editor writes it in Strapi 5 (issue 18): a Markdown notice (Strapi's Markdown
 * editor), a Blocks notice (its Blocks editor, JSON) and a hero slider whose slide has no image.
 */
const RICH_TEXT_PAGE = {
  identifier: 'info/rikas-tekst',
  title: 'Rikas tekst',
  sections: [
    { __component: 'sections.hero-slider', slides: [{ title: 'Pildita slaid', subtitle: 'Ainult tekst.', link: '/c/diivanid.html', linkText: 'Vaata' }] },
    { __component: 'sections.notice', content: '## Tasuta tarne\n\nToome **kõik** tooted koju.\n\n- kiire\n- soodne' },
    {
      __component: 'sections.notice',
      content: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Paigaldus' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Paigaldame ' }, { type: 'text', text: 'tasuta', bold: true }, { type: 'text', text: '.' }] },
        { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'üks' }] }, { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'sees' }] }] }] },
      ],
    },
  ],
};

let pages: CmsPage[] | null = null;
let richTextPage = false;
test.beforeAll(async ({ request }) => {
  pages = await publishedPages(request);
  if (!pages) return;
  const created = await request.post('/__dev/backend/cms/api/pages', {
    headers: { authorization: 'Bearer development-cms-api-token' },
    data: { data: RICH_TEXT_PAGE },
  });
  expect(created.status(), await created.text()).toBe(201);
  richTextPage = true;
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

async function quality(page: Page) {
  await islandsHydrated(page);
  // every deferred part streamed in, so its layout shift (if any) is counted
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
}

function cmsPage(identifier: string): CmsPage | undefined {
  return pages?.find((candidate) => candidate.identifier === identifier);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('home: the CMS hero slider and product widgets', async ({ page }) => {
      const home = cmsPage('home');
      test.skip(!home, 'the backend has no published CMS page home');
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const hero = home!.sections.find((section) => section.__component === 'sections.hero-slider');
      if (hero) {
        const slider = page.locator('.hero-slider');
        await expect(slider.getByRole('heading', { name: hero.slides![0]!.title })).toBeVisible();
        const first = slider.locator('img').first();
        await expect(first).toHaveAttribute('loading', 'eager');
        await expect(first).toHaveAttribute('fetchpriority', 'high');
        if (hero.slides!.length > 1) {
          // The dots are links to the slides: the second one scrolls the track to slide 2.
          await slider.getByRole('link', { name: new RegExp(`^Slaid 2/${hero.slides!.length}`) }).click();
          await expect(slider.getByRole('heading', { name: hero.slides![1]!.title })).toBeInViewport();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
      }
      for (const widget of home!.sections.filter((section) => section.__component === 'sections.product-widget')) {
        const shelf = page.locator('.product-widget', { has: page.getByRole('heading', { name: widget.title!, exact: true }) });
        await expect(shelf.locator('.product-card').first()).toBeVisible();
      }
      await quality(page);
    });

    test('/kontaktid.html: the departments', async ({ page }) => {
      const contacts = cmsPage('kontaktid');
      test.skip(!contacts, 'the backend has no published CMS page kontaktid');
      const response = await page.goto('/kontaktid.html');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: contacts!.title })).toBeVisible();
      for (const section of contacts!.sections.filter((candidate) => candidate.__component === 'sections.departments')) {
        const list = page.locator('.departments', { has: page.getByRole('heading', { name: section.title!, exact: true }) });
        for (const department of section.departments!) await expect(list.getByRole('heading', { name: department.name, exact: true })).toBeVisible();
      }
      await quality(page);
    });

    test('a multi-segment /info page', async ({ page }) => {
      const info = pages?.find((candidate) => /^info\/[^/]+\/.+/.test(candidate.identifier));
      test.skip(!info, 'the backend has no published multi-segment /info page');
      const response = await page.goto(`/${info!.identifier}.html`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: info!.title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Asukoht' }).getByText(info!.title)).toBeVisible();
      await quality(page);
    });

    test('rich text as Strapi writes it: Markdown and Blocks notices, a text-only slide', async ({ page, request }) => {
      test.skip(!richTextPage, 'the backend has no CMS');
      const response = await page.goto(`/${RICH_TEXT_PAGE.identifier}.html`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: 'Tasuta tarne' })).toBeVisible();
      await expect(page.locator('.notice strong', { hasText: 'kõik' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Paigaldus' })).toBeVisible();
      await expect(page.locator('.notice strong', { hasText: 'tasuta' })).toBeVisible();
      await expect(page.locator('.hero-slider').getByRole('heading', { name: 'Pildita slaid' })).toBeVisible();
      await expect(page.locator('.hero-slider img')).toHaveCount(0);
      await quality(page);
      if (viewport.width === 1280) {
        const html = await (await request.get(`/${RICH_TEXT_PAGE.identifier}.html`)).text();
        const errors = [...(await nuHtmlErrors(new Map([['rich text page', html]])))].flatMap(([, messages]) => messages.map((m) => `${m.message} «${m.extract ?? ''}»`));
        expect(errors).toEqual([]);
      }
    });

    test('an unknown slug is the 404 page', async ({ page }) => {
      for (const path of ['/info/seda-lehte-pole/kunagi-olnud.html', '/teenused/pole.html']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
      }
      await quality(page);
    });
  });
}
