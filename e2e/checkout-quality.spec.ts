import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { cumulativeLayoutShift, islandsHydrated, sidewaysOverflow } from './fixtures/quality';
import { api, checkoutData, PaymentStepPage, prepareCart, type PreparedCart, SKUS } from './payment-fixtures';
import { shot } from './fixtures/shots';

/*
 * Standing gates on the checkout's own pages (issue 6 §5, issue 7): nothing shifts while each
 * step, and /thank-you with its order, loads on a phone and on a desktop (CLS < 0.02), nothing
 * scrolls sideways at 320–414 px on any step, /thank-you or /payment-fail; and the order's
 * marketing consent and totals as the shopper sees them after placement.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1350, height: 940 },
] as const;

type Step = 'contactInfo' | 'shipping' | 'payment';

/** The checkout data the first steps leave when the page opens on `step` (earlier ones submitted). */
function storedFor(cart: PreparedCart, step: Step) {
  const data = checkoutData(cart);
  if (step === 'contactInfo') return { contactInfo: { ...data.contactInfo, submitted: false } };
  if (step === 'shipping') return { ...data, shipping: { ...data.shipping, submitted: false } };
  return data;
}

/** Puts the cart and the checkout data in the browser once (later navigations keep what the page stored). */
async function seed(page: Page, baseURL: string, cart: PreparedCart, stored: object) {
  await page.context().addCookies([{ name: 'vsf-cart', value: cart.cartId, url: baseURL }]);
  await page.addInitScript(
    ([value, key]) => {
      if (sessionStorage.getItem(key!)) return;
      sessionStorage.setItem(key!, '1');
      localStorage.setItem('vsf-checkout', value!);
      localStorage.setItem('vsf-checkout-dump', value!);
    },
    [JSON.stringify(stored), `quality-seeded-${cart.cartId}`],
  );
}

/** The step's heading in the section open as the current one (its form is there). */
const currentStep = (page: Page, step: Step) => page.locator(`.checkout-step--current #checkout-step-${step}`);

/** Places an invoice order from the payment step (optionally agreeing to marketing) and lands on /thank-you. */
async function placeInvoiceOrder(page: Page, baseURL: string, cart: PreparedCart, { marketing = false } = {}) {
  const step = new PaymentStepPage(page);
  await step.open(baseURL, cart);
  await step.method('Arve').check();
  await step.acceptConsents();
  if (marketing) await page.getByRole('checkbox', { name: 'Nõustun turunduslike e-kirjade saamisega (vabatahtlik)' }).check();
  await step.placeButton().click();
  await page.waitForURL('**/thank-you');
  await expect(page.locator('.thank-you__number strong')).toHaveText(/^\d{9}$/);
}

/** CLS of a fresh load of `path` (about:blank first, so nothing of the previous page counts). */
async function shiftOnLoad(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto('about:blank');
  await page.goto(path, { waitUntil: 'load' });
  await islandsHydrated(page);
  await ready();
  // Lazy images and late answers get their chance to move things.
  await page.waitForTimeout(1500);
  return cumulativeLayoutShift(page);
}

const twoProducts = (request: APIRequestContext, baseURL: string) =>
  prepareCart(request, baseURL, [{ sku: SKUS.diningChair, quantity: 2 }, { sku: SKUS.mattress, quantity: 1 }]);

