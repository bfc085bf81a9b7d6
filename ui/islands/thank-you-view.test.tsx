import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThankYouIsland } from './thank-you';
import { type ThankYouOrder, ThankYouView } from './thank-you-view';

const money = (value: number) => ({ value, currency: 'EUR' });
const order: ThankYouOrder = {
  number: '000000042',
  order_date: '2026-11-23 06:00:00',
  status: 'processing',
  email: 'mari@example.ee',
  shipping_method: 'Omniva pakiautomaat',
  marketing_consent: false,
  payment_methods: [{ name: 'Swedbank', type: 'swedbank' }],
  items: [{ id: '1', product_name: '<script>alert(1)</script> Diivan', product_sku: 'DIIVAN-1', quantity_ordered: 2, product_sale_price: money(499) }],
  total: { subtotal: money(998), total_shipping: money(0), total_tax: money(193.16), grand_total: money(898.2), giftcards_amount: money(0), delivery_services_amount: money(0), discounts: [{ label: 'SOODUS10', amount: money(99.8) }] },
  shipping_address: { firstname: 'Mari', lastname: 'Tamm', street: ['Pärnu mnt 12', '5'], city: 'Tallinn', postcode: '10148' },
  billing_address: { firstname: 'Mari', lastname: 'Tamm', company: 'Mööbel OÜ', street: ['Pärnu mnt 12'], city: 'Tallinn', postcode: '10148', vat_id: 'EE100931558' },
};

describe('ThankYouView (customer.md §2, §3 Order)', () => {
  it('shows the order number, status, delivery, payment, lines and totals', () => {
    const html = renderToString(<ThankYouView state={{ status: 'ready', order }} />);
    expect(html).toContain('Täname tellimuse eest!');
    expect(html).toContain('<strong>000000042</strong>');
    expect(html).toContain('Töötlemisel');
    expect(html).toContain('Omniva pakiautomaat');
    expect(html).toContain('Swedbank');
    expect(html).toContain('898,20\u00a0€');
    expect(html).toContain('<dt>Tooted</dt><dd>998,00\u00a0€</dd>');
    expect(html).toContain('\u221299,80\u00a0€');
    expect(html).toContain('Mööbel OÜ');
    expect(html).toContain('EE100931558');
    // Names are shown as typed, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Diivan');
  });

  it('lists delivery services and gift cards when the order had them, so its rows add up to the grand total', () => {
    const withExtras: ThankYouOrder = {
      ...order,
      total: { ...order.total!, total_shipping: money(29), delivery_services_amount: money(79), giftcards_amount: money(100), grand_total: money(906.2) },
    };
    const html = renderToString(<ThankYouView state={{ status: 'ready', order: withExtras }} />);
    const totals = html.slice(html.indexOf('order-details__totals'));
    const rows = [...totals.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(([, label, amount]) => [label!, Number(amount!.replace('\u2212', '-').replace(/[^\d,-]/g, '').replace(',', '.'))] as const);
    expect(rows.map(([label]) => label)).toEqual(['Tooted', 'SOODUS10', 'Tarne', 'Lisateenused', 'Kinkekaardid', 'Kokku', 'sh käibemaks']);
    const grand = rows.find(([label]) => label === 'Kokku')![1];
    const sum = rows.filter(([label]) => label !== 'Kokku' && label !== 'sh käibemaks').reduce((total, [, amount]) => total + amount, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(grand * 100));
    expect(grand).toBe(906.2);
  });

  it('shows no services or gift card row for an order without them', () => {
    const html = renderToString(<ThankYouView state={{ status: 'ready', order }} />);
    expect(html).not.toContain('Lisateenused');
    expect(html).not.toContain('Kinkekaardid');
  });

  it('says whether the shopper agreed to marketing e-mails', () => {
    const no = renderToString(<ThankYouView state={{ status: 'ready', order }} />);
    expect(no).toContain('<dt>Turunduslikud e-kirjad</dt><dd>Sa ei nõustunud nende saamisega</dd>');
    const yes = renderToString(<ThankYouView state={{ status: 'ready', order: { ...order, marketing_consent: true } }} />);
    expect(yes).toContain('<dt>Turunduslikud e-kirjad</dt><dd>Nõustusid nende saamisega</dd>');
  });

  it('says a cancelled order was cancelled', () => {
    expect(renderToString(<ThankYouView state={{ status: 'ready', order: { ...order, status: 'canceled' } }} />)).toContain('See tellimus on tühistatud');
  });

  it('is honest without an order: no thanks, no number', () => {
    const html = renderToString(<ThankYouView state={{ status: 'none' }} />);
    expect(html).not.toContain('Täname');
    expect(html).toContain('Selles brauseris pole hiljuti esitatud tellimust');
    expect(html).toContain('href="/"');
  });

  it('keeps the number when the details cannot be loaded', () => {
    const html = renderToString(<ThankYouView state={{ status: 'failed', number: '000000042' }} />);
    expect(html).toContain('<strong>000000042</strong>');
    expect(html).toContain('role="alert"');
  });

  it('renders the loading state on the server, inside the island marker', () => {
    const html = renderToString(<ThankYouIsland />);
    expect(html).toMatch(/^<sf-island data-island="thank-you" data-hydrate="load"/);
    expect(html).toContain('aria-busy="true"');
  });
});
