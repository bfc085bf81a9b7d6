import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ESTONIAN_PAYMENT_OPTIONS, groupPaymentMethods, type PaymentContext } from '../../domain/payment-methods';
import { PaymentMethodsView } from './payment-methods-view';

const browser = { applePay: false, android: false, chromeFamily: true, paymentRequest: true };
const methods = [
  { code: 'invoice', title: 'Arve 0 €', group_code: 'invoice' },
  { code: 'seb', title: 'SEB', group_code: 'banklink' },
  { code: 'swedbank', title: 'Swedbank', group_code: 'banklink' },
  { code: 'applepay', title: 'Apple Pay', group_code: 'applepay' },
  { code: 'inbankpayment-1', title: 'Järelmaks', group_code: 'installment' },
];
/** The `<input>` tag of one method. */
const input = (html: string, code: string) => new RegExp(`<input[^>]*value="${code}"[^>]*>`).exec(html)?.[0] ?? '';
const render = (context: PaymentContext, selected: string | null = null, error: string | null = null) =>
  renderToString(<PaymentMethodsView result={groupPaymentMethods(methods, ESTONIAN_PAYMENT_OPTIONS, context)} selected={selected} error={error} />);

describe('PaymentMethodsView (customer.md §3, §4)', () => {
  it('shows the groups in the configured order, banks in method order, with Estonian legends and logos', () => {
    const html = render({ cartHasGiftCard: false, browser });
    const legends = [...html.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((m) => m[1]);
    expect(legends).toEqual(['Pangalingid', 'Järelmaks', 'Arve']);
    expect(html.indexOf('value="swedbank"')).toBeLessThan(html.indexOf('value="seb"'));
    expect(html).toContain('src="/banks/swedbank.svg"');
    expect(html).toContain('Arve 0€');
    expect(html).toContain('role="radiogroup"');
    expect([...html.matchAll(/name="paymentMethod"/g)]).toHaveLength(4);
  });

  it('leaves out Apple Pay where the browser cannot pay with it, and shows it where it can', () => {
    expect(render({ cartHasGiftCard: false, browser })).not.toContain('value="applepay"');
    expect(render({ cartHasGiftCard: false, browser: { ...browser, applePay: true } })).toContain('value="applepay"');
  });

  it('disables installment with a gift card in the cart and says why', () => {
    const html = render({ cartHasGiftCard: true, browser });
    expect(input(html, 'inbankpayment-1')).toContain('disabled=""');
    expect(input(html, 'inbankpayment-1')).toContain('aria-describedby="checkout-payment-method-inbankpayment-1-reason"');
    expect(input(html, 'invoice')).not.toContain('disabled');
    expect(html).toContain('Järelmaksuga ei saa tasuda, kui ostukorvis on kinkekaart');
  });

  it('marks the chosen method and ties an error to the group', () => {
    const html = render({ cartHasGiftCard: false, browser }, 'seb', 'Jätkamiseks täida see väli');
    expect(input(html, 'seb')).toContain('checked=""');
    expect(input(html, 'swedbank')).not.toContain('checked');
    expect(html).toContain('aria-describedby="checkout-payment-methods-error"');
    expect(html).toContain('role="alert">Jätkamiseks täida see väli</p>');
  });

  it("says 'Error during loading payment providers' when the cart offers no method", () => {
    const html = renderToString(<PaymentMethodsView result={groupPaymentMethods([], ESTONIAN_PAYMENT_OPTIONS, { cartHasGiftCard: false, browser })} selected={null} />);
    expect(html).toContain('role="alert">Makseviiside laadimine ebaõnnestus</p>');
  });
});
