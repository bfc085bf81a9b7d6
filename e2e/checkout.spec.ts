import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Checkout, LAMP_SKU, SOFA_SKU } from './fixtures/checkout';
import { nuHtmlErrors, sidewaysOverflow } from './fixtures/quality';
import { shot } from './fixtures/shots';

/**
 * The checkout (issue 7 §3; storefront.md §3–5, §9) as a shopper uses it, on a desktop and on a
 * 390 px phone: contact info with every §5 message, each delivery type, the address search,
 * reload in the middle, the empty cart, and the quality gates (axe, Nu HTML, no sideways scroll).
 */

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`checkout (${name})`, () => {
    test.use({ viewport });

    test('contact info: every validation message for a bad value, tied to its field, as the shopper leaves it and on submit', async ({ page, baseURL }) => {
      const checkout = new Checkout(page, baseURL!);
      await checkout.cartWith(SOFA_SKU);
      await checkout.open();
      await expect(checkout.stepHeading('Kontaktandmed')).toBeVisible();

      // Submit with nothing filled: every field says what is missing, the first one gets focus.
      await page.getByRole('button', { name: 'Jätka tarnega' }).click();
      for (const label of ['E-post', 'Eesnimi', 'Perekonnanimi', 'Telefoninumber']) {
        expect(await checkout.errorOf(label), label).toBe('Jätkamiseks täida see väli');
      }
      await expect(checkout.field('E-post')).toBeFocused();
      await expect(page).toHaveURL(/\/checkout$/);

      // Leaving a field with a bad value.
      const cases: Array<[string, string, string]> = [
        ['E-post', 'mari@', 'Palun sisesta korrektne e-posti aadress'],
        ['E-post', `${'m'.repeat(250)}@example.ee`, 'Väli võib sisaldada kuni 254 tähemärki'],
        ['Eesnimi', 'x'.repeat(256), 'Väli võib sisaldada kuni 255 tähemärki'],
        ['Perekonnanimi', 'y'.repeat(256), 'Väli võib sisaldada kuni 255 tähemärki'],
        ['Telefoninumber', '12', 'Vigane mobiilinumbri vorming'],
        ['Telefoninumber', '+372 5x12 3456', 'Vigane mobiilinumbri vorming'],
        ['Telefoninumber', '+37251', 'Vigane mobiilinumbri vorming'],
      ];
      for (const [label, value, message] of cases) {
        await checkout.field(label).fill(value);
        await checkout.field(label).blur();
        expect(await checkout.errorOf(label), `${label} = ${value}`).toBe(message);
      }

      // Correcting a field clears its message as the shopper types.
      await checkout.fillContactInfo();
      for (const label of ['E-post', 'Eesnimi', 'Perekonnanimi', 'Telefoninumber']) expect(await checkout.errorOf(label), label).toBeNull();
      await checkout.submitContactInfo();
      await expect(checkout.stepHeading('Kontaktandmed').locator('..').getByRole('link', { name: /Muuda/ })).toBeVisible();
      await expect(page.getByText('mari@example.ee')).toBeVisible();
      await checkout.screenshot(`contact-done-${name}`);
    });

    test('pickup in a store: the four stores with opening hours, free, on to payment', async ({ page, baseURL }) => {
      const checkout = new Checkout(page, baseURL!);
      await checkout.cartWith(SOFA_SKU);
      await checkout.open();
      await checkout.fillContactInfo();
      await checkout.submitContactInfo();

      await checkout.deliveryType('Tulen ise järele').check();
      const stores = page.getByRole('group', { name: 'Vali kauplus' }).getByRole('radio');
      await expect(stores).toHaveCount(4);
      await expect(page.getByText('Avatud: E–L 10–20, P 10–19').first()).toBeVisible();
      await page.getByRole('radio', { name: /Pealadu/ }).check();
      await expect(page.locator('.delivery-card--selected .delivery-card__price')).toHaveText('Tasuta');
      await checkout.screenshot(`pickup-${name}`);
      await checkout.submitShipping();
      await expect(page.getByText(/Tulen ise järele · Tasuta/)).toBeVisible();
      await expect(checkout.summary().getByText('Kauplusest või laost')).toBeVisible();
    });

    test('parcel machine: a searchable list of two networks; a sofa does not fit, a lamp does', async ({ page, baseURL }) => {
      const checkout = new Checkout(page, baseURL!);
      await checkout.cartWith(LAMP_SKU);
      await checkout.open();
      await checkout.fillContactInfo();
      await checkout.submitContactInfo();

      await checkout.deliveryType('Pakiautomaat').check();
      const machines = page.getByRole('group', { name: 'Vali pakiautomaat' }).getByRole('radio');
      await expect(machines.first()).toBeVisible();
      await expect(page.getByText(/^Omniva/).first()).toBeVisible();
      await expect(page.getByText(/^SmartPost/).first()).toBeVisible();
      const all = await machines.count();
      await checkout.field('Otsi pakiautomaati').fill('Tartu');
      await expect.poll(() => machines.count()).toBeLessThan(all);
      await expect(page.getByRole('radio', { name: /Tartu Lõunakeskuse pakiautomaat/ })).toBeVisible();
      await page.getByRole('radio', { name: /Tartu Lõunakeskuse pakiautomaat/ }).check();
      await expect(page.locator('.delivery-card--selected .delivery-card__price')).toHaveText(/€|Tasuta/);
      await checkout.screenshot(`parcel-${name}`);
      await checkout.submitShipping();
      await expect(page.getByText(/^Pakiautomaat ·/)).toBeVisible();

      // Another cart, with a sofa: contact info is sent to it again, and the machine says why not.
      await checkout.cartWith(SOFA_SKU);
      await checkout.open('/checkout?step=shipping');
      await expect(page).toHaveURL(/\/checkout$/);
      await checkout.submitContactInfo();
      await checkout.deliveryType('Pakiautomaat').check();
      // Another machine than the one stored for the lamp's cart: picking it sets it on this cart.
      await page.getByRole('radio', { name: /Tartu Kaubamaja pakiautomaat/ }).check();
      await expect(page.getByRole('alert').filter({ hasText: 'Tooted ei mahu pakiautomaati' })).toBeVisible();
      await expect(page.locator('.delivery-card--selected .delivery-card__price')).toHaveText('Pole saadaval');
      await page.getByRole('button', { name: 'Jätka maksmisega' }).click();
      await expect(page).toHaveURL(/step=shipping$/);
    });

    test('home delivery: the address must be picked from the search results; assembly is priced into the total', async ({ page, baseURL }) => {
      const checkout = new Checkout(page, baseURL!);
      await checkout.cartWith(SOFA_SKU);
      await checkout.open();
      await checkout.fillContactInfo();
      await checkout.submitContactInfo();

      await checkout.deliveryType('Kojuvedu').check();
      // The country, from the backend's country(id: "EE") (issue 17 item 11): said, not asked.
      await expect(page.getByText('Riik: Eesti')).toBeVisible();
      // Typed but not picked: refused with the §5 message, on leaving the field and on submit.
      await checkout.field('Tarneaadress').fill('Pärnu mnt 10');
      await expect(page.getByRole('radio', { name: 'Pärnu mnt 10, Kesklinna linnaosa, Tallinn, 10141', exact: true })).toBeVisible();
      await checkout.field('Tarneaadress').fill('Pärnu mnt 10 kuskil');
      await page.getByRole('button', { name: 'Jätka maksmisega' }).click();
      expect(await checkout.errorOf('Tarneaadress')).toBe('Vali nimekirjast konkreetne aadress koos tänava ja majanumbriga');
      await expect(page).toHaveURL(/step=shipping$/);

      await checkout.pickAddress('Pärnu mnt 10', 'Pärnu mnt 10-3, Kesklinna linnaosa, Tallinn, 10141');
      expect(await checkout.errorOf('Tarneaadress')).toBeNull();
      const total = checkout.summary().locator('.order-summary__grand-total dd');
      const before = await total.innerText();
      await page.getByRole('checkbox', { name: /Mööbli kokkupanek/ }).check();
      await expect(checkout.summary().getByText('Mööbli kokkupanek')).toBeVisible();
      await expect(total).not.toHaveText(before);
      await checkout.screenshot(`home-${name}`);
      await checkout.submitShipping();
      await expect(page.getByText('Pärnu mnt 10-3, Tallinn, 10141, Eesti')).toBeVisible();
    });

    test('courier: an island address is refused with the reason and what to do; another recipient is validated', async ({ page, baseURL }) => {
      const checkout = new Checkout(page, baseURL!);
      await checkout.cartWith(SOFA_SKU);
      await checkout.open();
      await checkout.fillContactInfo();
      await checkout.submitContactInfo();

      await checkout.deliveryType('Kuller').check();
      await checkout.pickAddress('Tallinna tn 2, Kuressaare', 'Tallinna tn 2, Kuressaare, 93819');
      await expect(page.getByRole('alert').filter({ hasText: 'Valitud vedaja sellele aadressile ei toimeta. Vali teine tarneviis või muuda aadressi' })).toBeVisible();
      await page.getByRole('button', { name: 'Jätka maksmisega' }).click();
      await expect(page).toHaveURL(/step=shipping$/);
      await checkout.screenshot(`courier-island-${name}`);

      // Another address, someone else receives it.
      await checkout.pickAddress('Pärnu mnt 22', 'Pärnu mnt 22, Kesklinna linnaosa, Tallinn, 10141');
      await page.getByRole('checkbox', { name: 'Tellimuse võtab vastu keegi teine' }).check();
      const recipient = page.getByRole('group', { name: 'Vastuvõtja' });
      await page.getByRole('button', { name: 'Jätka maksmisega' }).click();
      await expect(recipient.getByRole('textbox', { name: 'Eesnimi', exact: true })).toBeFocused();
      await recipient.getByRole('textbox', { name: 'Telefoninumber', exact: true }).fill('5');
      await recipient.getByRole('textbox', { name: 'Telefoninumber', exact: true }).blur();
      await expect(recipient.getByText('Vigane mobiilinumbri vorming')).toBeVisible();
      await recipient.getByRole('textbox', { name: 'Eesnimi', exact: true }).fill('Jaan');
      await recipient.getByRole('textbox', { name: 'Perekonnanimi', exact: true }).fill('Tamm');
      await recipient.getByRole('textbox', { name: 'Telefoninumber', exact: true }).fill('5123 4567');
      await checkout.submitShipping();
      await expect(page.getByText('Jaan Tamm')).toBeVisible();
      await expect(page.getByText(/^Kuller · 49,00/)).toBeVisible();
    });
  });
}

