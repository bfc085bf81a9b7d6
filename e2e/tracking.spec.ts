import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PRODUCTS } from './fixtures/catalogue';
import { Checkout } from './fixtures/checkout';
import { nuHtmlErrors } from './fixtures/quality';

/*
 * Tracking with consent (issue 10 points 1, 2): the GA4 e-commerce pushes on window.dataLayer
 * along a shopper's journey with analytics granted, nothing but Consent Mode with it denied, and
 * the consent banner itself (first visit, settings, the reload rule of storefront.md §4). No tag
 * manager is configured on this storefront: the data layer fills all the same.
 * e2e/tracking-third-party.spec.ts covers the configured tag manager and chat widget.
 */

const ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 8790)}`;
/** `consent` cookie values (domain/consent.ts `{v}.{events}.{analytics}{marketing}{functional}`). */
const GRANTED = '1.1.111';
const DENIED = '1.1.000';
/** The state of a shopper with `consent` (a cookie value, or none: first visit) and the newsletter popup already closed. */
const stateWith = (consent: string | null) => ({
  cookies: consent ? [{ name: 'consent', value: consent, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }] : [],
  origins: [{ origin: ORIGIN, localStorage: [{ name: 'managed-newsletter-close-time', value: String(Date.now()) }] }],
});
/** The `consent` cookie's value in the browser, or `undefined`. */
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value;
const MATTRESS = PRODUCTS.mattress;

type Push = Record<string, unknown>;

/**
 * Records every push onto window.dataLayer across navigations (the page's own array starts empty
 * on each): a data layer whose push also reports to the test. gtag's `arguments` objects arrive
 * as `{ 0: 'consent', 1: 'default', … }`.
 */
async function recordDataLayer(page: Page): Promise<Push[]> {
  const pushes: Push[] = [];
  await page.exposeFunction('__recordPush', (json: string) => pushes.push(JSON.parse(json) as Push));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordPush: (json: string) => void }).__recordPush;
    layer.push = (...items: unknown[]) => {
      for (const item of items) void record(JSON.stringify(item));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushes;
}

const events = (pushes: Push[], name?: string) => pushes.filter((push) => typeof push.event === 'string' && (!name || push.event === name));
const ecommerce = (push: Push | undefined) => (push?.ecommerce ?? {}) as { items?: Push[]; value?: number; currency?: string; [key: string]: unknown };
const isConsentCommand = (push: Push) => push['0'] === 'consent';

test.describe('with analytics consent granted', () => {
  test.use({ storageState: stateWith(GRANTED) });

  test('list → item → cart → checkout → purchase pushes the GA4 events with their items; a reload does not repeat the purchase', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const pushes = await recordDataLayer(page);

    // Search results: the term, then the list once it is in sight.
    await page.goto(`/search?term=${encodeURIComponent('Vahtmadrats')}`);
    await expect.poll(() => events(pushes, 'view_item_list').length).toBeGreaterThan(0);
    expect(pushes[0]).toMatchObject({ 0: 'consent', 1: 'default', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 } });
    expect(pushes[1]).toMatchObject({ 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted', ad_storage: 'granted' } });
    expect(events(pushes, 'view_search_results')[0]).toEqual({ event: 'view_search_results', search_term: 'Vahtmadrats' });
    const list = ecommerce(events(pushes, 'view_item_list')[0]);
    expect(list.item_list_name).toBe('Search results');
    expect(list.items?.[0]).toMatchObject({ item_id: MATTRESS.sku, item_name: MATTRESS.name, index: 0, quantity: 1, item_list_name: 'Search results' });
    expect(typeof list.items?.[0]?.price).toBe('number');
    // Every event is preceded by clearing the previous ecommerce object.
    for (const push of events(pushes)) expect(pushes[pushes.indexOf(push) - 1]).toEqual({ ecommerce: null });

    // Choosing the product in the list (select_item), recorded before the page leaves.
    await page.getByRole('link', { name: MATTRESS.name }).first().click();
    await page.waitForURL(`**${MATTRESS.path}`);
    const selected = ecommerce(events(pushes, 'select_item')[0]);
    expect(selected.items?.[0]).toMatchObject({ item_id: MATTRESS.sku, item_list_name: 'Search results', index: 0 });

    // The product page: view_item, then add to cart.
    await expect.poll(() => events(pushes, 'view_item').length).toBe(1);
    const viewed = ecommerce(events(pushes, 'view_item')[0]);
    expect(viewed).toMatchObject({ currency: 'EUR', items: [{ item_id: MATTRESS.sku, item_name: MATTRESS.name, quantity: 1 }] });
    // The category path is the page's breadcrumbs between Home and the product (GA4 item_category, item_category2…).
    const path = (await page.getByRole('navigation', { name: 'Asukoht' }).getByRole('link').allTextContents()).slice(1);
    expect(path.length).toBeGreaterThan(0);
    const categories = Object.fromEntries(path.map((name, i) => [i === 0 ? 'item_category' : `item_category${i + 1}`, name]));
    expect(viewed.items?.[0]).toMatchObject(categories);
    const price = viewed.items![0]!.price as number;
    expect(viewed.value).toBe(price);
    await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
    await expect.poll(() => events(pushes, 'add_to_cart').length).toBe(1);
    expect(ecommerce(events(pushes, 'add_to_cart')[0])).toMatchObject({ currency: 'EUR', value: price, items: [{ item_id: MATTRESS.sku, quantity: 1, price, ...categories }] });

    // The cart sidebar: view_cart with the cart's lines.
    await page.getByRole('button', { name: /Ostukorv/ }).first().click();
    await expect.poll(() => events(pushes, 'view_cart').length).toBe(1);
    expect(ecommerce(events(pushes, 'view_cart')[0]).items).toEqual([expect.objectContaining({ item_id: MATTRESS.sku, quantity: 1 })]);
    await page.keyboard.press('Escape');

    // Checkout: begin, delivery (pickup), payment (invoice).
    const checkout = new Checkout(page, baseURL!);
    await checkout.open();
    await expect.poll(() => events(pushes, 'begin_checkout').length).toBe(1);
    expect(ecommerce(events(pushes, 'begin_checkout')[0])).toMatchObject({ currency: 'EUR', value: price, items: [{ item_id: MATTRESS.sku, quantity: 1 }] });
    await checkout.fillContactInfo({ email: `tracking-${Date.now()}@example.ee`, first: 'Mari', last: 'Maasikas', phone: '+372 5123 4567' });
    await checkout.submitContactInfo();
    await checkout.deliveryType('Tulen ise järele').check();
    await page.getByRole('radio', { name: /Pealadu/ }).check();
    await checkout.submitShipping();
    await expect.poll(() => events(pushes, 'add_shipping_info').length).toBe(1);
    expect(ecommerce(events(pushes, 'add_shipping_info')[0])).toMatchObject({ currency: 'EUR', value: price, shipping_tier: expect.any(String), items: [{ item_id: MATTRESS.sku }] });

    // A pickup has no delivery address to bill to: the billing address is asked.
    await checkout.field('Tänav ja maja number').fill('Pärnu mnt 10');
    await checkout.field('Linn').fill('Tallinn');
    await checkout.field('Postiindeks').fill('10148');
    await page.getByRole('radio', { name: 'Arve', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }).check();
    await page.getByRole('checkbox', { name: 'Nõustun oma isikuandmete töötlemisega tellimuse täitmiseks' }).check();
    await page.getByRole('button', { name: /Esita tellimus/ }).click();
    await page.waitForURL('**/thank-you');
    expect(ecommerce(events(pushes, 'add_payment_info')[0])).toMatchObject({ currency: 'EUR', payment_type: expect.any(String), items: [{ item_id: MATTRESS.sku }] });

    // Thank-you: purchase with the order number, tax and shipping; never again on a reload.
    const number = (await page.locator('.thank-you__number strong').textContent())!;
    await expect.poll(() => events(pushes, 'purchase').length).toBe(1);
    const purchase = ecommerce(events(pushes, 'purchase')[0]);
    expect(purchase).toMatchObject({ transaction_id: number, currency: 'EUR', tax: expect.any(Number), shipping: 0, items: [{ item_id: MATTRESS.sku, quantity: 1 }] });
    expect(purchase.value).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator('.thank-you__number strong')).toHaveText(number);
    await page.waitForTimeout(1000);
    expect(events(pushes, 'purchase')).toHaveLength(1);
  });

  test('home: CMS hero slides and notices are promotions (viewed in sight, selected on follow); product widgets are lists', async ({ page }) => {
    const pushes = await recordDataLayer(page);
    await page.goto('/');
    await expect.poll(() => events(pushes, 'view_promotion').length).toBeGreaterThan(0);
    // The slide in sight (at least half of it); the last one waits off-screen in the scroll-snap track.
    const viewed = events(pushes, 'view_promotion').map((push) => ecommerce(push).promotion_name);
    expect(viewed[0]).toBe('Diivanid igasse koju');
    expect(viewed).not.toContain('Aiamööbel uueks hooajaks');
    expect(ecommerce(events(pushes, 'view_promotion')[0])).toMatchObject({ promotion_id: expect.any(String), creative_slot: 'hero-1' });
    // The shelf streams in after the page: its loading placeholder (same heading) is replaced then.
    await expect(page.locator('.product-widget[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Nädala pakkumised' }).scrollIntoViewIfNeeded();
    await expect.poll(() => events(pushes, 'view_item_list').map((push) => ecommerce(push).item_list_name)).toContain('Nädala pakkumised');
    const weekly = ecommerce(events(pushes, 'view_item_list').find((push) => ecommerce(push).item_list_name === 'Nädala pakkumised'));
    expect(weekly.items?.map((item) => item.item_id)).toEqual(['MP10005', 'MP10006', 'MP10008']);
    await page.getByRole('link', { name: 'Vaata diivaneid' }).first().click();
    await page.waitForURL('**/c/diivanid.html');
    expect(ecommerce(events(pushes, 'select_promotion')[0])).toMatchObject({ promotion_name: 'Diivanid igasse koju', creative_slot: 'hero-1' });

    // A category listing's items carry the category path (GA4 item_category, item_category2…).
    const listed = (name: string) => events(pushes, 'view_item_list').find((push) => ecommerce(push).item_list_name === name);
    await expect.poll(() => Boolean(listed('Diivanid'))).toBe(true);
    expect(ecommerce(listed('Diivanid')).items?.[0]).toMatchObject({ item_list_name: 'Diivanid', item_category: 'Diivanid' });
    expect(ecommerce(listed('Diivanid')).items?.[0]).not.toHaveProperty('item_category2');
    const subcategory = page.locator('.subcategories a').first();
    const subcategoryName = (await subcategory.innerText()).trim();
    await subcategory.click();
    await expect.poll(() => Boolean(listed(subcategoryName))).toBe(true);
    expect(ecommerce(listed(subcategoryName)).items?.[0]).toMatchObject({ item_category: 'Diivanid', item_category2: subcategoryName });
  });

  test('a data layer a third party replaced with a non-array does not break the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(() => Object.defineProperty(window, 'dataLayer', { value: 'not an array', writable: false }));
    await page.goto(MATTRESS.path);
    await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
    await expect(page.getByText(/Lisasid toote .* ostukorvi/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('with analytics consent denied', () => {
  test.use({ storageState: stateWith(DENIED) });

  test('only Consent Mode is pushed and no tracking code is loaded', async ({ page }) => {
    const pushes = await recordDataLayer(page);
    const loaded: string[] = [];
    page.on('request', (request) => /\/assets\/(analytics|third-party|load-script|consent-ui)-/.test(request.url()) && loaded.push(request.url()));
    await page.goto(`/search?term=${encodeURIComponent('Vahtmadrats')}`);
    await page.getByRole('link', { name: MATTRESS.name }).first().click();
    await page.waitForURL(`**${MATTRESS.path}`);
    await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
    await expect(page.getByText(/Lisasid toote .* ostukorvi/)).toBeVisible();
    await page.waitForTimeout(500);
    expect(pushes.every(isConsentCommand)).toBe(true);
    expect(pushes.filter((push) => push['1'] === 'update').map((push) => push['2'])).toContainEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(loaded).toEqual([]);
    expect(await page.locator('.consent-banner').count()).toBe(0);
  });
});

test.describe('the consent banner (first visit)', () => {
  test.use({ storageState: stateWith(null) });
  const banner = (page: Page) => page.getByRole('region', { name: 'Küpsised' });

  test('asks once: accept all stores the choice, grants Consent Mode and pushes the queued view_item; no reload', async ({ page }) => {
    const pushes = await recordDataLayer(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const chunks: string[] = [];
    page.on('request', (request) => /\/assets\/consent-ui-/.test(request.url()) && chunks.push(request.url()));
    const response = await page.goto(MATTRESS.path);
    // In the first paint: the edge put the banner into the HTML; no chunk is loaded to show it.
    expect(await response!.text()).toMatch(/<body[^>]*><section class="consent-banner"/);
    expect(response!.headers()['cache-control']).toBe('private, no-cache');
    await expect(banner(page)).toBeVisible();
    // Before a choice: Consent Mode defaults only, the product view waits in the queue.
    await page.waitForTimeout(300);
    expect(pushes.every(isConsentCommand)).toBe(true);
    expect((await new AxeBuilder({ page }).include('.consent-banner').analyze()).violations.map((v) => v.id)).toEqual([]);
    expect(chunks).toEqual([]);
    await banner(page).getByRole('button', { name: 'Nõustu kõigiga' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(page)).toBe(GRANTED);
    const granted = { 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' } };
    await expect.poll(() => pushes.filter((push) => push['1'] === 'update')).toEqual([granted]);
    await expect.poll(() => events(pushes, 'view_item').length).toBe(1);
    expect(loads).toBe(1);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Lisa ostukorvi' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('a first decline reloads the page; after three consent events the page reloads again (storefront.md §4)', async ({ page }) => {
    await page.goto('/kategooriad.html');
    await banner(page).getByRole('button', { name: 'Keeldu' }).click();
    await page.waitForLoadState('load');
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(page)).toBe(DENIED);

    // Second event (settings, no reload): analytics only.
    const reopen = () => page.getByRole('button', { name: 'Küpsiste seaded' }).click();
    await reopen();
    await expect(banner(page).getByRole('heading', { name: 'Küpsised' })).toBeFocused();
    await banner(page).getByRole('checkbox', { name: /Analüütika/ }).check();
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await banner(page).getByRole('button', { name: 'Salvesta seaded' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Küpsiste seaded' })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    expect(await consentCookie(page)).toBe('1.2.100');

    // Third event: the page reloads.
    await reopen();
    await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Nõustu kõigiga' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await consentCookie(page)).toBe('1.3.111');
  });

  test('fits a 320 px phone without sideways scrolling and moves nothing on the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByText('Seaded', { exact: true }).click();
    await expect(banner(page).getByRole('checkbox', { name: /Turundus/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.consent-banner')!).position)).toBe('fixed');
  });
});

test.describe('the consent banner without JavaScript', () => {
  test.use({ storageState: stateWith(null), javaScriptEnabled: false });
  const banner = (page: Page) => page.getByRole('region', { name: 'Küpsised' });

  test('Decline posts the form: the page comes back without the banner, the cookie set', async ({ page }) => {
    await page.goto('/kategooriad.html?sort=name');
    await expect(banner(page)).toBeVisible();
    await Promise.all([page.waitForURL('**/kategooriad.html?sort=name'), banner(page).getByRole('button', { name: 'Keeldu' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(page)).toBe(DENIED);
  });

  test('Settings is a native disclosure: ticked categories are saved', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByText('Seaded', { exact: true }).click();
    await banner(page).getByRole('checkbox', { name: /Analüütika/ }).check();
    await banner(page).getByRole('checkbox', { name: /Funktsionaalsed/ }).check();
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), banner(page).getByRole('button', { name: 'Salvesta seaded' }).click()]);
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCookie(page)).toBe('1.1.101');
  });
});

test('a page with the banner is valid HTML (Nu HTML checker)', async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const fresh = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const documents = new Map<string, string>();
  for (const path of ['/', MATTRESS.path]) {
    const html = await (await fresh.get(path)).text();
    expect(html).toContain('<section class="consent-banner"');
    documents.set(path, html);
  }
  await fresh.dispose();
  const errors = [...(await nuHtmlErrors(documents))].flatMap(([name, messages]) => messages.map((m) => `${name}: ${m.message} «${m.extract ?? ''}»`));
  expect(errors).toEqual([]);
});
