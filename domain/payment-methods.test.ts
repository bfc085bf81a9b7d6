import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import {
  type BrowserPaymentSupport,
  ESTONIAN_PAYMENT_OPTIONS,
  groupPaymentMethods,
  isGooglePaySupported,
  type PaymentContext,
  type PaymentGroup,
  type PaymentGroupsResult,
  type PaymentMethodInput,
  paymentMethodTitle,
  UNAVAILABLE_MESSAGE,
} from './payment-methods';

const desktopChrome: BrowserPaymentSupport = { applePay: false, android: false, chromeFamily: true, paymentRequest: true };
const androidChrome: BrowserPaymentSupport = { applePay: false, android: true, chromeFamily: true, paymentRequest: true };
const iphoneSafari: BrowserPaymentSupport = { applePay: true, android: false, chromeFamily: false, paymentRequest: true };
const context = (browser: BrowserPaymentSupport, cartHasGiftCard = false): PaymentContext => ({ browser, cartHasGiftCard });

const m = (code: string, group_code: string | null, title = code): PaymentMethodInput => ({ code, title, group_code });

/** The cart's methods deliberately out of order. */
const cartMethods: PaymentMethodInput[] = [
  m('invoice', 'invoice', 'Arve 0 €'),
  m('inbankpayment-2', 'installment', 'Järelmaks 6 kuud'),
  m('lhv', 'banklink', 'LHV'),
  m('googlepay', 'googlepay'),
  m('swedbank', 'banklink', 'Swedbank'),
  m('inbankpayment-1', 'installment', 'Järelmaks 3 kuud'),
  m('applepay', 'applepay'),
  m('card', 'card', 'Visa / Mastercard'),
  m('cash', null, 'Sularaha'),
  m('seb', 'banklink', 'SEB'),
];

const summary = (groups: readonly PaymentGroup[]) => groups.map((g) => [g.groupCode, g.methods.map((x) => (x.available ? x.code : `(${x.code})`))]);

describe('groupPaymentMethods (customer.md §4)', () => {
  it.each<[string, PaymentContext, unknown]>([
    [
      'desktop Chrome: groups and methods in configured order, Apple Pay and Google Pay unavailable, no group → other',
      context(desktopChrome),
      [
        ['banklink', ['swedbank', 'seb', 'lhv']],
        ['card', ['card']],
        ['applepay', ['(applepay)']],
        ['googlepay', ['(googlepay)']],
        ['installment', ['inbankpayment-1', 'inbankpayment-2']],
        ['invoice', ['invoice']],
        ['other', ['cash']],
      ],
    ],
    [
      'Android Chrome: Google Pay available',
      context(androidChrome),
      [
        ['banklink', ['swedbank', 'seb', 'lhv']],
        ['card', ['card']],
        ['applepay', ['(applepay)']],
        ['googlepay', ['googlepay']],
        ['installment', ['inbankpayment-1', 'inbankpayment-2']],
        ['invoice', ['invoice']],
        ['other', ['cash']],
      ],
    ],
    [
      'iPhone Safari with a gift card in the cart: Apple Pay available, installment not',
      context(iphoneSafari, true),
      [
        ['banklink', ['swedbank', 'seb', 'lhv']],
        ['card', ['card']],
        ['applepay', ['applepay']],
        ['googlepay', ['(googlepay)']],
        ['installment', ['(inbankpayment-1)', '(inbankpayment-2)']],
        ['invoice', ['invoice']],
        ['other', ['cash']],
      ],
    ],
  ])('%s', (_name, ctx, expected) => {
    const result = groupPaymentMethods(cartMethods, ESTONIAN_PAYMENT_OPTIONS, ctx);
    if (!result.ok) throw new Error('expected groups');
    expect(summary(result.groups)).toEqual(expected);
  });

  it('marks groups and methods with availability and the reason', () => {
    const result = groupPaymentMethods(cartMethods, ESTONIAN_PAYMENT_OPTIONS, context(desktopChrome, true));
    if (!result.ok) throw new Error('expected groups');
    const installment = result.groups.find((g) => g.groupCode === 'installment');
    expect(installment).toMatchObject({ label: 'Installment', type: 'installment', available: false });
    expect(installment?.methods[0]).toEqual({
      code: 'inbankpayment-1',
      title: 'Järelmaks 3 kuud',
      groupCode: 'installment',
      type: 'installment',
      available: false,
      unavailableReason: 'gift-card-in-cart',
    });
    expect(result.groups.find((g) => g.groupCode === 'googlepay')?.methods[0]?.unavailableReason).toBe('browser-unsupported');
    expect(result.groups.find((g) => g.groupCode === 'banklink')).toMatchObject({ available: true, label: 'Bank links', type: 'bankLink' });
  });

  it('treats the installment codes as installment in whatever group they come', () => {
    const result = groupPaymentMethods([m('inbankpayment-1', null), m('card', 'card')], ESTONIAN_PAYMENT_OPTIONS, context(desktopChrome, true));
    expect(result.ok && summary(result.groups)).toEqual([
      ['card', ['card']],
      ['other', ['(inbankpayment-1)']],
    ]);
  });

  it('puts code free in the free group whatever its group, and removes the space before €', () => {
    const result = groupPaymentMethods([m('free', 'card', 'Tasuta 0 €'), m('card', 'card')], ESTONIAN_PAYMENT_OPTIONS, context(desktopChrome));
    if (!result.ok) throw new Error('expected groups');
    expect(summary(result.groups)).toEqual([
      ['card', ['card']],
      ['free', ['free']],
    ]);
    expect(result.groups[1]).toMatchObject({ label: 'Free of charge', type: 'free', methods: [{ title: 'Tasuta 0€' }] });
  });

  it('sends an unconfigured group to the other group, after the configured ones, and keeps the cart order of unlisted methods', () => {
    const options = { groupOrder: [{ groupCode: 'card', label: 'Card payment', type: 'cardLink' as const }], methodOrder: ['card'] };
    const result = groupPaymentMethods([m('zeta', 'crypto'), m('free', null), m('alpha', null), m('card', 'card')], options, context(desktopChrome));
    if (!result.ok) throw new Error('expected groups');
    expect(summary(result.groups)).toEqual([
      ['card', ['card']],
      ['other', ['zeta', 'alpha']],
      ['free', ['free']],
    ]);
    expect(result.groups[1]).toMatchObject({ label: 'Other payment methods', type: 'other' });
  });

  it('keeps a method listed twice once', () => {
    const result = groupPaymentMethods([m('seb', 'banklink'), m('seb', 'banklink')], ESTONIAN_PAYMENT_OPTIONS, context(desktopChrome));
    expect(result.ok && summary(result.groups)).toEqual([['banklink', ['seb']]]);
  });

  it("gives 'Error during loading payment providers' when the cart offers no method", () => {
    expect(groupPaymentMethods([], ESTONIAN_PAYMENT_OPTIONS, context(desktopChrome))).toEqual({
      ok: false,
      reason: 'no-methods',
      message: 'Error during loading payment providers',
    });
  });
});

