import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import { type GiftCardAmountResult, validateGiftCardAmount } from './gift-card-amount';

describe('validateGiftCardAmount (minimum 10 EUR)', () => {
  it.each<[string, number]>([
    ['10', 10],
    ['25', 25],
    ['25,50', 25.5],
    ['25.5', 25.5],
    [' 100 € ', 100],
    ['1 000', 1000],
    ['5000', 5000],
  ])('%j → %s €', (text, amount) => {
    expect(validateGiftCardAmount(text)).toEqual({ ok: true, amount });
  });

  it.each<[string, string]>([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'not-a-number'],
    ['-20', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['10,999', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['9,99', 'below-minimum'],
    ['0', 'below-minimum'],
    ['5000,01', 'above-maximum'],
    ['1000000000', 'above-maximum'],
    ['1234567890123', 'not-a-number'],
    ['9999999', 'above-maximum'],
  ])('%j → %s', (text, reason) => {
    expect(validateGiftCardAmount(text)).toMatchObject({ ok: false, reason });
  });

  it('names the bound in the message', () => {
    expect(validateGiftCardAmount('5')).toEqual({ ok: false, reason: 'below-minimum', message: 'The gift card amount must be at least {amount} €', params: { amount: 10 } });
    expect(validateGiftCardAmount('6000')).toEqual({ ok: false, reason: 'above-maximum', message: 'The gift card amount must be at most {amount} €', params: { amount: 5000 } });
  });

  it('gives catalogue keys', () => {
    for (const text of ['', 'x', '5', '6000']) {
      const result = validateGiftCardAmount(text);
      if (result.ok) throw new Error(text);
      expect(catalogue).toHaveProperty([result.message]);
    }
  });
});

describe('message types', () => {
  it('every failure message is a catalogue key (checked by tsc)', () => {
    expectTypeOf<Extract<GiftCardAmountResult, { ok: false }>['message']>().toExtend<MessageKey>();
  });
});
