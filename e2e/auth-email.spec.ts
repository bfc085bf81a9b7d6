import { expect, test } from '@playwright/test';
import { registerAccount } from './fixtures/account';
import { Auth, freshEmail, JAAN, MARI } from './fixtures/auth';
import { Cart } from './fixtures/cart';
import { PRODUCTS } from './fixtures/catalogue';
import { Storefront } from './fixtures/storefront';

test('e-mail sign-in: the header shows the first letter; the token is only in the cookie, never in a JSON answer or the HTML', async ({ page }) => {
  const store = new Storefront(page);
  const auth = new Auth(page);
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await store.hydrated();
  await expect(auth.initial()).toBeHidden();
  await auth.open();
  await auth.signInWithEmail(MARI.email, MARI.password);
  await auth.expectSignedIn(MARI.initial);
  await expect(page.getByRole('status').getByText('Oled sisse logitud')).toBeVisible();

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vsf-customer')?.value;
  expect(token).toBeTruthy();
  expect(answers.length).toBeGreaterThan(2);
  for (const answer of answers) expect(answer).not.toContain(token!);

  // A reload: the server HTML carries nothing of the customer; the badge comes back from the browser.
  const response = await page.reload();
  const html = await response!.text();
  expect(html).not.toContain(token!);
  expect(html).not.toContain(MARI.email);
  expect(html).not.toContain('Maasikas');
  await expect(auth.initial()).toHaveText('M');
  expect(store.consoleErrors).toEqual([]);
});

test('sign-out from the account sidebar: token revoked, cookies and badge gone, the old token refused', async ({ page, request }) => {
  // A fresh account: signing out revokes every session of the customer (as Magento does), so
  // signing out a seeded account would sign it out in the journeys running beside this one.
  const customer = await registerAccount(request, 'Ülle');
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.signInWithEmail(customer.email, customer.password);
  await auth.expectSignedIn('Ü');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vsf-customer')!.value;
  await auth.accountButton().click();
  const account = page.getByRole('dialog', { name: 'Minu konto' });
  await account.getByRole('button', { name: 'Logi välja' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(auth.accountButton()).toHaveAccessibleName(/Logi sisse/);
  await expect(auth.initial()).toBeHidden();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('vsf-customer');
  expect(names).not.toContain('vsf-cart');
  // The revoked token no longer opens anything.
  const reply = await request.post('/api/magento/customer', { data: [], headers: { cookie: `vsf-customer=${token}` } });
  expect(reply.status()).toBe(401);
});

test('a wrong password reads the spec message and signs nobody in', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.signInWithEmail(JAAN.email, 'Vale-parool-1');
  await expect(auth.error()).toHaveText('E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'vsf-customer')).toBe(false);
  await expect(auth.sidebar()).toBeVisible();
});

test('the form checks the fields before sending: required and e-mail shape', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.form().getByText('Jätkamiseks täida see väli')).toHaveCount(2);
  await auth.form().getByLabel('E-post').fill('mari@');
  await auth.form().getByLabel('E-post').blur();
  await expect(auth.form().getByText('Palun sisesta korrektne e-posti aadress')).toBeVisible();
});

test('repeated failures lock the e-mail: Account temporarily disabled', async ({ page }) => {
  const auth = new Auth(page);
  const email = freshEmail('lukus');
  await page.goto('/');
  await auth.open();
  for (let attempt = 0; attempt < 8; attempt++) {
    await auth.signInWithEmail(email, `Vale-parool-${attempt}`);
    await expect(auth.error()).toBeVisible();
    if ((await auth.error().textContent()) === 'Konto on ajutiselt suletud') break;
  }
  await expect(auth.error()).toHaveText('Konto on ajutiselt suletud');
});

test('the guest cart joins the customer cart at sign-in (items appear)', async ({ page }) => {
  const cart = new Cart(page);
  const auth = new Auth(page);
  const { ceilingLamp } = PRODUCTS;
  await cart.openProduct(ceilingLamp.path);
  const name = ceilingLamp.name;
  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${name} ostukorvi.`)).toBeVisible();
  const guestCart = (await page.context().cookies()).find((cookie) => cookie.name === 'vsf-cart')?.value;
  await auth.open();
  await auth.signInWithEmail(JAAN.email, JAAN.password);
  await auth.expectSignedIn(JAAN.initial);
  const customerCart = (await page.context().cookies()).find((cookie) => cookie.name === 'vsf-cart')?.value;
  expect(customerCart).toBeTruthy();
  expect(customerCart).not.toBe(guestCart);
  await cart.openSidebar();
  await expect(cart.line(name)).toBeVisible();
});

test('an authorization error (a garbage token) signs out: warning, cookies gone, home', async ({ page, context }) => {
  const auth = new Auth(page);
  await page.goto('/kategooriad.html');
  await context.addCookies([{ name: 'vsf-customer', value: 'garbage-token', url: new URL('/', page.url()).toString() }]);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').getByText('Sul puudub ligipääs, palun logi sisse.')).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'vsf-customer')).toBe(false);
  await expect(auth.accountButton()).toHaveAccessibleName(/Logi sisse/);
});
