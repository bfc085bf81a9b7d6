import { expect, type Page, test } from '@playwright/test';
import { api, PaymentStepPage, prepareCart, SKUS } from './payment-fixtures';
import { shot } from './fixtures/shots';

/*
 * The payment step, placement and the pages after it (issue 7 §3 billing, §4, §5; customer.md
 * §3–5; storefront.md §3, §5), on desktop and on a 390 px phone, against the reference backend
 * and its simulated payment provider.
 */

const paymentShot = (page: Page, name: string) => shot(page, `payment-${name}`, { fullPage: true });

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`payment (${device.name})`, () => {
    test.use({ viewport: device.viewport });

    test('payment methods come in their groups and order; invoice places the order and /thank-you shows it', async ({ page, request, baseURL }) => {
      const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.diningChair, quantity: 2 }]);
      const step = new PaymentStepPage(page);
      await step.open(baseURL!, cart);

      const legends = await step.methods().locator('legend').allTextContents();
      expect(legends).toEqual(['Pangalingid', 'Kaardimakse', 'Järelmaks', 'Arve']);
      const banks = await step.group('Pangalingid').getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
      expect(banks).toEqual(['swedbank', 'seb', 'lhv', 'luminor', 'coop', 'citadele']);
      // Neither Apple Pay (no ApplePaySession here) nor Google Pay (not Android) is offered.
      await expect(step.method('Apple Pay')).toHaveCount(0);
      await expect(step.method('Google Pay')).toHaveCount(0);
      // The space before the euro sign is gone.
      await expect(step.method('Maksa 3 osas, intress 0€')).toBeVisible();
      // Billing is the delivery address by default.
      await expect(page.getByRole('checkbox', { name: 'Arveldusaadress on sama mis tarneaadress' })).toBeChecked();
      await paymentShot(page, `methods-${device.name}`);

      await step.method('Arve').check();
      await step.acceptConsents();
      await step.placeButton().click();
      await page.waitForURL('**/thank-you');
      const heading = page.getByRole('heading', { level: 1, name: 'Täname tellimuse eest!' });
      await expect(heading).toBeVisible();
      const number = (await page.locator('.thank-you__number strong').textContent())!;
      expect(number).toMatch(/^\d{9}$/);
      await expect(page.getByText('Söögitool Kaisa')).toBeVisible();
      await expect(page.locator('.order-details__facts')).toContainText('Arve');
      await paymentShot(page, `thank-you-${device.name}`);

      // The cart is cleared: cookie gone, checkout data fresh.
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'vsf-cart')).toBeUndefined();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vsf-checkout') ?? '{}') as { contactInfo?: { email?: string } });
      expect(stored.contactInfo?.email).toBe('');
      // A reload shows the same order again and places nothing.
      await page.reload();
      await expect(page.locator('.thank-you__number strong')).toHaveText(number);
      const order = await api<{ order: { number: string; status: string } }>(request, baseURL!, 'guestOrderByToken', [
        { token: await page.evaluate(() => (JSON.parse(localStorage.getItem('lastPlacedOrder')!) as { token: string }).token) },
      ]);
      expect(order.order.number).toBe(number);
    });

    test('company purchase: every validation message for a bad registry code, VAT number and company name', async ({ page, request, baseURL }) => {
      const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.mattress, quantity: 1 }]);
      const step = new PaymentStepPage(page);
      await step.open(baseURL!, cart);
      await page.getByRole('checkbox', { name: 'Ostan ettevõttena' }).check();

      const name = step.field('Ettevõtte nimi');
      const code = step.field('Registrikood');
      const vat = step.field('KMKR number');
      const cases: [typeof name, string, string, string][] = [
        [code, 'Registrikood', '', 'Jätkamiseks täida see väli'],
        [code, 'Registrikood', '1234abcd', 'Väli võib sisaldada ainult numbreid'],
        [code, 'Registrikood', '1234567', 'Registrikood peab koosnema 8 numbrist'],
        [code, 'Registrikood', '10060702', 'Kontrolli registrikoodi'],
        [vat, 'KMKR number', 'EE12345678', 'Number peab olema kujul EE123456789'],
        [vat, 'KMKR number', 'ee100931558', 'Number peab olema kujul EE123456789'],
        [vat, 'KMKR number', 'EE100931559', 'Kontrolli KMKR numbrit'],
        [name, 'Ettevõtte nimi', '', 'Jätkamiseks täida see väli'],
        [name, 'Ettevõtte nimi', 'Mööbel & Co', 'Lubatud on ainult tähed, numbrid ja tühikud'],
      ];
      for (const [input, label, value, message] of cases) {
        await input.fill(value);
        await input.blur();
        expect(await step.errorOf(label), `${label} = "${value}"`).toBe(message);
      }
      // Valid values clear the messages.
      await name.fill('Mööbel-Disain OÜ');
      await name.blur();
      await code.fill('10060701');
      await code.blur();
      await vat.fill('EE100931558');
      await vat.blur();
      for (const label of ['Ettevõtte nimi', 'Registrikood', 'KMKR number']) expect(await step.errorOf(label)).toBeNull();
      await paymentShot(page, `company-${device.name}`);

      // The company reaches the order's billing address.
      await step.method('Arve').check();
      await step.acceptConsents();
      await step.placeButton().click();
      await page.waitForURL('**/thank-you');
      await expect(page.locator('.order-details__addresses')).toContainText('Mööbel-Disain OÜ');
      await expect(page.locator('.order-details__addresses')).toContainText('EE100931558');
    });

    test('a billing address of its own: street lines 1–4, and the order carries it', async ({ page, request, baseURL }) => {
      const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.diningChair, quantity: 1 }]);
      const step = new PaymentStepPage(page);
      await step.open(baseURL!, cart);
      await page.getByRole('checkbox', { name: 'Arveldusaadress on sama mis tarneaadress' }).uncheck();
      await expect(page.getByRole('group', { name: 'Arveldusaadress' }).getByText('Riik: Eesti')).toBeVisible();
      await step.method('Arve').check();
      await step.acceptConsents();
      await step.placeButton().click();
      // Required fields say so, and nothing is placed.
      expect(await step.errorOf('Tänav ja maja number')).toBe('Jätkamiseks täida see väli');
      expect(await step.errorOf('Postiindeks')).toBe('Jätkamiseks täida see väli');
      await expect(step.field('Tänav ja maja number')).toBeFocused();

      await step.field('Tänav ja maja number').fill('Kase 3');
      await step.field('Korter').fill('5');
      await step.field('Linnaosa või küla').fill('Annelinn');
      await step.field('Aadressi lisainfo').fill('uksekood 12');
      await step.field('Linn').fill('Tartu');
      await step.field('Postiindeks').fill('501');
      await step.field('Postiindeks').blur();
      expect(await step.errorOf('Postiindeks')).toBe('Postiindeks peab koosnema täpselt 5 numbrist');
      await step.field('Postiindeks').fill('50101');
      // What was typed survives a reload.
      await page.reload();
      await expect(step.field('Korter')).toHaveValue('5');
      await step.method('Arve').check();
      await step.acceptConsents();
      await step.placeButton().click();
      await page.waitForURL('**/thank-you');
      await expect(page.locator('.order-details__addresses')).toContainText('Kase 3, 5, Annelinn, uksekood 12');
    });

    test('a bank link: provider page, Pay, and back on /thank-you with the paid order', async ({ page, request, baseURL }) => {
      const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.chestOfDrawers, quantity: 1 }]);
      const step = new PaymentStepPage(page);
      await step.open(baseURL!, cart);
      await step.method('Swedbank').check();
      await step.acceptConsents();
      await step.placeButton().click();
      await page.waitForURL('**/payment/**');
      await paymentShot(page, `provider-${device.name}`);
      await page.getByRole('button', { name: /^Maksa / }).click();
      await page.waitForURL('**/thank-you');
      await expect(page.getByRole('heading', { level: 1, name: 'Täname tellimuse eest!' })).toBeVisible();
      await expect(page.locator('.order-details__facts')).toContainText('Töötlemisel');
      await expect(page.getByText('Kummut Tartu')).toBeVisible();
    });

    for (const choice of [
      { button: /Katkesta makse/, name: 'Cancel' },
      { button: /Pank keeldub/, name: 'Decline' },
    ]) {
      test(`a bank link, ${choice.name} on the provider page: back on /payment-fail with the notice and the cart restored`, async ({ page, request, baseURL }) => {
          const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.diningChair, quantity: 3 }]);
        const step = new PaymentStepPage(page);
        await step.open(baseURL!, cart);
        await step.method('SEB').check();
        await step.acceptConsents();
        await step.placeButton().click();
        await page.waitForURL('**/payment/**');
        await page.getByRole('button', { name: choice.button }).click();
        await page.waitForURL('**/payment-fail');
        await expect(page.getByRole('heading', { level: 1, name: 'Makse ebaõnnestus' })).toBeVisible();
        await expect(page.getByText('Makse ebaõnnestus, sinu ostukorv on taastatud')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Tagasi kassasse' })).toHaveAttribute('href', '/checkout');
        await paymentShot(page, `payment-fail-${choice.name.toLowerCase()}-${device.name}`);
        // The cart is the shopper's again, with its items, and can be checked out.
        expect((await page.context().cookies()).find((c) => c.name === 'vsf-cart')?.value).toBe(cart.cartId);
        const restored = await api<{ cart: { total_quantity: number } }>(request, baseURL!, 'cart', [cart.cartId]);
        expect(restored.cart.total_quantity).toBe(3);
        // Back in the checkout, its summary is the restored cart's (3 × 79,99 €).
        await page.getByRole('link', { name: 'Tagasi kassasse' }).click();
        await expect(page.getByRole('complementary', { name: 'Tellimuse kokkuvõte' })).toContainText('239,97');
      });
    }

    test('a double click on place creates one order', async ({ page, request, baseURL }) => {
      const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.diningChair, quantity: 1 }]);
      const step = new PaymentStepPage(page);
      await step.open(baseURL!, cart);
      await step.method('Arve').check();
      await step.acceptConsents();
      const placements: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/magento/placeOrder')) placements.push(r.url());
      });
      await step.placeButton().dblclick();
      await page.waitForURL('**/thank-you');
      await expect(page.locator('.thank-you__number strong')).toHaveText(/^\d{9}$/);
      expect(placements).toHaveLength(1);
    });
  });
}

test('consents and a payment method are required before anything is placed', async ({ page, request, baseURL }) => {
  const cart = await prepareCart(request, baseURL!, [{ sku: SKUS.diningChair, quantity: 1 }]);
  const step = new PaymentStepPage(page);
  await step.open(baseURL!, cart);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/magento/')) calls.push(r.url());
  });
  await step.placeButton().click();
  await expect(page.getByText('Vali makseviis')).toBeVisible();
  await expect(page.getByText('Jätkamiseks pead nõustuma')).toHaveCount(2);
  expect(calls).toEqual([]);
});