test('reload in the middle of checkout keeps what was entered and the step', async ({ page, baseURL }) => {
  const checkout = new Checkout(page, baseURL!);
  await checkout.cartWith(SOFA_SKU);
  await checkout.open();
  await checkout.field('E-post').fill('mari@example.ee');
  await checkout.field('Eesnimi').fill('Mari');
  await page.reload();
  await checkout.ready();
  await expect(checkout.field('E-post')).toHaveValue('mari@example.ee');
  await expect(checkout.field('Eesnimi')).toHaveValue('Mari');

  // A later step in the URL before the earlier ones are submitted: the first unsubmitted one.
  await checkout.open('/checkout?step=payment');
  await expect(page).toHaveURL(/\/checkout$/);
  await checkout.fillContactInfo();
  await checkout.submitContactInfo();
  await checkout.deliveryType('Kojuvedu').check();
  await checkout.pickAddress('Pärnu mnt 22', 'Pärnu mnt 22, Kesklinna linnaosa, Tallinn, 10141');
  await expect(checkout.deliveryType('Kojuvedu')).toHaveAccessibleName('Kojuvedu Tasuta');

  await page.reload();
  await checkout.ready();
  await expect(page).toHaveURL(/step=shipping$/);
  await expect(checkout.deliveryType('Kojuvedu')).toBeChecked();
  await expect(checkout.field('Tarneaadress')).toHaveValue('Pärnu mnt 22, Tallinn, 10141');
  await checkout.submitShipping();

  await page.reload();
  await checkout.ready();
  await expect(page).toHaveURL(/step=payment$/);
  await expect(page.getByText(/^Kojuvedu ·/)).toBeVisible();
  // Back goes to the previous step; an unknown step falls back to the first.
  await page.getByRole('link', { name: /Muuda Tarne/ }).click();
  await expect(page).toHaveURL(/step=shipping$/);
  await page.goBack();
  await expect(page).toHaveURL(/step=payment$/);
  await checkout.open('/checkout?step=nonsense');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout.field('E-post')).toHaveValue('mari@example.ee');
});

