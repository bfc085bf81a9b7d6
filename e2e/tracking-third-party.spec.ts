import { expect, type Page, test } from '@playwright/test';
import { Checkout, SOFA_SKU } from './fixtures/checkout';
import { PaymentStepPage, prepareCart, SKUS } from './payment-fixtures';
import { CHAT_KEY, GTM_ID, THIRD_PARTY_SHOP as SHOP, warm } from './fixtures/extra-storefronts';

/*
 * The configured third parties (issue 10 points 1, 4, 6): a tag manager container and a chat
 * widget key on the third-party storefront (E2E_PORT + 3, started by playwright.config.ts:
 * e2e/fixtures/extra-storefronts.ts), their scripts served by stand-ins
 * through `page.route` (no internet here). GTM loads only after analytics consent; the chat 8000
 * ms after page load with functional consent, never on checkout's payment step; the CSP names
 * their hosts only when they are configured. Nothing here changes the backend's state.
 */

/** `consent` cookie values (domain/consent.ts: version 1, one event, analytics/marketing/functional). */
const GRANTED = '1.1.111';
const ANALYTICS_ONLY = '1.1.100';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SHOP });

test.beforeAll(async () => {
  await warm(SHOP, ['/', '/kategooriad.html']);
});

/** Stand-ins for the vendors' scripts; returns the URLs the page asked for. */
async function standIns(page: Page): Promise<{ gtm: string[]; chat: string[] }> {
  const asked = { gtm: [] as string[], chat: [] as string[] };
  await page.route('https://www.googletagmanager.com/**', (route) => {
    asked.gtm.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' });
  });
  await page.route('https://static.zdassets.com/**', (route) => {
    asked.chat.push(route.request().url());
    // Zendesk's API surface the shop uses: zE(widget, command), recorded.
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoaded = true; window.__zE = []; window.zE = function (widget, command) { window.__zE.push(widget + ":" + command); };' });
  });
  return asked;
}

