import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MARI, signIn } from './fixtures/account';

/*
 * /gdpr.html (customer.md §2, issue 9 point 3): a shopper on a phone (390 px) sends a GDPR
 * request and reads its reference number and the answer time; the type comes from `?gdpr=`;
 * the form shows its errors per field; a signed-in customer finds their names filled in.
 */

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function openForm(page: Page, path = '/gdpr.html') {
  await page.goto(path);
  await expect(page.locator('sf-island[data-island="gdpr-request"][data-hydrated]')).toBeAttached();
}

test.use({ viewport: { width: 390, height: 844 } });

test('a guest sends an erasure request and reads its reference and the answer time', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openForm(page, '/gdpr.html?gdpr=erasure');
  await expect(page.getByRole('heading', { level: 1, name: 'Isikuandmete päringud' })).toBeVisible();
  await expect(page.getByText('Ostuandmeid säilitame 7 aastat')).toBeVisible();
  await expect(page.getByText('Videovalve salvestisi säilitame 1 kuu.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kustutamine/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const email = `gdpr-${Date.now()}@example.ee`;
  await page.getByLabel('Eesnimi').fill('Mari');
  await page.getByLabel('Perekonnanimi').fill('Maasikas');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Sinu taotlus').fill('Palun kustutage minu konto andmed.');
  await page.getByRole('button', { name: 'Saada taotlus' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Sinu taotlus on kätte saadud' });
  await expect(sent).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sinu taotlus on kätte saadud' })).toBeFocused();
  await expect(sent).toContainText(/Viitenumber: GDPR-\d{6}/);
  await expect(sent).toContainText(`Vastame ühe kuu jooksul taotluse kättesaamisest. Saatsime kinnituse aadressile ${email}.`);
  const reference = (await sent.locator('.gdpr-sent__reference').textContent())!;
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The confirmation mail names the reference.
  const outbox = await (await request.get(`/__dev/backend/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox[0].subject).toBe(`Isikuandmete taotlus ${reference} on kätte saadud`);
  expect(errors).toEqual([]);
});

test('errors show under their fields; nothing is sent until they are fixed', async ({ page }) => {
  await openForm(page);
  await expect(page.getByRole('radio', { name: /Juurdepääs/ })).toBeChecked();
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/magento/createGdprRequest') && calls.push(r.url()));
  await page.getByLabel('E-post').fill('mari@');
  await page.getByLabel('Telefoninumber (vabatahtlik)').fill('12');
  await page.getByRole('button', { name: 'Saada taotlus' }).click();
  await expect(page.getByLabel('Eesnimi')).toBeFocused();
  await expect(page.getByLabel('Eesnimi')).toHaveAccessibleDescription('Jätkamiseks täida see väli');
  await expect(page.getByLabel('E-post')).toHaveAccessibleDescription('Palun sisesta korrektne e-posti aadress');
  await expect(page.getByLabel('Telefoninumber (vabatahtlik)')).toHaveAccessibleDescription('Vigane mobiilinumbri vorming');
  await expect(page.getByLabel('Sinu taotlus')).toHaveAccessibleDescription(/Jätkamiseks täida see väli/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(calls).toEqual([]);
});

test("a signed-in customer's names and e-mail are filled in by the form, not by the page", async ({ page }) => {
  await signIn(page, MARI);
  const html = await (await page.request.get('/gdpr.html')).text();
  expect(html).not.toContain(MARI.email);
  await openForm(page, '/gdpr.html?gdpr=rectification');
  await expect(page.getByLabel('Eesnimi')).toHaveValue(MARI.firstname);
  await expect(page.getByLabel('Perekonnanimi')).toHaveValue(MARI.lastname);
  await expect(page.getByLabel('E-post')).toHaveValue(MARI.email);
  await expect(page.getByRole('radio', { name: /Parandamine/ })).toBeChecked();
});
