import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { Cart, GIFT_CARDS } from './fixtures/cart';
import { PRODUCTS } from './fixtures/catalogue';
import { sidewaysOverflow } from './fixtures/quality';
import { registerAccount, signIn } from './fixtures/account';
import { Auth } from './fixtures/auth';
import { BackendControls, Storefront } from './fixtures/storefront';

/**
 * The cart journeys of issue 7 §1–2 in Chromium, on a desktop and on a 390 px phone: adding a
 * simple product, a configurable one with its variant and a gift card with its amount; the
 * header badge; the sidebar with its lines, stepper, remove, totals, coupon and gift card fields.
 * Each test starts with a new browser context, so a new cart.
 */

const { armchair, mattress, sofa } = PRODUCTS;

async function addArmchairAndGreySofa(cart: Cart) {
  await cart.openProduct(armchair.path);
  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${armchair.name} ostukorvi.`)).toBeVisible();
  await expect(cart.badge()).toHaveText('1');
  await cart.openProduct(sofa.path);
  await cart.addButton().click();
  await expect(cart.addError()).toHaveText('Palun vali toote valikud');
  await expect(cart.badge()).toHaveText('1');
  await cart.page.locator('.product-purchase label', { hasText: 'Hall' }).click();
  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${sofa.name} ostukorvi.`)).toBeVisible();
  await expect(cart.badge()).toHaveText('2');
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test('adds a simple product and a configurable one with its variant; the badge counts; the sidebar shows lines, images, variant, row totals and totals', async ({ page }) => {
      const store = new Storefront(page);
      const cart = new Cart(page);
      await addArmchairAndGreySofa(cart);
      // The badge comes back on the next page, from the cart id in vsf-cart.
      await page.goto('/');
      await expect(cart.badge()).toHaveText('2');
      await cart.openSidebar();
      await expect(cart.lines()).toHaveCount(2);
      const sofaLine = cart.line(sofa.name);
      await expect(sofaLine.getByText('Värv: Hall')).toBeVisible();
      await expect(sofaLine.locator('img.image-frame__image')).toHaveAttribute('src', /\/_ipx\/w_170,h_170\//);
      await expect(sofaLine.locator('.cart-line__total')).toHaveText(/^\d[\d\s]*,\d\d\s€$/);
      await expect(cart.sidebar().locator('.cart-totals__grand dd')).toHaveText(/^\d[\d\s]*,\d\d\s€$/);
      await expect(cart.sidebar().getByText('Sisaldab käibemaksu')).toBeVisible();
      await expect(cart.sidebar().getByRole('link', { name: 'Vormista tellimus' })).toHaveAttribute('href', '/checkout');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(store.consoleErrors).toEqual([]);
    });

    test('stepper: fast clicks end at the quantity asked for, on one line; minus stops at 1; a typed 0 goes back, a typed 5 is sent; remove empties the cart', async ({ page }) => {
      const cart = new Cart(page);
      // Made to order: no stock limit.
      await cart.openProduct(mattress.path);
      await cart.addButton().click();
      await expect(cart.badge()).toHaveText('1');
      await cart.openSidebar();
      const plus = cart.sidebar().getByRole('button', { name: `Suurenda toote ${mattress.name} kogust` });
      const minus = cart.sidebar().getByRole('button', { name: `Vähenda toote ${mattress.name} kogust` });
      await expect(minus).toBeDisabled();
      await plus.click();
      await plus.click();
      await plus.click();
      // The stepper shows what was asked for at once; the server's answer settles it.
      await expect(cart.quantity(mattress.name)).toHaveValue('4');
      await expect(cart.badge()).toHaveText('4');
      await expect(cart.lines()).toHaveCount(1);
      await minus.click();
      await expect(cart.badge()).toHaveText('3');
      // Typed: 0 is not a quantity (a line goes with remove); it goes back to what the cart has.
      await cart.quantity(mattress.name).fill('0');
      await cart.quantity(mattress.name).press('Enter');
      await expect(cart.quantity(mattress.name)).toHaveValue('3');
      await cart.quantity(mattress.name).fill('5');
      await cart.quantity(mattress.name).press('Enter');
      await expect(cart.badge()).toHaveText('5');
      await cart.sidebar().getByRole('button', { name: `Eemalda ${mattress.name} ostukorvist` }).dblclick();
      await expect(cart.toast('Toode eemaldati ostukorvist')).toBeVisible();
      await expect(cart.sidebar().getByText('Sinu ostukorv on tühi')).toBeVisible();
      await expect(cart.badge()).toBeHidden();
    });

    test('asking for more than is in stock: the message shows and the server keeps what it has', async ({ page }) => {
      const cart = new Cart(page);
      // Two can be sold (showroom 3, one kept for display).
      await cart.openProduct(armchair.path);
      await cart.addButton().click();
      await expect(cart.badge()).toHaveText('1');
      await cart.openSidebar();
      const plus = cart.sidebar().getByRole('button', { name: `Suurenda toote ${armchair.name} kogust` });
      await plus.click();
      await expect(cart.badge()).toHaveText('2');
      await plus.click();
      // Under the line it concerns, linked to its quantity field.
      await expect(cart.line(armchair.name).getByRole('alert')).toHaveText('Soovitud kogus ei ole saadaval');
      await expect(cart.quantity(armchair.name)).toHaveAccessibleDescription('Soovitud kogus ei ole saadaval');
      await expect(cart.quantity(armchair.name)).toHaveValue('2');
      await expect(cart.badge()).toHaveText('2');
    });

    test('a fast double click on add to cart adds one line, once', async ({ page }) => {
      const cart = new Cart(page);
      await cart.openProduct(armchair.path);
      await cart.addButton().dblclick();
      await expect(cart.badge()).toHaveText('1');
      await cart.openSidebar();
      await expect(cart.lines()).toHaveCount(1);
      await expect(cart.quantity(armchair.name)).toHaveValue('1');
    });
  });
}