/** The `consent` cookie for every port of localhost (`null`: no choice, the banner asks). */
async function withConsent(page: Page, consent: string | null): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('managed-newsletter-close-time', String(Date.now())));
  await page.context().clearCookies({ name: 'consent' });
  if (consent) await page.context().addCookies([{ name: 'consent', value: consent, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
}

test('the tag manager loads only after analytics consent, through a script the CSP allows', async ({ page }) => {
  const asked = await standIns(page);
  const refused: string[] = [];
  page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
  await withConsent(page, null);
  const response = await page.goto('/kategooriad.html');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toContain("script-src 'nonce-");
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('region', { name: 'Küpsised' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(asked.gtm).toEqual([]);

  const banner = page.getByRole('region', { name: 'Küpsised' });
  await banner.getByText('Seaded', { exact: true }).click();
  await banner.getByRole('checkbox', { name: /Analüütika/ }).check();
  await banner.getByRole('button', { name: 'Salvesta seaded' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);
  expect(asked.gtm).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  const dataLayer = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as Record<string, unknown>[]);
  expect(dataLayer[0]).toMatchObject({ 0: 'consent', 1: 'default' });
  expect(dataLayer.some((push) => push.event === 'gtm.js')).toBe(true);
  // Functional consent was not given: no chat, however long the shopper stays.
  await page.waitForTimeout(500);
  expect(asked.chat).toEqual([]);
  expect(refused).toEqual([]);
});

test('the chat widget loads 8000 ms after page load with functional consent, not before', async ({ page }) => {
  const asked = await standIns(page);
  await page.clock.install({ time: new Date('2026-11-28T10:00:00Z') });
  await withConsent(page, GRANTED);
  await page.goto('/kategooriad.html');
  await page.waitForLoadState('load');
  await page.clock.runFor(7_900);
  expect(asked.chat).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => asked.chat).toEqual([`https://static.zdassets.com/ekr/snippet.js?key=${CHAT_KEY}`]);
  expect(await page.locator('script#ze-snippet').count()).toBe(1);
});

test('no chat without functional consent, and never on checkout\'s payment step', async ({ page, request, baseURL }) => {
  const asked = await standIns(page);
  await page.clock.install({ time: new Date('2026-11-28T10:00:00Z') });
  await withConsent(page, ANALYTICS_ONLY);
  await page.goto('/kategooriad.html');
  await page.waitForLoadState('load');
  await page.clock.runFor(20_000);
  expect(asked.chat).toEqual([]);

  await page.context().addCookies([{ name: 'consent', value: GRANTED, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  // A cart ready for payment (an empty one is shown as empty, on /checkout, not on the payment step).
  await new PaymentStepPage(page).open(baseURL!, await prepareCart(request, baseURL!, [{ sku: SKUS.mattress, quantity: 1 }]));
  await expect(page).toHaveURL(/step=payment/);
  await page.clock.runFor(20_000);
  expect(asked.chat).toEqual([]);
  // The same consent on another checkout step: the chat comes (so the payment step is the reason).
  await page.goto('/checkout?step=contactInfo');
  await page.waitForLoadState('load');
  await page.clock.runFor(20_000);
  await expect.poll(() => asked.chat.length).toBe(1);
});

/** The `zE` calls the page made (the stand-in snippet records them). */
const zendeskCalls = (page: Page) => page.evaluate(() => (window as unknown as { __zE?: string[] }).__zE ?? null);

test('a chat already there hides when the checkout moves on to the payment step in the page, and comes back when the shopper leaves it', async ({ page }) => {
  test.setTimeout(120_000);
  const asked = await standIns(page);
  await page.clock.install({ time: new Date('2026-11-28T10:00:00Z') });
  await withConsent(page, GRANTED);
  const checkout = new Checkout(page, SHOP);
  await checkout.cartWith(SOFA_SKU);
  await checkout.open();
  await page.clock.runFor(8_100);
  await expect.poll(() => asked.chat.length).toBe(1);
  await expect.poll(() => zendeskCalls(page)).toEqual([]);

  await checkout.fillContactInfo();
  await checkout.submitContactInfo();
  await checkout.deliveryType('Tulen ise järele').check();
  await page.getByRole('radio', { name: /Pealadu/ }).check();
  await checkout.submitShipping();
  await expect.poll(() => zendeskCalls(page)).toEqual(['messenger:hide', 'webWidget:hide']);

  // Back to the delivery step (history, no page load): the chat is shown again, not loaded twice.
  await page.goBack();
  await expect(page).toHaveURL(/step=shipping$/);
  await expect.poll(() => zendeskCalls(page)).toEqual(['messenger:hide', 'webWidget:hide', 'messenger:show', 'webWidget:show']);
  await page.goForward();
  await expect(page).toHaveURL(/step=payment$/);
  await expect.poll(() => zendeskCalls(page)).toHaveLength(6);
  expect((await zendeskCalls(page))!.slice(4)).toEqual(['messenger:hide', 'webWidget:hide']);
  expect(asked.chat).toHaveLength(1);
});

test('an odd GTM id or chat key is not configured: nothing loads and the page is served', async ({ page, request }) => {
  // The storefront above is configured; here only the checks in the browser are left: a footer id
  // of another shape (a cached page from another deployment, say) is ignored.
  const asked = await standIns(page);
  await withConsent(page, GRANTED);
  await page.route('**/kategooriad.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(`data-gtm-id="${GTM_ID}"`, 'data-gtm-id="GTM-&lt;x&gt;"').replace(`data-chat-key="${CHAT_KEY}"`, 'data-chat-key="bad key"');
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': response.headers()['content-security-policy']! }, body });
  });
  await page.clock.install({ time: new Date('2026-11-28T10:00:00Z') });
  await page.goto('/kategooriad.html');
  await page.waitForLoadState('load');
  await page.clock.runFor(10_000);
  expect(asked).toEqual({ gtm: [], chat: [] });
  expect((await request.get('/kategooriad.html')).status()).toBe(200);
});
