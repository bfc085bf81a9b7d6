import type { BrowserPaymentSupport } from '../../domain/payment-methods';

/**
 * What this browser can pay with (customer.md §4): read once by the payment step and handed to
 * the pure grouping rules (domain/payment-methods.ts). Apple Pay is asked of the browser itself
 * (`ApplePaySession.canMakePayments()`), never guessed from the user agent; Google Pay needs
 * Android, a Chrome-family browser and the Payment Request API.
 */

/** The parts of `window` read here, so tests pass a plain object. */
export type PaymentWindow = {
  readonly ApplePaySession?: { canMakePayments?: () => unknown } | undefined;
  readonly PaymentRequest?: unknown;
  readonly navigator?: {
    readonly userAgent?: string;
    readonly userAgentData?: { readonly platform?: string; readonly brands?: readonly { readonly brand: string }[] } | undefined;
  };
};

/** Chromium-based browsers name themselves in the user agent; Firefox and Safari do not. */
const CHROME_FAMILY_UA = /\b(?:Chrome|CriOS|Chromium|EdgA|Edg|SamsungBrowser|OPR|YaBrowser)\//;

function appleSupport(win: PaymentWindow): boolean {
  try {
    return win.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Safari throws outside a secure context: no Apple Pay then.
    return false;
  }
}

/** Reads the browser's payment abilities; anything missing counts as "cannot". Never throws. */
export function readBrowserPaymentSupport(win: PaymentWindow = globalThis): BrowserPaymentSupport {
  const ua = win.navigator?.userAgent ?? '';
  const hints = win.navigator?.userAgentData;
  const android = hints?.platform ? hints.platform === 'Android' : /\bAndroid\b/.test(ua);
  const chromeFamily = hints?.brands ? hints.brands.some(({ brand }) => brand === 'Chromium') : CHROME_FAMILY_UA.test(ua) && !/\bFirefox\//.test(ua);
  return { applePay: appleSupport(win), android, chromeFamily, paymentRequest: typeof win.PaymentRequest === 'function' };
}
