import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AccountBackend, Auth, freshEmail } from './fixtures/auth';
import { Storefront } from './fixtures/storefront';
import { shot } from './fixtures/shots';

/**
 * Registration (personal with and without account confirmation, business), the confirmation and
 * password reset links through the development outbox, and the sidebar's accessibility. Each
 * test registers its own account (specs share one database per run).
 */

const PASSWORD = 'Kapp-Laud-2026';

async function fillPersonal(auth: Auth, email: string, password = PASSWORD) {
  const form = auth.form();
  await form.getByLabel(/^Eesnimi/).fill('Liis');
  await form.getByLabel(/^Perekonnanimi/).fill('Lepik');
  await form.getByLabel(/^E-post/).fill(email);
  await form.getByLabel(/^Parool/).fill(password);
  await form.getByLabel(/^Korda parooli/).fill(password);
  await form.getByLabel(/Nõustun müügitingimustega/).check();
  await form.getByLabel(/Nõustun oma isikuandmete töötlemisega/).check();
}

async function openRegistration(page: Page, auth: Auth) {
  await page.goto('/');
  await auth.open();
  await auth.switchTo('Registreeru');
  await expect(auth.sidebar().getByRole('group', { name: 'Konto tüüp' })).toBeVisible();
}

test('personal registration with confirmation: the persistent notice, the e-mail link confirms with a press, then sign-in', async ({ page, request }) => {
  const auth = new Auth(page);
  const backend = new AccountBackend(request);
  await backend.confirmationRequired(true);
  const email = freshEmail('kinnita');
  await openRegistration(page, auth);
  await fillPersonal(auth, email);
  await auth.form().getByRole('button', { name: 'Loo konto' }).click();

  const notice = page.locator('.notification').filter({ hasText: 'Registreerimise kinnitus' });
  await expect(notice).toContainText('Pead oma konto kinnitama. Kinnituslingi leiad oma e-postist.');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'vsf-customer')).toBe(false);
  await page.waitForTimeout(5500);
  await expect(notice).toBeVisible(); // persistent, unlike the 5 s toasts

  const mail = await backend.mailTo(email);
  const link = mail.links.find((href) => href.includes('/confirm-account'));
  expect(link).toBeTruthy();
  const opened = await page.goto(link!);
  expect(opened?.headers()['x-robots-tag'] ?? (await page.locator('meta[name="robots"]').getAttribute('content'))).toContain('noindex');
  // Opening the link confirms nothing by itself; the button does (a POST).
  await page.getByRole('button', { name: 'Kinnita konto' }).click();
  await expect(page.getByText('Sinu konto on kinnitatud. Nüüd saad sisse logida.')).toBeVisible();
  await expect(auth.sidebar()).toBeVisible();
  await expect(auth.form().getByLabel('E-post')).toHaveValue(email);
  await auth.form().getByLabel(/^Parool/).fill(PASSWORD);
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await auth.expectSignedIn('L');
});

test('personal registration without confirmation signs in at once; the password rules and meter guide the form', async ({ page, request }) => {
  const auth = new Auth(page);
  const backend = new AccountBackend(request);
  await backend.confirmationRequired(false);
  try {
    await openRegistration(page, auth);
    await fillPersonal(auth, freshEmail('kohe'), 'lühike');
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await expect(auth.form().getByText('Parool peab sisaldama vähemalt 8 tähemärki')).toBeVisible();
    await auth.form().getByLabel(/^Parool/).fill('pikkparool');
    await expect(auth.form().getByText('Parooli tugevus: Nõrk')).toBeVisible();
    await auth.form().getByLabel(/^Parool/).fill(PASSWORD);
    await expect(auth.form().getByText('Parooli tugevus: Väga tugev')).toBeVisible();
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await expect(auth.form().getByText('Paroolid ei ühti')).toBeVisible();
    await auth.form().getByLabel(/^Korda parooli/).fill(PASSWORD);
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await auth.expectSignedIn('L');
  } finally {
    await backend.confirmationRequired(true);
  }
});

test('a registration with an e-mail already in use reads the spec message', async ({ page }) => {
  const auth = new Auth(page);
  await openRegistration(page, auth);
  await fillPersonal(auth, 'mari.maasikas@example.ee');
  await auth.form().getByRole('button', { name: 'Loo konto' }).click();
  await expect(auth.error()).toHaveText('Sama e-posti aadressiga klient on juba olemas');
});

