import { expect, test } from '@playwright/test';
import { ReferenceOrders } from './fixtures/payment-provider';
import { BackendControls, Storefront } from './fixtures/storefront';

test('home page: seeded top categories in the mega menu, footer year, no console errors', async ({ page }) => {
  const store = new Storefront(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/.+/);
  const menu = store.megaMenu();
  await expect(menu.getByRole('link', { name: 'Diivanid', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Toolid', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Voodid', exact: true })).toBeVisible();
  await expect(store.footer()).toContainText(`© ${new Date().getFullYear()}`);
  await expect(store.headerSearch()).toHaveAttribute('type', 'search');
  await expect(store.menuButton()).toBeHidden(); // desktop: the mega menu instead
  await store.hydrated();
  expect(store.consoleErrors).toEqual([]);
});

test('a mega menu link leads to a seeded category page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Diivanid', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diivanid' })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('phone: the menu button opens the whole category tree; Escape and a link close it', async ({ page }) => {
  const store = new Storefront(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(store.megaMenu()).toBeHidden();
  await store.hydrated();
  await store.menuButton().click();
  const menu = store.mobileMenu();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sulge' })).toBeFocused();

  // three levels, each opened by keyboard
  await menu.getByText('Diivanid', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await menu.getByText('Nurgadiivanid', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Parema nurgaga' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Vaata kõiki: Diivanid' })).toHaveAttribute('href', '/c/diivanid.html');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(store.menuButton()).toBeFocused();

  await store.menuButton().click();
  await menu.getByText('Hoiustamine', { exact: true }).click();
  await menu.getByRole('link', { name: 'Kummutid' }).click();
  await expect(page).toHaveURL(/\/c\/hoiustamine\/kummutid\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kummutid' })).toBeVisible();
  await page.goBack();
  await expect(store.mobileMenu()).toBeHidden();
  expect(store.consoleErrors).toEqual([]);
});

test('phone, no JavaScript: the menu still opens and closes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const store = new Storefront(page);
  await page.goto('/c/vaibad.html');
  await store.menuButton().click();
  await expect(store.mobileMenu()).toBeVisible();
  await store.mobileMenu().getByText('Lauad', { exact: true }).click();
  await expect(store.mobileMenu().getByRole('link', { name: 'Diivanilauad' })).toBeVisible();
  await store.mobileMenu().getByRole('button', { name: 'Sulge' }).click();
  await expect(store.mobileMenu()).toBeHidden();
  await context.close();
});

test('the search page keeps its term in the header search box', async ({ page }) => {
  const store = new Storefront(page);
  await page.goto('/search?term=diivan');
  await expect(store.headerSearch()).toHaveValue('diivan');
  await store.hydrated();
  await expect(store.headerSearch()).toHaveValue('diivan');
  await page.goto('/kategooriad.html');
  await expect(store.headerSearch()).toHaveValue('');
});

test('unknown category: the 404 page with its texts', async ({ page }) => {
  const response = await page.goto('/c/olematu-kategooria.html');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - leht');
  await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
  await expect(page.getByText('Lehte ei leitud. Võimalik, et aadress on valesti sisestatud või leht on kolinud')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Otsi tooteid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mine avalehele' })).toHaveAttribute('href', '/');
});

test('unmatched route: 404 with "This page could not be found"', async ({ page }) => {
  const response = await page.goto('/see/lehte/pole');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Seda lehte ei leitud')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
});

test('a guest opening /my-account ends on the home page', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Peamenüü' })).toBeVisible();
});

