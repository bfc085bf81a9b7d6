import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ReferenceOrders } from './fixtures/payment-provider';

test.use({ viewport: { width: 390, height: 844 } });

test('the provider\'s page on the shop\'s origin: accessible, Estonian; paying returns to /thank-you with the order paid', async ({ page, baseURL }) => {
  const orders = new ReferenceOrders(page.request);
  const order = await orders.place();
  expect(order.url).toBe(`${baseURL}/__dev/backend/payment/${order.url.split('/payment/')[1]}`);
  await page.goto(order.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Kinnita makse' })).toBeVisible();
  await expect(page.getByText(order.number)).toBeVisible();
  await expect(page.getByText('Mööblipood')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await orders.status(order.token)).toBe('Pending Payment');

  await page.getByRole('button', { name: /^Maksa / }).click();
  await expect(page).toHaveURL(`${baseURL}/thank-you`);
  expect(await orders.status(order.token)).toBe('Processing');
});

for (const [button, name] of [['Katkesta makse', 'cancelling'], ['Pank keeldub', 'a declined payment']] as const) {
  test(`${name} returns to /payment-fail with the cart restored in vsf-cart and active again`, async ({ page, context, baseURL }) => {
    const orders = new ReferenceOrders(page.request);
    const order = await orders.place();
    expect(await orders.cartIsActive(order.cartId)).toBe(false);
    await page.goto(order.url);
    await page.getByRole('button', { name: button }).click();
    // The edge takes ?cartId= off the URL after storing it.
    await expect(page).toHaveURL(`${baseURL}/payment-fail`);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'vsf-cart')?.value).toBe(order.cartId);
    expect(await orders.status(order.token)).toBe('Canceled');
    expect(await orders.cartIsActive(order.cartId)).toBe(true);
  });
}
