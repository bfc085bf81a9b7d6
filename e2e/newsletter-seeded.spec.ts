import { expect, test } from '@playwright/test';

/*
 * The managed newsletter popup as the reference CMS seeds it (backend/src/cms/seed-content.ts:
 * '/' and /info/tarne.html, 15 s, 48 h): end to end through the storefront's CMS upstream. The
 * timing rules themselves are e2e/newsletter-popup.spec.ts.
 */

// Without playwright.config.ts's "just closed" state: this test is about the popup.
test.use({ storageState: { cookies: [], origins: [] } });

test('the seeded popup opens on the home page 15 s after it loads and closes with Escape', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await page.goto('/');
  await expect(page.locator('sf-island[data-island="newsletter-popup"]:is([data-prelude="running"], [data-prelude="yes"], [data-prelude="no"])')).toBeAttached();
  await page.clock.fastForward(10_000);
  const dialog = page.getByRole('dialog', { name: 'Liitu uudiskirjaga' });
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(6_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Ja saa esimesena teada pakkumistest')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('managed-newsletter-close-time'))).not.toBeNull();
});