test('?cartId= of the cart this browser sent to payment: clean URL, notice for about 5 s', async ({ page, context }) => {
  const store = new Storefront(page);
  // An order placed through the worker's /api in this browser context binds its cart to it.
  const { cartId } = await new ReferenceOrders(page.request).place();
  await page.goto(`/kategooriad.html?cartId=${cartId}`);
  await expect(page).toHaveURL(/\/kategooriad\.html$/);
  const notice = store.notifications().getByText('Makse ebaõnnestus, sinu ostukorv on taastatud');
  await expect(notice).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'vsf-cart')?.value).toBe(cartId);
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 3000 });
  // the one-shot message cookie is gone: a reload shows no notice
  await page.reload();
  await store.hydrated();
  await expect(store.notifications().getByText('Makse ebaõnnestus')).toHaveCount(0);
});

test('?cartId= of a cart someone else made (a link sent to the shopper): ignored, the shopper keeps their own cart and no notice shows', async ({ page, context, baseURL }) => {
  const store = new Storefront(page);
  const own = 'O'.repeat(32);
  await context.addCookies([{ name: 'vsf-cart', value: own, url: baseURL!, secure: true, sameSite: 'Strict' }]);
  await page.goto(`/kategooriad.html?cartId=${'F'.repeat(32)}`);
  await expect(page).toHaveURL(/\/kategooriad\.html$/);
  await store.hydrated();
  await expect(store.notifications().getByText('Makse ebaõnnestus')).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-cart')?.value).toBe(own);
});

test('backend failing: 503 with the maintenance texts', { tag: '@backend-down' }, async ({ page, request }) => {
  const backend = new BackendControls(request);
  await backend.failEverything();
  try {
    // A path of this run's own: a journey before this test may have left a healthy copy of any real page in the edge cache.
    const response = await page.goto(`/c/toolid-${Date.now().toString(36)}.html`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Oota hetk!' })).toBeVisible();
    await expect(page.getByText('Meil on hooldustööd')).toBeVisible();
    await expect(page.getByText('Oleme varsti tagasi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mine avalehele' })).toBeVisible();
  } finally {
    await backend.heal();
  }
  const healed = await page.goto('/c/toolid.html');
  expect(healed?.status()).toBe(200);
});

test('query modes open the authentication sidebar in their mode (storefront.md §2); other values open nothing; no placeholder panels', async ({ page }) => {
  const store = new Storefront(page);
  const sidebar = page.getByRole('dialog', { name: 'Kliendikonto' });
  for (const path of ['/?modal=something-else', '/checkout']) {
    await page.goto(path);
    await store.hydrated();
    await expect(page.getByRole('button', { name: 'Logi sisse', exact: true }), path).toBeVisible();
    await expect(page.getByRole('dialog'), path).toHaveCount(0);
    await expect(page.getByText(/valmimas|ilmuvad siia|tulekul/i), path).toHaveCount(0);
  }
  await page.goto('/?modal=request-reset-password');
  await expect(sidebar.getByRole('heading', { name: 'Parooli lähtestamine' })).toBeVisible();
  await page.goto('/?modal=reset-password');
  await expect(sidebar.getByRole('heading', { name: 'Määra uus parool' })).toBeVisible();
  await expect(sidebar.getByRole('alert')).toHaveText('See parooli lähtestamise link ei kehti'); // no e-mail and token in the query
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?id_card=1&error=cancelled');
  await expect(sidebar.getByRole('button', { name: 'ID-kaart', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.getByRole('alert')).toContainText('ID-kaardiga tuvastamine ebaõnnestus');
  await expect(page).toHaveURL(/\/$/); // the card's answer leaves the address bar
  expect(store.consoleErrors).toEqual([]);
});

test('hashed bundle files and resized images are cached for a year as immutable, unhashed static files 180 days; pages revalidate', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toContain('max-age=60');
  const boot = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(boot).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/);
  const asset = await request.get(boot!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/logo.svg', '/favicon.svg', '/banks/swedbank.svg']) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['cache-control'], path).toBe('public, max-age=15552000');
  }
  const image = await page.locator('img[src^="/_ipx/"]').first().getAttribute('src');
  const resized = await request.get(image!);
  expect(resized.status(), image!).toBe(200);
  expect(resized.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
