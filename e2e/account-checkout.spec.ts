import { expect, test } from '@playwright/test';
import { registerAccount, signIn } from './fixtures/account';
import { Checkout, SOFA_SKU } from './fixtures/checkout';

/*
 * Checkout for a signed-in customer (issue 8 point 6): the contact step comes pre-filled from the
 * account and the delivery step offers the address book (customer_address_id); the guest checkout
 * is covered, unchanged, by checkout.spec.ts.
 */

test('a signed-in customer: contact pre-filled, delivery to one saved address and billing to another, the order on /thank-you and in the order history', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request, 'Karl');
  await signIn(page, account);
  const headers = { Origin: new URL(baseURL!).origin };
  const address = await page.request.post('/api/magento/createCustomerAddress', {
    headers,
    data: [{ firstname: 'Karl', lastname: 'Kask', telephone: '+37255598765', street: ['Tartu mnt 2', '7'], city: 'Tallinn', postcode: '10115', region: 'Harju maakond', country_code: 'EE', default_shipping: true, default_billing: true }],
  });
  expect(address.status()).toBe(200);
  const office = await page.request.post('/api/magento/createCustomerAddress', {
    headers,
    data: [{ firstname: 'Karl', lastname: 'Kask', telephone: '+37255598765', street: ['Riia 5'], city: 'Tartu', postcode: '51013', region: 'Tartu maakond', country_code: 'EE' }],
  });
  expect(office.status()).toBe(200);
  const cart = await page.request.post('/api/magento/customerCart', { headers, data: [] });
  const cartId = (await cart.json()).data.cart.id as string;
  const added = await page.request.post('/api/magento/addProductsToCart', { headers, data: [{ cartId, cartItems: [{ sku: SOFA_SKU, quantity: 1 }] }] });
  expect(added.status()).toBe(200);
  await page.context().addCookies([{ name: 'vsf-cart', value: cartId, url: headers.Origin }]);

  const checkout = new Checkout(page, baseURL!);
  await checkout.open();
  await expect(checkout.field('E-post')).toHaveValue(account.email);
  await expect(checkout.field('E-post')).toHaveAttribute('readonly', '');
  await expect(checkout.field('Eesnimi')).toHaveValue('Karl');
  await expect(checkout.field('Perekonnanimi')).toHaveValue('Kask');
  await expect(checkout.field('Telefoninumber')).toHaveValue('+37255598765');
  await checkout.submitContactInfo();

  await checkout.deliveryType('Kojuvedu').check();
  const saved = page.getByRole('group', { name: 'Salvestatud aadressid' });
  await saved.getByRole('radio', { name: /Tartu mnt 2, 7/ }).check();
  await expect(saved.getByRole('radio', { name: /Tartu mnt 2, 7/ })).toBeChecked();
  await checkout.submitShipping();
  await checkout.screenshot('account-saved-address');

  // Billing to the other saved address: no billing form to fill in.
  await page.getByRole('checkbox', { name: 'Arveldusaadress on sama mis tarneaadress' }).uncheck();
  const billing = page.getByRole('group', { name: 'Salvestatud aadressid' });
  await billing.getByRole('radio', { name: /Riia 5/ }).check();
  await expect(page.getByRole('group', { name: 'Arveldusaadress' })).toHaveCount(0);
  await billing.getByRole('radio', { name: 'Muu aadress' }).check();
  await expect(page.getByRole('group', { name: 'Arveldusaadress' })).toBeVisible();
  await billing.getByRole('radio', { name: /Riia 5/ }).check();

  // Placed with an invoice, the order is the customer's: it shows in the order history.
  await page.getByRole('radio', { name: 'Arve', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }).check();
  await page.getByRole('checkbox', { name: 'Nõustun oma isikuandmete töötlemisega tellimuse täitmiseks' }).check();
  await page.getByRole('button', { name: /Esita tellimus/ }).click();
  await page.waitForURL('**/thank-you');
  // Read through the customer's orders: guestOrderByToken would refuse it and sign them out.
  await expect(page.getByRole('heading', { level: 1, name: 'Täname tellimuse eest!' })).toBeVisible();
  const number = (await page.locator('.thank-you__number strong').textContent())!;
  expect(number).toMatch(/^\d{9}$/);
  await page.goto('/my-account/order-history');
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByText('Tartu mnt 2, 7').first()).toBeVisible();
  await expect(page.getByText(/Riia 5/).first()).toBeVisible();
  await expect(page.getByText('Diivanvoodi Pärn').or(page.getByText(SOFA_SKU)).first()).toBeVisible();
});