test('coupon SOODUS10 gives 10% off; a gift card code pays part and its field empties; an invalid coupon, an invalid and a repeated gift card code each show their message under their field', async ({ page }) => {
  const cart = new Cart(page);
  await cart.openProduct(armchair.path);
  await cart.addButton().click();
  await expect(cart.badge()).toHaveText('1');
  await cart.openSidebar();
  const sidebar = cart.sidebar();
  await sidebar.getByLabel('Sooduskood').fill('POLE-OLEMAS');
  await sidebar.getByRole('button', { name: 'Kasuta sooduskoodi' }).click();
  await expect(sidebar.locator('#cart-coupon-error')).toHaveText('Sooduskood ei kehti');
  await sidebar.getByLabel('Kinkekaardi kood').fill('POLE-OLEMAS');
  await sidebar.getByRole('button', { name: 'Kasuta kinkekaarti' }).click();
  await expect(sidebar.locator('#cart-gift-card-error')).toHaveText('Vigane kinkekaardi kood');
  await expect(sidebar.locator('#cart-coupon-error')).toHaveText('Sooduskood ei kehti');
  await sidebar.getByLabel('Sooduskood').fill('SOODUS10');
  await sidebar.getByRole('button', { name: 'Kasuta sooduskoodi' }).click();
  await expect(sidebar.getByText('Sooduskood: SOODUS10')).toBeVisible();
  await expect(sidebar.locator('.cart-totals__row', { hasText: '10%' })).toHaveText(/\u2212\d[\d\s]*,\d\d\s€/);
  await sidebar.getByLabel('Kinkekaardi kood').fill('KINKEKAART-25');
  await sidebar.getByRole('button', { name: 'Kasuta kinkekaarti' }).click();
  await expect(sidebar.getByText('Kinkekaardi kood: KINKEKAART-25')).toBeVisible();
  // The applied code is listed above: its field is empty for the next one.
  await expect(sidebar.getByLabel('Kinkekaardi kood')).toHaveValue('');
  await expect(sidebar.locator('.cart-totals__row', { hasText: 'Kinkekaardid' })).toHaveText(/\u221225,00\s€/);
  await expect(sidebar.locator('#cart-gift-card-error')).toHaveCount(0);
  await sidebar.getByLabel('Kinkekaardi kood').fill('kinkekaart-25');
  await sidebar.getByRole('button', { name: 'Kasuta kinkekaarti' }).click();
  await expect(sidebar.locator('#cart-gift-card-error')).toHaveText('See kinkekaart on juba kasutusel');
  await sidebar.getByRole('button', { name: 'Eemalda kinkekaart KINKEKAART-25' }).click();
  await expect(sidebar.locator('.cart-totals__row', { hasText: 'Kinkekaardid' })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Eemalda sooduskood SOODUS10' }).click();
  await expect(sidebar.getByLabel('Sooduskood')).toBeVisible();
});

test('a gift card: the amount is asked for, at least 10 €, and the card goes into the cart with it', async ({ page }) => {
  const cart = new Cart(page);
  await cart.openProduct(GIFT_CARDS.virtual.path);
  const amount = page.getByLabel('Kinkekaardi summa (€)');
  await cart.addButton().click();
  await expect(cart.addError()).toHaveText('Jätkamiseks täida see väli');
  await amount.fill('5');
  await cart.addButton().click();
  await expect(cart.addError()).toHaveText('Kinkekaardi summa peab olema vähemalt 10 €');
  await amount.fill('35,50');
  await cart.addButton().click();
  await expect(cart.toast(`Lisasid toote ${GIFT_CARDS.virtual.name} ostukorvi.`)).toBeVisible();
  await expect(cart.badge()).toHaveText('1');
  await cart.openProduct(GIFT_CARDS.paper.path);
  await page.getByLabel('Kinkekaardi summa (€)').fill('50');
  await cart.addButton().click();
  await expect(cart.badge()).toHaveText('2');
  await cart.openSidebar();
  await expect(cart.lines()).toHaveCount(2);
  await expect(cart.line(GIFT_CARDS.virtual.name).getByText('Summa: 35,50 €')).toBeVisible();
  await expect(cart.line(GIFT_CARDS.paper.name).getByText('Summa: 50,00 €')).toBeVisible();
});

async function openFilledSidebar(page: Page) {
  const cart = new Cart(page);
  await addArmchairAndGreySofa(cart);
  await cart.openSidebar();
  await expect(cart.lines()).toHaveCount(2);
  return cart;
}

test('axe-core: no violations with the cart sidebar open', async ({ page }) => {
  await openFilledSidebar(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
});

test('at 320 px nothing scrolls sideways with the sidebar open; Escape closes it and focus returns to the cart button', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const cart = await openFilledSidebar(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await cart.sidebar().evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(cart.sidebar()).toBeHidden();
  await expect(cart.headerButton()).toBeFocused();
});

test(
  'a signed-in shopper whose customer cart cannot be loaded goes on as a guest: the add works, and again after a reload (storefront.md §4)',
  { tag: '@backend-down' },
  async ({ page, request }) => {
    const cart = new Cart(page);
    const backend = new BackendControls(request);
    const { ceilingLamp } = PRODUCTS;
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
    await signIn(page, await registerAccount(request, 'Liisa'));
    await cart.openProduct(ceilingLamp.path);
    // The customer's cart is loaded: its id is what vsf-cart holds now.
    await cart.openSidebar();
    const customerCartId = await cookie('vsf-cart');
    expect(customerCartId).toMatch(/^[A-Za-z0-9]{32}$/);
    await page.keyboard.press('Escape');

    await backend.fail('customerCart');
    try {
      await cart.openProduct(ceilingLamp.path);
      await cart.openSidebar();
      // Signed out in the browser, and the customer's cart id gone with the token.
      expect(await cookie('vsf-customer')).toBeUndefined();
      expect(await cookie('vsf-cart')).not.toBe(customerCartId);
      // The header says so too, without a reload.
      await expect(new Auth(page).accountButton()).toHaveAccessibleName(/Logi sisse/);
      await page.keyboard.press('Escape');
      await cart.addButton().click();
      await expect(cart.toast(`Lisasid toote ${ceilingLamp.name} ostukorvi.`)).toBeVisible();
      await expect(cart.addError()).toBeHidden();
      await expect(cart.badge()).toHaveText('1');

      await cart.openProduct(ceilingLamp.path);
      await cart.addButton().click();
      await expect(cart.toast(`Lisasid toote ${ceilingLamp.name} ostukorvi.`)).toBeVisible();
      await expect(page.getByText('Sul puudub ligipääs, palun logi sisse.')).toHaveCount(0);
      await cart.openSidebar();
      await expect(cart.quantity(ceilingLamp.name)).toHaveValue('2');
    } finally {
      await backend.heal();
    }
  },
);
