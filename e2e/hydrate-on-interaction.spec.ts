import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signIn } from './fixtures/account';
import { Cart } from './fixtures/cart';
import { PRODUCTS } from './fixtures/catalogue';
import { Storefront } from './fixtures/storefront';

/**
 * Issue 20: catalogue and product pages load no React until the shopper uses an island, and what
 * the shopper does before it has hydrated is neither lost nor done twice (client/island-
 * interaction.ts holds the first presses and replays them; typed text is handed over).
 */

/** The scripts the page has requested so far (file names). */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

const REACT_SIDE = /^island-hydrate-/;
// The mattress: no stock limit, so this spec takes nothing from the low-stock products other specs order.

test('a tap on add to cart before the island has hydrated adds once, says so once, and loads React only then', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const store = new Storefront(page);
  const cart = new Cart(page);
  const scripts = scriptsOf(page);
  await page.goto(PRODUCTS.mattress.path);
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Nothing hydrated, no React: the button works all the same (the boot module enabled it).
  expect(scripts.filter((name) => REACT_SIDE.test(name))).toEqual([]);
  await expect(page.locator('sf-island[data-island="product-purchase"]')).not.toHaveAttribute('data-hydrated', '');
  await expect(cart.addButton()).toBeEnabled();

  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${PRODUCTS.mattress.name} ostukorvi.`)).toHaveCount(1);
  await expect(cart.badge()).toHaveText('1');
  expect(scripts.filter((name) => REACT_SIDE.test(name))).toHaveLength(1);
  // Held once, replayed once: still one after the island has settled, and the cart says 1.
  await page.waitForTimeout(500);
  await expect(cart.toast(`Lisasid toote ${PRODUCTS.mattress.name} ostukorvi.`)).toHaveCount(1);
  await cart.openSidebar();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.quantity(PRODUCTS.mattress.name)).toHaveValue('1');
  expect(store.consoleErrors).toEqual([]);
});

test('a variant chosen and added before the island has hydrated: the chosen variant, once', async ({ page }) => {
  const cart = new Cart(page);
  await page.goto(PRODUCTS.sofa.path);
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.locator('.product-purchase label', { hasText: 'Hall' }).click();
  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${PRODUCTS.sofa.name} ostukorvi.`)).toHaveCount(1);
  await expect(cart.badge()).toHaveText('1');
  await cart.openSidebar();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.line(PRODUCTS.sofa.name)).toContainText('Hall');
});

test('typing in the header search before it has hydrated: live results for all that was typed', async ({ page }) => {
  const store = new Storefront(page);
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => REACT_SIDE.test(name))).toEqual([]);
  const input = store.headerSearch();
  await input.click();
  await page.keyboard.type('diiv'); // no wait between the focus and the keys: hydration is still under way
  await expect(input).toHaveValue('diiv');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/Diivan/i);
  expect(store.consoleErrors).toEqual([]);
});

test('the grid/list toggle and the sort select work without React (boot glue)', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/c/diivanid.html');
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.getByRole('button', { name: 'Nimekiri', exact: true }).click();
  await expect(page.locator('#product-grid')).toHaveAttribute('data-view', 'list');
  await expect(page.getByRole('button', { name: 'Nimekiri', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Sorteeri').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.locator('#product-grid')).toHaveAttribute('data-view', 'list'); // remembered
  expect(scripts.filter((name) => REACT_SIDE.test(name) || /^react|^chunk-.*react/.test(name))).toEqual([]);
});

test('my-account forms load React on first use: fields typed into before hydration keep their text and the island reads it; the first press saves once', async ({ page, request }) => {
  const account = await registerAccount(request, 'Tiit');
  await signIn(page, account);
  const scripts = scriptsOf(page);
  await page.goto('/my-account/password-change');
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => REACT_SIDE.test(name))).toEqual([]);
  const submit = page.getByRole('button', { name: 'Muuda parooli' });
  await expect(submit).toBeEnabled();

  // Three fields filled and the button pressed at once: the island hydrates while they are typed
  // (it renders again to turn its button on) and must end up with every field as typed.
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/magento/') && sent.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
  await page.getByLabel('Praegune parool').fill(account.password);
  await page.getByLabel('Uus parool').fill('Uus-Parool-2026!');
  await page.getByLabel('Korda uut parooli').fill('Uus-Parool-2026!');
  await submit.click();
  await expect(page.getByRole('status').getByText('Parool on muudetud')).toBeVisible();
  expect(scripts.filter((name) => REACT_SIDE.test(name))).toHaveLength(1);
  expect(sent.filter((name) => name === 'changeCustomerPassword')).toHaveLength(1);
  await expect(page.getByLabel('Uus parool')).toHaveValue('');
});