test('an empty cart shows an honest empty state with a way back to shopping', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Sinu ostukorv on tühi')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jätka ostlemist' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Jätka tarnega' })).toHaveCount(0);
  await shot(page, 'checkout-empty', { fullPage: true });
});

test('/checkout is private and not indexed', async ({ request }) => {
  const response = await request.get('/checkout');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
});

test.describe('quality gates on /checkout', () => {
  test('axe-core: no violations on each step, with errors shown, desktop and phone', async ({ page, baseURL }) => {
    const checkout = new Checkout(page, baseURL!);
    await checkout.cartWith(LAMP_SKU);
    await checkout.open();
    const violations = async (where: string) => {
      const { violations: found } = await new AxeBuilder({ page }).analyze();
      return found.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    };
    const found: string[] = [];
    await page.getByRole('button', { name: 'Jätka tarnega' }).click();
    found.push(...(await violations('contact info with errors')));
    await checkout.fillContactInfo();
    await checkout.submitContactInfo();
    await checkout.deliveryType('Pakiautomaat').check();
    await expect(page.getByRole('group', { name: 'Vali pakiautomaat' }).getByRole('radio').first()).toBeVisible();
    found.push(...(await violations('shipping, parcel machines')));
    await checkout.deliveryType('Kojuvedu').check();
    await checkout.field('Tarneaadress').fill('Pärnu mnt 10');
    await expect(page.getByRole('radio', { name: /Pärnu mnt 10,/ })).toBeVisible();
    found.push(...(await violations('shipping, address results')));
    await page.setViewportSize({ width: 390, height: 844 });
    await checkout.deliveryType('Tulen ise järele').check();
    await expect(page.getByRole('radio', { name: /Pealadu/ })).toBeVisible();
    found.push(...(await violations('shipping, stores, phone')));
    expect(found).toEqual([]);
  });

  test('Nu HTML checker: the server HTML and the rendered checkout have no errors', async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const checkout = new Checkout(page, baseURL!);
    await checkout.cartWith(SOFA_SKU);
    await checkout.open();
    await checkout.fillContactInfo();
    await checkout.submitContactInfo();
    await checkout.deliveryType('Kojuvedu').check();
    await checkout.field('Tarneaadress').fill('Pärnu mnt 10');
    await expect(page.getByRole('radio', { name: /Pärnu mnt 10,/ }).first()).toBeVisible();
    const documents = new Map([
      ['server HTML', await (await request.get('/checkout')).text()],
      ['rendered shipping step', `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`],
    ]);
    const errors = await nuHtmlErrors(documents);
    expect([...errors].flatMap(([kind, messages]) => messages.map((m) => `${kind}: ${m.message} «${m.extract ?? ''}»`))).toEqual([]);
  });

  test('no sideways scrolling from 320 px on every step', async ({ page, baseURL }) => {
    const checkout = new Checkout(page, baseURL!);
    await page.setViewportSize({ width: 320, height: 700 });
    await checkout.cartWith(SOFA_SKU, LAMP_SKU);
    await checkout.open();
    const overflow: Record<string, number> = {};
    await page.getByRole('button', { name: 'Jätka tarnega' }).click();
    overflow.contact = await sidewaysOverflow(page);
    await checkout.fillContactInfo();
    await checkout.submitContactInfo();
    await checkout.deliveryType('Pakiautomaat').check();
    await expect(page.getByRole('group', { name: 'Vali pakiautomaat' }).getByRole('radio').first()).toBeVisible();
    overflow.parcel = await sidewaysOverflow(page);
    await checkout.deliveryType('Kuller').check();
    await checkout.pickAddress('Tallinna tn 2, Kuressaare', 'Tallinna tn 2, Kuressaare, 93819');
    await page.getByRole('checkbox', { name: 'Tellimuse võtab vastu keegi teine' }).check();
    overflow.courier = await sidewaysOverflow(page);
    await checkout.screenshot('320');
    expect(overflow, JSON.stringify(overflow)).toEqual({ contact: 0, parcel: 0, courier: 0 });
  });
});
