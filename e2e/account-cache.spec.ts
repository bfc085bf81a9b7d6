import { expect, test } from '@playwright/test';
import { registerAccount, signIn } from './fixtures/account';

/*
 * Issue 8 point 10: after a signed-in session has visited the catalogue and content pages, the
 * same pages fetched by a guest (a fresh context: no cookies) carry none of that customer's data;
 * and every my-account answer is private, no-store.
 */

const PUBLIC_PAGES = ['/', '/c/diivanid.html', '/p/3/diivan-toompea-10002.html', '/kontaktid.html', '/info/tarne.html', '/search?term=diivan', '/kategooriad.html'];
const ACCOUNT_PAGES = ['/my-account/personal-data', '/my-account/shipping-details', '/my-account/password-change', '/my-account/order-history', '/my-account/subscriptions', '/my-account/gdpr-acceptance-details'];

test('a guest never gets a signed-in customer’s name, e-mail, token, cart id or initial from a cached page', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // 'Ž' as the first letter: the header's initial, a letter no page of the shop otherwise shows.
  const account = await registerAccount(request, 'Žanna');
  await signIn(page, account);
  const { email } = account;

  // The customer's cart: with a line, so its id is in the session.
  const cart = await page.request.post('/api/magento/customerCart', { data: [] });
  const cartId = (await cart.json()).data.cart.id as string;
  expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vsf-customer')?.value ?? '';
  expect(token.length).toBeGreaterThan(10);

  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    // Rendered for this visitor: `private, no-store`. An edge-cache hit (a page a guest had
    // already fetched) may answer the anonymous copy as public: then it must hold nothing of theirs.
    if (response?.headers()['cache-control'] !== 'private, no-store') {
      const body = await response!.text();
      expect(body, path).not.toContain(token);
      expect(body.toLowerCase(), path).not.toContain(email.toLowerCase());
    }
  }
  for (const path of ACCOUNT_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toBe('private, no-store');
    expect(await page.content(), path).not.toContain(token);
  }

  const guest = await browser.newContext();
  for (const path of PUBLIC_PAGES) {
    // Twice: the second answer is the edge HTML cache's copy when the page is cacheable.
    for (const round of [1, 2]) {
      const response = await guest.request.get(path);
      const body = await response.text();
      const label = `${path} (guest, ${round})`;
      expect(body, label).not.toContain('Žanna');
      expect(body, label).not.toContain('Ž');
      expect(body.toLowerCase(), label).not.toContain(email.toLowerCase());
      expect(body, label).not.toContain(token);
      expect(body, label).not.toContain(cartId);
    }
  }
  for (const path of ACCOUNT_PAGES) {
    const response = await guest.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/');
  }
  await guest.close();
});
