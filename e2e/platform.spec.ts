import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { Auth } from './fixtures/auth';
import { Storefront } from './fixtures/storefront';

/*
 * Platform pieces of issue 10 point 7 and the progress bar (point 5) on the shared e2e server.
 * Nothing here changes backend state: slow answers are held or answered by `page.route`, sign-in
 * attempts are answered there too, and the pages only read the catalogue.
 */

/** The bar is decorative for assistive technology (aria-hidden), so it is found by its class. */
const bar = (page: Page) => page.locator('.progress-bar');

/** Hold requests matching `match` until `release()` (a slow backend, without touching the backend). */
async function hold(page: Page, match: (url: URL) => boolean) {
  const held: Route[] = [];
  await page.route((url) => match(url), (route) => void held.push(route));
  return {
    count: () => held.length,
    release: async (answer?: Parameters<Route['fulfill']>[0]) => {
      await page.unroute((url) => match(url));
      for (const route of held.splice(0)) await (answer ? route.fulfill(answer) : route.continue());
    },
  };
}

/**
 * The page notes when the shopper acts (a click or a submit) and when the bar starts running:
 * real time, because a held navigation cannot run under Playwright's fake clock.
 */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const times = { acted: 0, running: 0 };
    (window as unknown as { progressTimes: typeof times }).progressTimes = times;
    for (const type of ['click', 'submit']) document.addEventListener(type, () => ((times.acted = performance.now()), (times.running = 0)), true);
    new MutationObserver(() => {
      if (!times.running && document.querySelector('.progress-bar[data-state="running"]')) times.running = performance.now();
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  return async () => {
    const { acted, running } = await page.evaluate(() => (window as unknown as { progressTimes: { acted: number; running: number } }).progressTimes);
    return running - acted;
  };
}

test('progress bar on a slow navigation: nothing for 200 ms, then the bar until the new page', async ({ page }) => {
  // While a navigation is pending, locators and evaluate wait for it: the page reports itself.
  const reports: string[] = [];
  page.on('console', (message) => message.text().startsWith('progress ') && reports.push(message.text()));
  await page.addInitScript(() => {
    let acted = 0;
    document.addEventListener('click', () => (acted = performance.now()), true);
    new MutationObserver(() => {
      const element = document.querySelector('.progress-bar');
      if (element?.getAttribute('data-state') === 'running') {
        const style = getComputedStyle(element);
        console.log(`progress running ${Math.round(performance.now() - acted)} ${style.position} ${element.getAttribute('aria-hidden')}`);
      }
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  const store = new Storefront(page);
  await page.goto('/kontaktid.html');
  await store.hydrated();
  // The page's own island calls are over: the bar is this navigation's.
  await page.waitForLoadState('networkidle');
  const home = await hold(page, (url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: /Mööblipood/ }).first().click({ noWaitAfter: true });
  await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
  const [, , after = '0', position, hidden] = reports[0]!.split(' ');
  // Not before the 200 ms throttle (and soon after it); fixed, so it moves nothing; decorative.
  expect(Number(after)).toBeGreaterThanOrEqual(199);
  expect(Number(after)).toBeLessThan(1_000);
  expect([position, hidden]).toEqual(['fixed', 'true']);
  await home.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar(page)).toHaveCount(0);
  expect(store.consoleErrors).toEqual([]);
});

test('progress bar on a slow island call: after 200 ms, and complete when it answers', async ({ page }) => {
  const delay = await recordProgress(page);
  const auth = new Auth(page);
  const store = new Storefront(page);
  await page.goto('/kontaktid.html');
  await store.hydrated();
  await page.waitForLoadState('networkidle');
  await auth.open();
  const signIn = await hold(page, (url) => url.pathname === '/api/magento/generateCustomerToken');
  await auth.signInWithEmail('progress@example.ee', 'Parool-2026');
  await expect.poll(signIn.count).toBe(1);
  await expect(bar(page)).toHaveAttribute('data-state', 'running');
  expect(await delay()).toBeGreaterThanOrEqual(199);
  await signIn.release({ status: 400, json: { error: { message: 'E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti' } } });
  await expect(bar(page)).toHaveAttribute('data-state', 'done');
  await expect(auth.error()).toBeVisible();
});

test('/dev/: real product cards from the catalogue, noindex, accessible', async ({ page }) => {
  const store = new Storefront(page);
  await page.goto('/dev/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tootekaart' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/p\/\d+\/.+\.html$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/dev');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(store.consoleErrors).toEqual([]);
});

test('store cookies: none from a cacheable page; the island answers set the spec\'s four (readable, secure, SameSite Strict)', async ({ page, context }) => {
  const response = await page.goto('/kontaktid.html');
  expect(await response!.headerValue('set-cookie')).toBeNull();
  const status = await page.evaluate(async () => (await fetch('/api/magento/cartTotalQty', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' })).status);
  expect(status).toBe(400);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  const expected: [string, string][] = [['vsf-currency', 'EUR'], ['vsf-country', 'EE'], ['vsf-locale', 'et'], ['vsf-store', 'default']];
  for (const [name, value] of expected) {
    expect(cookies[name]).toMatchObject({ value, path: '/', httpOnly: false, secure: true, sameSite: 'Strict' });
  }
});
