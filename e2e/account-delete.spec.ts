import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AccountPages, registerAccount, signIn } from './fixtures/account';
import { shot } from './fixtures/shots';

test('account deletion: keep closes the sidebar; delete signs out, goes home with a notice, and the account is gone', async ({ page, request }) => {
  const account = await registerAccount(request, 'Siim');
  await signIn(page, account);
  const pages = new AccountPages(page);
  await pages.open('personal-data');

  await page.getByRole('button', { name: 'Kustuta konto' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Kas kustutada konto?' });
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(440);
  expect((await new AxeBuilder({ page }).include('#account-delete-dialog').analyze()).violations).toEqual([]);
  await shot(page, 'account-delete-1280');
  await sidebar.getByRole('button', { name: 'Jäta konto alles' }).click();
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Kustuta konto' }).click();
  await sidebar.getByRole('button', { name: 'Kustuta konto' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sinu konto on kustutatud' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('vsf-customer');

  await page.goto('/my-account/personal-data');
  expect(new URL(page.url()).pathname).toBe('/');
  const again = await page.evaluate(async ({ email, password }) => (await fetch('/api/magento/generateCustomerToken', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([{ email, password }]) })).status, account);
  expect(again).not.toBe(200);
});

test('the deletion sidebar fills the width of a phone', async ({ page, request }) => {
  const account = await registerAccount(request, 'Ott');
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, account);
  await new AccountPages(page).open('personal-data');
  await page.getByRole('button', { name: 'Kustuta konto' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Kas kustutada konto?' });
  expect((await sidebar.boundingBox())?.width).toBe(390);
  await shot(page, 'account-delete-390');
});
