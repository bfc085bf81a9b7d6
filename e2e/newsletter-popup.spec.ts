import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MARI, registerAccount, signIn } from './fixtures/account';
import { THIRD_PARTY_SHOP as SHOP, warm } from './fixtures/extra-storefronts';
import NEWSLETTER from './fixtures/newsletter-popup.json' with { type: 'json' };

/*
 * The managed newsletter popup (customer.md §4, issue 9 point 6) with a fake clock (Playwright
 * `page.clock`): it opens `openAfterSeconds` after the page started loading, only on the pages
 * of showOnPages, not within `reopenAfterClosedHours` of a close and again after; closing stores
 * `managed-newsletter-close-time`, opening removes it; a subscribed signed-in customer never sees
 * it; subscribing goes to the real reference backend.
 *
 * The config comes from a fixture CMS (the 'newsletter' single type as Strapi v5 answers it,
 * e2e/fixtures/newsletter-popup.json) on E2E_PORT + 4, read by the third-party storefront on
 * E2E_PORT + 3 (`CMS_URL` pointed at the fixture; every other CMS path is passed on to the
 * reference backend's /cms), both started by playwright.config.ts (e2e/fixtures/extra-storefronts.ts).
 */

const CLOSE_KEY = 'managed-newsletter-close-time';
const HOUR = 3_600_000;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SHOP });

test.beforeAll(async () => {
  await warm(SHOP, ['/', '/kategooriad.html']);
});

// The storefront also has a tag manager and a chat widget configured (e2e/tracking-third-party.spec.ts):
// their scripts are stand-ins here (no internet), so a failed load is no console error.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(www\.googletagmanager\.com|static\.zdassets\.com)\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
});

const dialog = (page: Page) => page.getByRole('dialog', { name: NEWSLETTER.heading });

/** Opens `path` under a paused fake clock and waits until the popup's timer runs (its prelude; when it is on the page). */
async function open(page: Page, path: string, { island = true } = {}) {
  await page.goto(path);
  if (island) await expect(page.locator('sf-island[data-island="newsletter-popup"]:is([data-prelude="running"], [data-prelude="yes"], [data-prelude="no"])')).toBeAttached();
}

test('opens after openAfterSeconds on a listed page, not before; opening removes the close time, closing stores it', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await page.addInitScript((key) => {
    // A close 49 hours ago (beyond the 48-hour reopen delay): the popup may open, and opening removes it.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, String(Date.now() - 49 * 3_600_000));
      sessionStorage.setItem('seeded', '1');
    }
  }, CLOSE_KEY);
  const chunks: string[] = [];
  const errors: string[] = [];
  // The island's chunk (with the dialog and React); the prelude (`newsletter-popup.prelude-…`) runs the timer.
  page.on('request', (r) => /newsletter-dialog|newsletter-popup-[A-Z0-9]+\.js/.test(r.url()) && chunks.push(r.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await open(page, '/');
  await page.clock.fastForward(20_000);
  await expect(dialog(page)).toBeHidden();
  // The dialog's code is loaded only when it opens.
  expect(chunks).toEqual([]);
  await page.clock.fastForward(12_000);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText('Pakkumised ja uudised esimesena')).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CLOSE_KEY)).toBeNull();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  const closedAt = Number(await page.evaluate((key) => localStorage.getItem(key), CLOSE_KEY));
  expect(closedAt).toBeGreaterThan(Date.parse('2026-11-23T10:00:00Z'));
  // Nothing refused by the CSP, no hydration warning.
  expect(errors).toEqual([]);
});

test('not within reopenAfterClosedHours of a close; opens again after', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await open(page, '/kategooriad.html');
  await page.clock.fastForward(31_000);
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Sulge' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.clock.fastForward(47 * HOUR);
  await open(page, '/');
  await page.clock.fastForward(60_000);
  await expect(dialog(page)).toBeHidden();

  await page.clock.fastForward(2 * HOUR);
  await open(page, '/');
  await page.clock.fastForward(31_000);
  await expect(dialog(page)).toBeVisible();
});

test('not on pages outside showOnPages: no popup code at all', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  const chunks: string[] = [];
  page.on('request', (r) => /newsletter/.test(r.url()) && chunks.push(r.url()));
  for (const path of ['/search?term=diivan', '/kontaktid.html']) {
    await open(page, path, { island: false });
    await expect(page.locator('sf-island[data-island="newsletter-popup"]')).toHaveCount(0);
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  expect(chunks).toEqual([]);
});

test('subscribing from the popup: confirm by e-mail (Magento\'s Need to Confirm), no reopening; once confirmed, the same address again is already subscribed', async ({ page, browser }) => {
  const email = `uudiskiri-${Date.now()}@example.ee`;
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await open(page, '/');
  await page.clock.fastForward(31_000);
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('E-posti aadress').fill(email);
  await dialog(page).getByRole('button', { name: 'Telli' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Peaaegu valmis: kinnita tellimus lingiga, mille saatsime sinu e-postile');
  await expect(dialog(page).getByRole('status')).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Sulge' }).click();
  await page.clock.fastForward(72 * HOUR);
  await open(page, '/');
  await page.clock.fastForward(60_000);
  await expect(dialog(page)).toBeHidden();

  // The confirmation mail's link: a page with a button (a GET alone confirms nothing).
  const mails = (await (await page.request.get(`${SHOP}/__dev/backend/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ subject: string; links: string[] }>;
  expect(mails.map((mail) => mail.subject)).toEqual(['Kinnita uudiskirja tellimus']);
  const link = new URL(mails[0]!.links[0]!);
  await page.goto(`${SHOP}${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uudiskirja tellimuse kinnitamine');
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await page.getByRole('button', { name: 'Kinnita tellimus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sinu uudiskirja tellimus on kinnitatud.' })).toBeVisible();

  const other = await browser.newPage({ baseURL: SHOP });
  await other.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await open(other, '/');
  await other.clock.fastForward(31_000);
  await dialog(other).getByLabel('E-posti aadress').fill(email);
  await dialog(other).getByRole('button', { name: 'Telli' }).click();
  await expect(dialog(other).getByLabel('E-posti aadress')).toHaveAccessibleDescription('See e-posti aadress on uudiskirjaga juba liitunud');
  await dialog(other).getByLabel('E-posti aadress').fill('mari@');
  await dialog(other).getByRole('button', { name: 'Telli' }).click();
  await expect(dialog(other).getByLabel('E-posti aadress')).toHaveAccessibleDescription('Palun sisesta korrektne e-posti aadress');
  await other.close();
});

test('a signed-in subscribed customer is not offered it; a signed-in customer not subscribed is', async ({ page, browser, request }) => {
  await signIn(page, MARI);
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await open(page, '/');
  await page.clock.fastForward(120_000);
  await expect(dialog(page)).toBeHidden();

  const account = await registerAccount(request);
  const other = await browser.newPage({ baseURL: SHOP });
  await signIn(other, account);
  await other.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await open(other, '/');
  await other.clock.fastForward(31_000);
  await expect(dialog(other)).toBeVisible();
  await other.close();
});