test('business registration: required fields, registry code and VAT check digits, then signed in', async ({ page, request }) => {
  const auth = new Auth(page);
  const backend = new AccountBackend(request);
  await backend.confirmationRequired(false);
  try {
    await openRegistration(page, auth);
    await auth.sidebar().getByLabel('Ettevõte').check();
    const form = auth.form();
    await form.getByRole('button', { name: 'Loo konto' }).click();
    await expect(form.getByText('Jätkamiseks täida see väli').first()).toBeVisible();
    await expect(form.getByLabel(/^Ettevõtte nimi/)).toBeFocused();
    await form.getByLabel(/^Ettevõtte nimi/).fill('Tammepuu OÜ');
    await form.getByLabel(/^Registrikood/).fill('12345679');
    await form.getByLabel(/^Registrikood/).blur();
    await expect(form.getByText('Kontrolli registrikoodi')).toBeVisible();
    await form.getByLabel(/^Registrikood/).fill('10060701');
    await form.getByLabel(/^KMKR number/).fill('EE100931559');
    await form.getByLabel(/^KMKR number/).blur();
    await expect(form.getByText('Kontrolli KMKR numbrit')).toBeVisible();
    await form.getByLabel(/^KMKR number/).fill('EE100931558');
    await form.getByLabel(/^Ettevõtte e-post/).fill(freshEmail('arved'));
    await form.getByLabel(/^Ettevõtte telefon/).fill('+37255512345');
    await form.getByLabel(/^Tänav ja maja number/).fill('Puidu 5');
    await form.getByLabel(/^Linn/).fill('Tartu');
    await form.getByLabel(/^Maakond/).fill('Tartu maakond');
    await form.getByLabel(/^Postiindeks/).fill('50101');
    await form.getByLabel(/^Eesnimi/).fill('Toomas');
    await form.getByLabel(/^Perekonnanimi/).fill('Tamm');
    await form.getByLabel(/^E-post/).fill(freshEmail('toomas'));
    await form.getByLabel(/^Parool/).fill(PASSWORD);
    await form.getByLabel(/^Korda parooli/).fill(PASSWORD);
    await form.getByLabel(/Nõustun müügitingimustega/).check();
    await form.getByLabel(/Nõustun oma isikuandmete töötlemisega/).check();
    await form.getByRole('button', { name: 'Loo konto' }).click();
    await auth.expectSignedIn('T');
  } finally {
    await backend.confirmationRequired(true);
  }
});

test('password reset through the e-mail link: new password works, the link works once', async ({ page, request, browser }) => {
  const auth = new Auth(page);
  const backend = new AccountBackend(request);
  const email = freshEmail('unustas');
  await backend.confirmationRequired(false);
  try {
    await openRegistration(page, auth);
    await fillPersonal(auth, email);
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await auth.expectSignedIn('L');
  } finally {
    await backend.confirmationRequired(true);
  }
  const guest = await browser.newPage();
  const guestAuth = new Auth(guest);
  await guest.goto('/');
  await guestAuth.open();
  await guestAuth.sidebar().getByRole('button', { name: 'Unustasid parooli?' }).click();
  await guestAuth.form().getByLabel(/^E-post/).fill(email);
  await guestAuth.form().getByRole('button', { name: 'Saada link' }).click();
  await expect(guestAuth.sidebar().getByRole('status')).toHaveText('Saatsime sulle e-kirja lingiga uue parooli määramiseks');

  const mail = await backend.mailTo(email);
  const link = mail.links.find((href) => href.includes('/reset-password'));
  expect(link).toBeTruthy();
  await guest.goto(link!);
  await expect(guestAuth.sidebar().getByRole('heading', { name: 'Määra uus parool' })).toBeVisible();
  await expect(guest).not.toHaveURL(/token=/); // the token leaves the address bar
  const newPassword = 'Uus-Parool-2026';
  await guestAuth.form().getByLabel(/^Uus parool/).fill(newPassword);
  await guestAuth.form().getByLabel(/^Korda parooli/).fill(newPassword);
  await guestAuth.form().getByRole('button', { name: 'Salvesta parool' }).click();
  await expect(guestAuth.sidebar().getByRole('status')).toHaveText('Parool on muudetud');
  await guestAuth.form().getByLabel(/^Parool/).fill(newPassword);
  await guestAuth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await guestAuth.expectSignedIn('L');

  // The same link a second time: refused.
  const again = await browser.newPage();
  const againAuth = new Auth(again);
  await again.goto(link!);
  await againAuth.form().getByLabel(/^Uus parool/).fill('Teine-Parool-2026');
  await againAuth.form().getByLabel(/^Korda parooli/).fill('Teine-Parool-2026');
  await againAuth.form().getByRole('button', { name: 'Salvesta parool' }).click();
  await expect(againAuth.error()).toHaveText('E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti');
});

test('reset request for an unknown e-mail: E-mail address is incorrect; modal=request-reset-password opens that mode', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/?modal=request-reset-password');
  await expect(auth.sidebar().getByRole('heading', { name: 'Parooli lähtestamine' })).toBeVisible();
  await auth.form().getByLabel(/^E-post/).fill(freshEmail('tundmatu'));
  await auth.form().getByRole('button', { name: 'Saada link' }).click();
  await expect(auth.error()).toHaveText('E-posti aadress on vale');
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1350, height: 900 },
]) {
  test(`the sidebar on a ${viewport.name}: no axe violations in login and register modes, focus kept inside, Escape closes`, async ({ page }) => {
    const store = new Storefront(page);
    const auth = new Auth(page);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await store.hydrated();
    await auth.open();
    await shot(page, `auth-login-${viewport.name}`);
    const login = await new AxeBuilder({ page }).include('#auth-sidebar').analyze();
    expect(login.violations).toEqual([]);
    await auth.switchTo('Registreeru');
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await shot(page, `auth-register-${viewport.name}`, { fullPage: true });
    const register = await new AxeBuilder({ page }).include('#auth-sidebar').analyze();
    expect(register.violations).toEqual([]);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#auth-sidebar') !== null)).toBe(true);
    const sideways = await page.evaluate(() => document.getElementById('auth-sidebar')!.scrollWidth - document.getElementById('auth-sidebar')!.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(auth.sidebar()).toBeHidden();
    expect(store.consoleErrors).toEqual([]);
  });
}
