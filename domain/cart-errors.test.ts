import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import { CART_ERROR_MESSAGE, cartErrorMessage, PLACE_ORDER_ERROR_MESSAGE, placeOrderErrorMessage } from './cart-errors';

describe('cartErrorMessage (by code, never by English text)', () => {
  it.each<[unknown, string]>([
    ['INSUFFICIENT_STOCK', 'The requested qty is not available'],
    ['NOT_SALABLE', 'This product cannot be bought at the moment'],
    ['PRODUCT_NOT_FOUND', 'This product is no longer available'],
    ['UNDEFINED', 'Something went wrong'],
    ['PERMISSION_DENIED', 'Something went wrong'],
    ['insufficient_stock', 'Something went wrong'],
    [undefined, 'Something went wrong'],
    [42, 'Something went wrong'],
    ['toString', 'Something went wrong'],
  ])('%j → %j', (code, message) => {
    expect(cartErrorMessage(code)).toBe(message);
  });
});

describe('placeOrderErrorMessage', () => {
  it.each<[unknown, string]>([
    ['CART_NOT_FOUND', 'Your cart could not be found. Please add the products again'],
    ['CART_NOT_ACTIVE', 'This cart has already been ordered'],
    ['GUEST_EMAIL_MISSING', 'Please enter your e-mail address'],
    ['UNABLE_TO_PLACE_ORDER', 'The order could not be placed. Check your cart and try again'],
    ['UNDEFINED', 'Something went wrong'],
    ['__proto__', 'Something went wrong'],
    [null, 'Something went wrong'],
  ])('%j → %j', (code, message) => {
    expect(placeOrderErrorMessage(code)).toBe(message);
  });
});

describe('messages', () => {
  it('are et-EE catalogue keys', () => {
    for (const key of [...Object.values(CART_ERROR_MESSAGE), ...Object.values(PLACE_ORDER_ERROR_MESSAGE)]) expect(catalogue).toHaveProperty([key]);
  });
});

describe('message types', () => {
  it('every message is a catalogue key (checked by tsc)', () => {
    expectTypeOf<ReturnType<typeof cartErrorMessage>>().toExtend<MessageKey>();
    expectTypeOf<ReturnType<typeof placeOrderErrorMessage>>().toExtend<MessageKey>();
  });
});
