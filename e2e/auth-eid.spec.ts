import { expect, test } from '@playwright/test';
import { AccountBackend, Auth, freshEmail, JAAN, MARI } from './fixtures/auth';

/**
 * Smart-ID, Mobile-ID and ID-card sign-in against the reference backend's demo identity provider
 * (SK's demo identities, issue 8 point 2): the 4-digit code, the 1 s status poll and each outcome.
 */

test('Smart-ID: the code shows, the poll succeeds, 40504040001 has two accounts and the personal one is chosen', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Smart-ID').click();
  await expect(auth.method('Smart-ID')).toHaveAttribute('aria-pressed', 'true');
  await auth.form().getByLabel(/^Isikukood/).fill(MARI.idNumber);
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.verificationCode()).toHaveText(/^\d{4}$/);
  const choice = auth.sidebar().getByRole('button', { name: /Eraisiku konto/ });
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await expect(auth.sidebar().getByRole('button', { name: /Ärikonto: Puitmeister OÜ/ })).toBeVisible();
  await choice.click();
  await auth.expectSignedIn(MARI.initial);
});

test('Smart-ID: the identity number is checked before anything is sent', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Smart-ID').click();
  await auth.form().getByLabel(/^Isikukood/).fill('40504040002');
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.form().getByText('Kontrolli oma isikukoodi')).toBeVisible();
  await expect(auth.verificationCode()).toHaveCount(0);
});

test('Smart-ID: a refusal on the phone reads its message; changing the method clears it', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Smart-ID').click();
  await auth.form().getByLabel(/^Isikukood/).fill('30403039917');
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.verificationCode()).toBeVisible();
  await expect(auth.error()).toHaveText('Sisselogimine katkestati sinu seadmes', { timeout: 15_000 });
  await auth.method('Mobiil-ID').click();
  await expect(auth.sidebar().getByRole('alert')).toHaveCount(0);
});

test('Smart-ID: no answer from the phone times out with its message', async ({ page }) => {
  test.setTimeout(45_000);
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Smart-ID').click();
  await auth.form().getByLabel(/^Isikukood/).fill('30403039983');
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.verificationCode()).toBeVisible();
  await expect(auth.error()).toHaveText('Sisselogimise aeg sai läbi. Palun proovi uuesti', { timeout: 25_000 });
});

test('Mobile-ID: +37268000769 signs Jaan Tamm straight in', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Mobiil-ID').click();
  await auth.form().getByLabel(/^Mobiilinumber/).fill(JAAN.phone);
  await auth.form().getByLabel(/^Isikukood/).fill(JAAN.idNumber);
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.verificationCode()).toHaveText(/^\d{4}$/);
  await auth.expectSignedIn(JAAN.initial);
});

test('Mobile-ID: Cancel while waiting stops the sign-in; a later confirmation signs nobody in', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Mobiil-ID').click();
  await auth.form().getByLabel(/^Mobiilinumber/).fill(JAAN.phone);
  await auth.form().getByLabel(/^Isikukood/).fill(JAAN.idNumber);
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.verificationCode()).toHaveText(/^\d{4}$/);
  await auth.sidebar().getByRole('button', { name: 'Tühista' }).click();
  await expect(auth.verificationCode()).toHaveCount(0);
  await expect(auth.form().getByLabel(/^Mobiilinumber/)).toBeVisible();
  // The demo provider confirms after 2.5 s: nothing may happen when it does.
  await page.waitForTimeout(4000);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'vsf-customer')).toBe(false);
  await expect(auth.form().getByRole('button', { name: 'Logi sisse' })).toBeEnabled();
});

test('Mobile-ID: cancelled on the phone reads its message', async ({ page }) => {
  const auth = new Auth(page);
  await page.goto('/');
  await auth.open();
  await auth.method('Mobiil-ID').click();
  await auth.form().getByLabel(/^Mobiilinumber/).fill('+37201100266');
  await auth.form().getByLabel(/^Isikukood/).fill('60001019950');
  await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
  await expect(auth.error()).toHaveText('Sisselogimine katkestati sinu seadmes', { timeout: 15_000 });
});

test('Smart-ID without an account: pre-register with the person prefilled, then signed in', async ({ page, request }) => {
  const auth = new Auth(page);
  const backend = new AccountBackend(request);
  await backend.confirmationRequired(false);
  try {
    await page.goto('/');
    await auth.open();
    await auth.method('Smart-ID').click();
    await auth.form().getByLabel(/^Isikukood/).fill('50001029996');
    await auth.form().getByRole('button', { name: 'Logi sisse' }).click();
    await expect(auth.sidebar().getByRole('heading', { name: 'Lõpeta registreerumine' })).toBeVisible({ timeout: 15_000 });
    await expect(auth.form().getByLabel(/^Eesnimi/)).toHaveValue('OK');
    await expect(auth.form().getByLabel(/^Perekonnanimi/)).toHaveValue('TESTNUMBER');
    await expect(auth.form().getByText('50001029996')).toBeVisible();
    await auth.form().getByLabel(/^E-post/).fill(freshEmail('smart-id'));
    await auth.form().getByLabel(/Nõustun müügitingimustega/).check();
    await auth.form().getByLabel(/Nõustun oma isikuandmete töötlemisega/).check();
    await auth.form().getByRole('button', { name: 'Loo konto' }).click();
    await auth.expectSignedIn('O');
  } finally {
    await backend.confirmationRequired(true);
  }
});

test('ID-card: a card return link made in another browser (login CSRF) signs no one in', async ({ page, browser, baseURL }) => {
  // The attacker reads their own card in their own browser and stops at the return link.
  const attacker = await browser.newContext({ baseURL });
  const theirs = await attacker.newPage();
  await theirs.goto('/id-card-auth?return=/');
  await theirs.route(/[?&]id_card=1&token=/, (route) => route.abort());
  const returned = theirs.waitForRequest(/[?&]id_card=1&token=/);
  await theirs.getByRole('button', { name: /JAAN TAMM/ }).click();
  const link = new URL((await returned).url());
  await attacker.close();

  const auth = new Auth(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(auth.error()).toContainText('ID-kaardiga tuvastamine ebaõnnestus');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined();
});

test('ID-card: offered on a desktop only', async ({ page }) => {
  const auth = new Auth(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await auth.open();
  await expect(auth.method('Smart-ID')).toBeVisible();
  await expect(auth.method('ID-kaart')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(auth.method('ID-kaart')).toBeVisible();
});

test('ID-card: the card page returns with a token and Jaan is signed in; a cancelled read reads the card message', async ({ page }) => {
  const auth = new Auth(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kategooriad.html');
  await auth.open();
  await auth.method('ID-kaart').click();
  await auth.sidebar().getByRole('button', { name: 'Logi sisse ID-kaardiga' }).click();
  await expect(page.getByRole('heading', { name: 'Vali ID-kaart' })).toBeVisible();
  await page.getByRole('button', { name: /JAAN TAMM/ }).click();
  await expect(page).toHaveURL(/\/kategooriad\.html$/);
  await auth.expectSignedIn(JAAN.initial);

  await page.context().clearCookies();
  await page.goto('/');
  await auth.open();
  await auth.method('ID-kaart').click();
  await auth.sidebar().getByRole('button', { name: 'Logi sisse ID-kaardiga' }).click();
  await page.getByRole('button', { name: 'Katkesta' }).click();
  await expect(auth.error()).toContainText('ID-kaardiga tuvastamine ebaõnnestus');
  await expect(auth.error()).toContainText('kaardilugeja');
});
