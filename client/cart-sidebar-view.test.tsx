import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CartSidebarViewProps, type CartView, CartSidebarView } from '../ui/islands/cart-sidebar-view';

const eur = (value: number) => ({ value, currency: 'EUR' });
const CART: CartView = {
  total_quantity: 3,
  items: [
    {
      uid: 'MQ==',
      quantity: 2,
      product: { name: 'Diivan Toompea', sku: 'MP10002', small_image: { url: 'https://backend/media/catalog/product/sofa.svg' } },
      prices: { row_total_including_tax: eur(1247.98), price_including_tax: eur(623.99) },
      configurable_options: [{ option_label: 'Värv', value_label: 'Hall' }],
      configured_variant: { small_image: { url: 'https://backend/media/catalog/product/sofa-hall.svg' } },
    },
    { uid: 'Mg==', quantity: 1, product: { name: 'E-kinkekaart', sku: 'EGIFTCARD', small_image: null }, prices: { row_total_including_tax: eur(25), price_including_tax: eur(25) }, amount: eur(25) },
  ],
  prices: {
    subtotal_including_tax: eur(1272.98),
    grand_total: eur(1120.68),
    applied_taxes: [{ label: 'KM 24%', amount: eur(236.71) }],
    discounts: [{ label: 'Soodustus 10%', amount: eur(127.3) }],
    giftcards_amount: eur(25),
  },
  applied_coupons: [{ code: 'SOODUS10' }],
  applied_gift_cards: [{ code: 'KINKEKAART-25', applied_balance: eur(25) }],
};

const noop = () => {};
const render = (overrides: Partial<CartSidebarViewProps> = {}) =>
  renderToString(
    <CartSidebarView
      cart={CART}
      status="ready"
      pending={{}}
      removing={{}}
      errors={{}}
      onQuantity={noop}
      onRemove={noop}
      onApplyCoupon={noop}
      onRemoveCoupon={noop}
      onApplyGiftCard={noop}
      onRemoveGiftCard={noop}
      {...overrides}
    />,
  );

describe('cart sidebar view', () => {
  it('shows each line with its 170×170 image (the variant’s own), variant, amount, stepper, remove and row total', () => {
    const html = render();
    expect(html).toContain('src="/_ipx/w_170,h_170/media/catalog/product/sofa-hall.svg"');
    expect(html).toContain('Värv: Hall');
    expect(html).toContain('Summa: 25,00\u00a0€');
    expect(html).toContain('aria-label="Suurenda toote Diivan Toompea kogust"');
    expect(html).toContain('aria-label="Eemalda Diivan Toompea ostukorvist"');
    expect(html).toMatch(/<input[^>]*id="cart-qty-MQ__"[^>]*value="2"/);
    expect(html).toContain('<p class="cart-line__total">1\u00a0247,98\u00a0€</p>');
  });

  it('disables minus at 1 (quantities stay above 0) and shows the quantity asked for while the server has not answered', () => {
    const html = render({ pending: { 'MQ==': 5 } });
    expect(html).toMatch(/<input[^>]*id="cart-qty-MQ__"[^>]*value="5"/);
    expect(html).toMatch(/<button type="button" class="quantity-stepper__step" aria-label="Vähenda toote E-kinkekaart kogust" disabled="">/);
  });

  it('totals: subtotal, each discount, gift cards, grand total and the VAT it includes', () => {
    const html = render();
    expect(html).toContain('<dt>Vahesumma</dt><dd>1\u00a0272,98\u00a0€</dd>');
    expect(html).toContain('<dt>Soodustus 10%</dt><dd>\u2212127,30\u00a0€</dd>');
    expect(html).toContain('<dt>Kinkekaardid</dt><dd>\u221225,00\u00a0€</dd>');
    expect(html).toContain('<dt>Kokku</dt><dd>1\u00a0120,68\u00a0€</dd>');
    expect(html).toContain('<dt>Sisaldab käibemaksu</dt><dd>236,71\u00a0€</dd>');
    expect(html).toContain('href="/checkout"');
  });

  it('shows the applied coupon and gift card with remove buttons, and each code field’s own error under it', () => {
    const applied = render();
    expect(applied).toContain('aria-label="Eemalda sooduskood SOODUS10"');
    expect(applied).toContain('aria-label="Eemalda kinkekaart KINKEKAART-25"');
    expect(applied).not.toContain('id="cart-coupon"');
    const failed = render({ cart: { ...CART, applied_coupons: [], applied_gift_cards: [] }, errors: { applyCoupon: 'Sooduskood ei kehti', applyGiftCard: 'Vigane kinkekaardi kood' } });
    expect(failed).toMatch(/<input id="cart-coupon"[^>]*aria-invalid="true" aria-describedby="cart-coupon-error"/);
    expect(failed).toContain('<p id="cart-coupon-error" class="cart-code__error" role="alert">Sooduskood ei kehti</p>');
    expect(failed).toContain('<p id="cart-gift-card-error" class="cart-code__error" role="alert">Vigane kinkekaardi kood</p>');
  });

  it('says loading, the load error, or empty', () => {
    expect(render({ cart: null, status: 'loading' })).toContain('Laadin ostukorvi…');
    expect(render({ cart: null, status: 'error', errors: { load: 'Serveri viga: proovi uuesti' } })).toContain('Serveri viga: proovi uuesti');
    expect(render({ cart: { ...CART, items: [], total_quantity: 0 } })).toContain('Sinu ostukorv on tühi');
  });

  it('shows a refused change of a line under that line, linked to its quantity field', () => {
    const html = render({ lineErrors: { 'MQ==': 'Soovitud kogus ei ole saadaval' } });
    expect(html).toMatch(/<input[^>]*id="cart-qty-MQ__"[^>]*aria-invalid="true" aria-describedby="cart-qty-MQ__-error"/);
    const sofaLine = html.slice(html.indexOf('Diivan Toompea'), html.indexOf('E-kinkekaart'));
    expect(sofaLine).toContain('<p id="cart-qty-MQ__-error" class="cart-line__error" role="alert">Soovitud kogus ei ole saadaval</p>');
    expect(html.match(/role="alert"/g)).toHaveLength(1);
  });
});
