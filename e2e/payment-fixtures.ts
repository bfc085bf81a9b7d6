import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * The payment journeys start on the payment step with a cart that is ready for it: products,
 * guest e-mail, a delivery address picked from address search and a shipping method, set
 * through the same middleware API the checkout's first two steps use, and the checkout data
 * those steps leave in localStorage (storefront.md §3 "Checkout data"). The first two steps'
 * own journeys belong to the checkout specs; these start where they end.
 */

export const CUSTOMER = { email: 'mari.tamm@example.ee', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '+37251234567' } as const;

type Json = Record<string, unknown>;

/** One middleware API call as the islands make it (same origin). */
export async function api<T = Json>(request: APIRequestContext, baseURL: string, method: string, args: unknown[]): Promise<T> {
  const response = await request.post(`/api/magento/${method}`, { data: args, headers: { origin: baseURL, 'sec-fetch-site': 'same-origin' } });
  const body = (await response.json()) as { data: T; error?: { message: string } };
  expect(response.status(), `${method}: ${body.error?.message ?? ''}`).toBe(200);
  return body.data;
}

/**
 * Simple products of the seeded catalogue (backend seed: fixed SKUs). Orders placed by earlier
 * specs take real stock, so carts that only need "some products" use the made-to-order mattress
 * (no stock limit) beside the dining chair (20 in stock); the armchair has 2 to sell.
 */
export const SKUS = { chestOfDrawers: 'MP10003', armchair: 'MP10004', diningChair: 'MP10005', mattress: 'MP10008' } as const;

export type PreparedCart = { cartId: string; street: string; city: string; postcode: string };

/**
 * A guest cart with `items`, the customer's e-mail and home delivery to a seeded Estonian address
 * (the first address-search result for `search`), ready for the payment step.
 */
export async function prepareCart(request: APIRequestContext, baseURL: string, items: { sku: string; quantity: number }[], search = 'Pärnu mnt'): Promise<PreparedCart> {
  const { cartId } = await api<{ cartId: string }>(request, baseURL, 'createEmptyCart', []);
  const added = await api<{ user_errors: { message: string }[] }>(request, baseURL, 'addProductsToCart', [{ cartId, cartItems: items }]);
  expect(added.user_errors, 'every product of the prepared cart is added').toEqual([]);
  await api(request, baseURL, 'setGuestEmailOnCart', [{ email: CUSTOMER.email, cart_id: cartId }]);
  const { items: found } = await api<{ items: { place_id: string; street: string; house: string; city: string; postcode: string }[] }>(request, baseURL, 'estonianAddresses', [search]);
  const address = found.find((a) => a.street && a.house)!;
  const street = `${address.street} ${address.house}`;
  type ShippingReply = { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string | null; available: boolean }[] }[] } };
  const shipped = await api<ShippingReply>(request, baseURL, 'setShippingAddressesOnCart', [
    {
      cart_id: cartId,
      shipping_addresses: [
        {
          address: { firstname: CUSTOMER.firstName, lastname: CUSTOMER.lastName, street: [street], city: address.city, postcode: address.postcode, country_code: 'EE', telephone: CUSTOMER.phoneNumber },
          additional_data: { place_id: address.place_id },
        },
      ],
    },
  ]);
  const home = shipped.cart.shipping_addresses[0]!.available_shipping_methods.find((m) => m.carrier_code === 'home' && m.available)!;
  await api(request, baseURL, 'setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: home.carrier_code, method_code: home.method_code }] }]);
  return { cartId, street, city: address.city, postcode: address.postcode };
}

/** What the contact and delivery steps leave in localStorage (vsf-checkout and its backup). */
export function checkoutData(cart: PreparedCart) {
  return {
    contactInfo: { ...CUSTOMER, submitted: true },
    shipping: {
      furnitureUtilization: false,
      furnitureAssembly: false,
      selectedMethod: { carrier_code: 'home', method_code: 'standard' },
      anotherRecipient: false,
      address: {
        email: '',
        firstName: CUSTOMER.firstName,
        lastName: CUSTOMER.lastName,
        street: cart.street,
        city: cart.city,
        postcode: cart.postcode,
        country: 'EE',
        region: { region_code: null, region_id: null },
        phoneNumber: CUSTOMER.phoneNumber,
      },
      additional_data: { place_id: null },
      submitted: true,
    },
  };
}

/** The payment step as a shopper uses it. */
export class PaymentStepPage {
  constructor(readonly page: Page) {}

  /** Puts the cart in the shopper's browser (cookie + checkout storage) and opens the payment step. */
  async open(baseURL: string, cart: PreparedCart) {
    await this.page.context().addCookies([{ name: 'vsf-cart', value: cart.cartId, url: baseURL }]);
    const stored = JSON.stringify(checkoutData(cart));
    await this.page.addInitScript(
      ([value, cartId]) => {
        // Once per cart: later navigations (reloads) must read what the page itself stored.
        const seeded = `payment-e2e-seeded-${cartId!}`;
        if (sessionStorage.getItem(seeded)) return;
        sessionStorage.setItem(seeded, '1');
        localStorage.setItem('vsf-checkout', value!);
        localStorage.setItem('vsf-checkout-dump', value!);
      },
      [stored, cart.cartId],
    );
    await this.page.goto('/checkout?step=payment');
    await expect(this.methods()).toBeVisible();
  }

  methods() {
    return this.page.getByRole('radiogroup', { name: 'Makseviisid' });
  }

  group(name: string) {
    return this.page.getByRole('group', { name, exact: true });
  }

  method(name: string) {
    return this.page.getByRole('radio', { name, exact: true });
  }

  async acceptConsents() {
    await this.page.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }).check();
    await this.page.getByRole('checkbox', { name: 'Nõustun oma isikuandmete töötlemisega tellimuse täitmiseks' }).check();
  }

  placeButton() {
    return this.page.getByRole('button', { name: /Esita tellimus|Esitan tellimust/ });
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The error shown under a field (its aria-describedby message). */
  async errorOf(label: string) {
    const input = this.field(label);
    const describedBy = await input.getAttribute('aria-describedby');
    const errorId = describedBy?.split(' ').find((id) => id.endsWith('-error'));
    return errorId ? this.page.locator(`[id="${errorId}"]`).textContent() : null;
  }
}