describe('paymentMethodTitle', () => {
  it.each<[string, string]>([
    ['Arve 0 €', 'Arve 0€'],
    ['Järelmaks alates 12,50 € kuus', 'Järelmaks alates 12,50€ kuus'],
    ['Tasuta 0\u00a0€', 'Tasuta 0€'],
    ['Tasuta 0\u202f€', 'Tasuta 0€'],
    ['Kaks  €', 'Kaks€'],
    ['Swedbank', 'Swedbank'],
    ['€ 5', '€ 5'],
  ])('%j → %j', (title, expected) => {
    expect(paymentMethodTitle(title)).toBe(expected);
  });
});

describe('isGooglePaySupported', () => {
  it.each<[string, BrowserPaymentSupport, boolean]>([
    ['Android Chrome', androidChrome, true],
    ['desktop Chrome', desktopChrome, false],
    ['Android Firefox', { ...androidChrome, chromeFamily: false }, false],
    ['Android Chrome without the Payment Request API', { ...androidChrome, paymentRequest: false }, false],
    ['iPhone Safari', iphoneSafari, false],
  ])('%s → %s', (_name, browser, expected) => {
    expect(isGooglePaySupported(browser)).toBe(expected);
  });
});

describe('labels and messages', () => {
  it('are et-EE catalogue keys', () => {
    const keys = [
      ...ESTONIAN_PAYMENT_OPTIONS.groupOrder.map((g) => g.label),
      'Other payment methods',
      ...Object.values(UNAVAILABLE_MESSAGE),
      'Error during loading payment providers',
    ];
    for (const key of keys) expect(catalogue).toHaveProperty([key]);
  });
});

describe('message types', () => {
  it('the failure and unavailability messages are catalogue keys (checked by tsc)', () => {
    expectTypeOf<Extract<PaymentGroupsResult, { ok: false }>['message']>().toExtend<MessageKey>();
    expectTypeOf<(typeof UNAVAILABLE_MESSAGE)[keyof typeof UNAVAILABLE_MESSAGE]>().toExtend<MessageKey>();
  });
});