for (const viewport of VIEWPORTS) {
  for (const step of ['contactInfo', 'shipping', 'payment'] as const) {
    test(`layout shift below 0.02 opening the checkout on the ${step} step (${viewport.name}, ${viewport.width} px)`, async ({ page, request, baseURL }) => {
      await page.setViewportSize(viewport);
      const cart = await twoProducts(request, baseURL!);
      await seed(page, baseURL!, cart, storedFor(cart, step));
      const shift = await shiftOnLoad(page, `/checkout?step=${step}`, async () => {
        await expect(currentStep(page, step)).toBeVisible();
        if (step === 'payment') await expect(page.getByRole('radiogroup', { name: 'Makseviisid' })).toBeVisible();
      });
      test.info().annotations.push({ type: 'CLS', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(0.02);
    });
  }

  test(`layout shift below 0.02 loading /thank-you with the order (${viewport.name}, ${viewport.width} px)`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    await placeInvoiceOrder(page, baseURL!, await twoProducts(request, baseURL!));
    const shift = await shiftOnLoad(page, '/thank-you', () => expect(page.locator('.order-details__totals')).toBeVisible());
    test.info().annotations.push({ type: 'CLS', description: shift.toFixed(4) });
    expect(shift).toBeLessThan(0.02);
  });
}

/** Elements reaching past the viewport's right edge (named in a failure). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  );

/** Sideways overflow at each phone width, with what overflows. */
async function overflowAcrossPhones(page: Page) {
  const found: Record<number, number> = {};
  const culprits: string[] = [];
  for (const width of [320, 375, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    found[width] = await sidewaysOverflow(page);
    if (found[width]) culprits.push(`${width}: ${(await overflowing(page)).join(', ')}`);
  }
  return { found, culprits };
}

const NONE = { 320: 0, 375: 0, 390: 0, 414: 0 };

test('no sideways scrolling from 320 to 414 px on every checkout step, the company billing form included', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const cart = await twoProducts(request, baseURL!);
  const company = { ...checkoutData(cart), payment: { isPurchaseAsCompany: true, sameAsShipping: false } };
  const cases: [string, Step, object][] = [
    ['contact', 'contactInfo', storedFor(cart, 'contactInfo')],
    ['delivery', 'shipping', storedFor(cart, 'shipping')],
    ['payment', 'payment', storedFor(cart, 'payment')],
    ['payment as a company', 'payment', company],
  ];
  const results: Record<string, Record<number, number>> = {};
  const culprits: string[] = [];
  await page.context().addCookies([{ name: 'vsf-cart', value: cart.cartId, url: baseURL! }]);
  for (const [name, step, stored] of cases) {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/thank-you'); // any page of the origin, to write its storage
    await page.evaluate((value) => {
      localStorage.setItem('vsf-checkout', value);
      localStorage.setItem('vsf-checkout-dump', value);
    }, JSON.stringify(stored));
    await page.goto(`/checkout?step=${step}`);
    await expect(currentStep(page, step)).toBeVisible();
    if (step === 'payment') await expect(page.getByRole('radiogroup', { name: 'Makseviisid' })).toBeVisible();
    if (name === 'payment as a company') await expect(page.getByRole('textbox', { name: 'Ettevõtte nimi' })).toBeVisible();
    const measured = await overflowAcrossPhones(page);
    results[name] = measured.found;
    culprits.push(...measured.culprits.map((c) => `${name} ${c}`));
  }
  expect(results, culprits.join('; ')).toEqual({ contact: NONE, delivery: NONE, payment: NONE, 'payment as a company': NONE });
});

test('no sideways scrolling from 320 to 414 px on /thank-you with the order and on /payment-fail', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await placeInvoiceOrder(page, baseURL!, await twoProducts(request, baseURL!));
  await islandsHydrated(page);
  const thankYou = await overflowAcrossPhones(page);
  await shot(page, 'polish-thank-you-414', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/payment-fail');
  await islandsHydrated(page);
  const paymentFail = await overflowAcrossPhones(page);
  expect({ thankYou: thankYou.found, paymentFail: paymentFail.found }, [...thankYou.culprits, ...paymentFail.culprits].join('; ')).toEqual({ thankYou: NONE, paymentFail: NONE });
});

test('marketing consent: unticked by default, kept over a reload, carried by the order; /thank-you rows with services and a gift card add up', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const cart = await twoProducts(request, baseURL!);
  await api(request, baseURL!, 'setDeliveryServicesOnCart', [{ cart_id: cart.cartId, furniture_assembly: false, furniture_utilization: true }]);
  await api(request, baseURL!, 'applyGiftCardToCart', [{ cart_id: cart.cartId, gift_card_code: 'KINKEKAART-25' }]);
  const step = new PaymentStepPage(page);
  await step.open(baseURL!, cart);
  const marketing = page.getByRole('checkbox', { name: 'Nõustun turunduslike e-kirjade saamisega (vabatahtlik)' });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await page.reload();
  await expect(marketing).toBeChecked();
  await step.method('Arve').check();
  await step.acceptConsents();
  await step.placeButton().click();
  await page.waitForURL('**/thank-you');
  await expect(page.locator('.thank-you__number strong')).toHaveText(/^\d{9}$/);

  const facts = page.locator('.order-details__facts');
  await expect(facts.locator('div', { hasText: 'Turunduslikud e-kirjad' }).locator('dd')).toHaveText('Nõustusid nende saamisega');

  // The order as the backend keeps it (read from its row by the token /thank-you used).
  const placed = JSON.parse((await page.evaluate(() => localStorage.getItem('lastPlacedOrder')))!) as { token: string };
  const { order } = await api<{ order: { marketing_consent: boolean; total: { giftcards_amount: { value: number }; delivery_services_amount: { value: number } } } }>(
    request,
    baseURL!,
    'guestOrderByToken',
    [{ token: placed.token }],
  );
  expect(order.marketing_consent).toBe(true);
  expect(order.total.giftcards_amount.value).toBe(25);
  expect(order.total.delivery_services_amount.value).toBeGreaterThan(0);

  const rows = await page.locator('.order-details__totals > div').evaluateAll((divs) =>
    divs.map((div) => [div.querySelector('dt')!.textContent, Number(div.querySelector('dd')!.textContent.replace('\u2212', '-').replace(/[^\d,-]/g, '').replace(',', '.'))] as const),
  );
  expect(rows.map(([label]) => label)).toEqual(['Tooted', 'Tarne', 'Lisateenused', 'Kinkekaardid', 'Kokku', 'sh käibemaks']);
  const grand = rows.find(([label]) => label === 'Kokku')![1];
  const sum = rows.filter(([label]) => label !== 'Kokku' && label !== 'sh käibemaks').reduce((total, [, amount]) => total + amount, 0);
  expect(Math.round(sum * 100)).toBe(Math.round(grand * 100));
});
