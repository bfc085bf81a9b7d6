import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AccountPages, JAAN, MARI, signIn } from './fixtures/account';
import { nuHtmlErrors } from './fixtures/quality';
import { shot } from './fixtures/shots';

/*
 * Order history with Mari's seeded orders (12: two pages of 10), sorted both ways by number and
 * date, each order's own page; someone else's order number is the 404 page.
 */

const orderNumbers = async (pages: AccountPages) => pages.page.getByRole('table').getByRole('rowheader').allInnerTexts();

test('order history: 10 a page, sorted by number and date both ways, links to each order', async ({ page }) => {
  await signIn(page, MARI);
  const pages = new AccountPages(page);
  await pages.open('order-history');
  const first = await orderNumbers(pages);
  expect(first).toHaveLength(10);
  await expect(page.getByText('Tellimusi kokku: 12')).toBeVisible();

  await page.getByRole('navigation', { name: 'Lehed' }).getByRole('link', { name: 'Lehekülg 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await orderNumbers(pages);
  expect(second).toHaveLength(2);
  expect(new Set([...first, ...second]).size).toBe(12);

  await page.getByRole('link', { name: 'Tellimuse number kasvavalt' }).click();
  const ascending = await orderNumbers(pages);
  expect(ascending).toEqual([...ascending].sort());
  await page.getByRole('link', { name: 'Tellimuse number kahanevalt' }).click();
  const descending = await orderNumbers(pages);
  expect(descending).toEqual([...descending].sort().reverse());

  await page.getByRole('link', { name: 'Vanemad eespool' }).click();
  const dates = (await page.getByRole('table').locator('tbody tr td:first-of-type').allInnerTexts()).map((d) => d.split('.').reverse().join('-'));
  expect(dates).toEqual([...dates].sort());

  const number = ascending[0]!;
  await page.goto('/my-account/order-history?sort=number-asc');
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/order-history/${number}$`));
  await expect(pages.heading()).toHaveText(`Tellimus ${number}`);
  await expect(page.getByText('Tellimuse olek')).toBeVisible();
  await expect(page.getByText(/Tootekood: \S+/).first()).toBeVisible();
  await expect(page.getByText('Kokku').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shot(page, 'account-order-1350', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, 'account-order-390', { fullPage: true });
});

test("another customer's order number and an unknown one are the 404 page", async ({ page, browser }) => {
  const mari = await browser.newPage();
  await signIn(mari, MARI);
  await mari.goto('/my-account/order-history');
  const number = (await mari.getByRole('table').getByRole('rowheader').first().innerText()).trim();
  await mari.close();

  await signIn(page, JAAN);
  const response = await page.goto(`/my-account/order-history/${number}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
  expect(await page.content()).not.toContain('Maasikas');
  expect((await page.goto('/my-account/order-history/999999999'))?.status()).toBe(404);
});

test('a refund from the back office: the order page lists the credit memo, the refunded amount and the Closed status; axe and the Nu HTML checker find nothing', async ({ page }) => {
  await signIn(page, MARI);
  const pages = new AccountPages(page);
  await page.goto('/my-account/order-history?sort=number-asc');
  // The second-oldest seeded order (the history test above opens the oldest); in a fresh
  // database a seeded order's entity id is its number (README "Refunds").
  const number = (await orderNumbers(pages))[1]!;
  const refund = await page.request.post(`/__dev/backend/rest/V1/order/${Number(number)}/refund`, {
    headers: { authorization: 'Bearer development-admin-api-token', origin: new URL(page.url()).origin },
    data: { notify: true },
  });
  expect(`${refund.status()} ${await refund.text()}`).toMatch(/^200 \d+$/);

  await page.goto(`/my-account/order-history/${number}`);
  await expect(page.getByText(/Kreeditarve \S+/).first()).toBeVisible();
  // The refunded amount as a deduction (U+2212 minus), VAT included.
  await expect(page.locator('dt', { hasText: /^Tagastatud$/ }).first().locator('xpath=following-sibling::dd[1]')).toHaveText(/^\u2212\d+,\d\d\s€$/);
  await expect(page.getByText('Suletud').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const html = await (await page.request.get(`/my-account/order-history/${number}`)).text();
  const errors = [...(await nuHtmlErrors(new Map([['order page with a refund', html]])))].flatMap(([, messages]) => messages.map((m) => `${m.message} «${m.extract ?? ''}»`));
  expect(errors).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, 'account-order-refunded-390', { fullPage: true });
  await page.goto('/my-account/order-history?sort=number-asc');
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) })).toContainText('Suletud');
});
