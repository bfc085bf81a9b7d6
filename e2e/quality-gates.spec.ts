import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  cumulativeLayoutShift,
  islandsHydrated,
  MAINTENANCE,
  nuHtmlErrors,
  PAGE_KINDS,
  type PageKind,
  sidewaysOverflow,
} from './fixtures/quality';
import { BackendControls } from './fixtures/storefront';

/**
 * Quality gates (issue 6 §5): every page kind passes axe-core and the Nu HTML checker, nothing
 * shifts while loading, nothing scrolls sideways on a phone. One browser context for the spec.
 */

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

/** Opens a page kind (the maintenance page with the backend failing) and waits for its islands. */
async function open(target: PageKind, controls: BackendControls): Promise<void> {
  const failing = target === MAINTENANCE;
  if (failing) await controls.failEverything();
  try {
    const response = await page.goto(target.path);
    expect(response?.status(), target.path).toBe(target.status);
    await islandsHydrated(page);
  } finally {
    if (failing) await controls.heal();
  }
}

const ALL_KINDS = [...PAGE_KINDS, MAINTENANCE];
/** The maintenance page needs the backend failing for everyone: such tests run alone (playwright.config.ts). */
const tagOf = (target: PageKind) => ({ tag: target === MAINTENANCE ? ['@backend-down'] : [] });

for (const target of ALL_KINDS) {
  test(`axe-core: no violations on the ${target.kind} page`, tagOf(target), async () => {
    await open(target, new BackendControls(context.request));
    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(summary).toEqual([]);
  });
}

test('axe-core: no violations with the mobile menu open, three levels deep (phone)', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(PAGE_KINDS[0]!, new BackendControls(context.request));
  await page.getByRole('button', { name: 'Menüü', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menüü' });
  await menu.locator('summary', { hasText: /^Diivanid$/ }).click();
  await menu.locator('summary', { hasText: /^Nurgadiivanid$/ }).click();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
});

/** Fetches the server HTML of `targets` (the maintenance page with the backend failing) and runs the Nu HTML checker on them. */
async function expectNuValid(targets: readonly PageKind[]): Promise<void> {
  const controls = new BackendControls(context.request);
  const documents = new Map<string, string>();
  for (const target of targets) {
    if (target === MAINTENANCE) await controls.failEverything();
    try {
      const response = await context.request.get(target.path, { maxRedirects: 0 });
      expect(response.status(), target.path).toBe(target.status);
      documents.set(target.kind, await response.text());
    } finally {
      if (target === MAINTENANCE) await controls.heal();
    }
  }
  const errors = await nuHtmlErrors(documents);
  const summary = [...errors].flatMap(([kind, messages]) => messages.map((message) => `${kind}: ${message.message} «${message.extract ?? ''}»`));
  expect(summary).toEqual([]);
}

test('Nu HTML checker: no errors in the server HTML of any page kind', async () => {
  test.setTimeout(60_000);
  await expectNuValid(PAGE_KINDS);
});

test('Nu HTML checker: no errors in the server HTML of the maintenance page', tagOf(MAINTENANCE), async () => {
  await expectNuValid([MAINTENANCE]);
});

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1350, height: 940 },
] as const;
const CLS_KINDS = ['home', 'category', 'search', 'product', 'content page', 'simple page'];

for (const viewport of VIEWPORTS) {
  for (const kind of CLS_KINDS) {
    test(`layout shift below 0.02 on the ${kind} page (${viewport.name}, ${viewport.width} px)`, async () => {
      const target = PAGE_KINDS.find((candidate) => candidate.kind === kind)!;
      await page.setViewportSize(viewport);
      // a fresh document (about:blank first), so no shift of the previous page is counted
      await page.goto('about:blank');
      await page.goto(target.path, { waitUntil: 'load' });
      await islandsHydrated(page);
      await page.waitForTimeout(2000);
      const shift = await cumulativeLayoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(0.02);
    });
  }
}

/**
 * A visitor who has not answered the consent banner (issue 17 item 8): the edge puts the banner in
 * every page's first paint. On a slow phone the parser can paint the banner half-parsed (its
 * heading, ~60 px) and then grow it to ~310 px, moving what it showed: CLS 0.109 at 390 px. Every
 * other test here runs with the consent chosen (playwright.config.ts), so this one starts from
 * an empty state, at 4x CPU throttling (as Lighthouse's phone), on each kind's first view (a
 * fresh browser) and a later view (the same browser, the page again), with no sideways scroll.
 */
for (const viewport of VIEWPORTS) {
  test(`before a consent choice: layout shift below 0.02 on first and later views, banner shown, no sideways scroll (${viewport.name}, 4x CPU)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const shifts: Record<string, string> = {};
    for (const kind of CLS_KINDS) {
      const target = PAGE_KINDS.find((candidate) => candidate.kind === kind)!;
      const fresh = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
      const visitor = await fresh.newPage();
      const cdp = await fresh.newCDPSession(visitor);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (const view of ['first', 'later']) {
        await visitor.goto(target.path, { waitUntil: 'load' });
        await expect(visitor.getByRole('region', { name: 'Küpsised' })).toBeVisible();
        await visitor.waitForTimeout(500);
        shifts[`${kind} ${view}`] = (await cumulativeLayoutShift(visitor)).toFixed(4);
        if (viewport.name === 'phone') expect(await sidewaysOverflow(visitor), `${kind} ${view}`).toBe(0);
      }
      await fresh.close();
    }
    test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shifts) });
    expect(Object.entries(shifts).filter(([, value]) => Number(value) >= 0.02)).toEqual([]);
  });
}

for (const target of ALL_KINDS) {
  test(`no sideways scrolling on the ${target.kind} page from 320 to 414 px`, tagOf(target), async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(target, new BackendControls(context.request));
    const overflow: Record<number, number> = {};
    for (const width of [320, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      overflow[width] = await sidewaysOverflow(page);
    }
    expect(overflow).toEqual({ 320: 0, 375: 0, 390: 0, 414: 0 });
  });
}
