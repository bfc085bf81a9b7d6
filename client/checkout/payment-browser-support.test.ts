import { describe, expect, it } from 'vitest';
import { readBrowserPaymentSupport } from './payment-browser-support';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const ANDROID_SAMSUNG = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
function PaymentRequest() {}

describe('readBrowserPaymentSupport (customer.md §4)', () => {
  it.each([
    ['Android Chrome with Payment Request', { navigator: { userAgent: ANDROID_CHROME }, PaymentRequest }, { android: true, chromeFamily: true, paymentRequest: true }],
    ['Samsung Internet', { navigator: { userAgent: ANDROID_SAMSUNG }, PaymentRequest }, { android: true, chromeFamily: true, paymentRequest: true }],
    ['Android Firefox', { navigator: { userAgent: ANDROID_FIREFOX } }, { android: true, chromeFamily: false, paymentRequest: false }],
    ['desktop Chrome', { navigator: { userAgent: DESKTOP_CHROME }, PaymentRequest }, { android: false, chromeFamily: true, paymentRequest: true }],
    ['client hints win over the user agent', { navigator: { userAgent: DESKTOP_CHROME, userAgentData: { platform: 'Android', brands: [{ brand: 'Chromium' }] } } }, { android: true, chromeFamily: true }],
    ['nothing known', {}, { applePay: false, android: false, chromeFamily: false, paymentRequest: false }],
  ])('%s', (_name, win, expected) => {
    expect(readBrowserPaymentSupport(win)).toMatchObject(expected);
  });

  it('asks ApplePaySession itself: true only when canMakePayments() is true', () => {
    expect(readBrowserPaymentSupport({ navigator: { userAgent: IPHONE_SAFARI }, ApplePaySession: { canMakePayments: () => true } }).applePay).toBe(true);
    expect(readBrowserPaymentSupport({ navigator: { userAgent: IPHONE_SAFARI }, ApplePaySession: { canMakePayments: () => false } }).applePay).toBe(false);
    expect(readBrowserPaymentSupport({ navigator: { userAgent: IPHONE_SAFARI } }).applePay).toBe(false);
  });

  it('reads a throwing ApplePaySession (insecure context) as no Apple Pay', () => {
    const ApplePaySession = {
      canMakePayments: () => {
        throw new Error('InvalidAccessError');
      },
    };
    expect(readBrowserPaymentSupport({ ApplePaySession }).applePay).toBe(false);
  });
});
