/**
 * Payment method grouping of the checkout's payment step (customer.md §3 "Payment method", §4
 * "Payment methods", §5, §8): the cart's `available_payment_methods` arranged into ordered
 * groups, each method marked available or not for this cart and browser. Pure: the browser facts
 * (Apple Pay, Android, Chrome family, Payment Request API) come in as flags that a thin client
 * adapter reads once.
 */

/** customer.md §3 payment types. */
export const PAYMENT_TYPES = ['installment', 'bankLink', 'cardLink', 'applePay', 'googlePay', 'paypal', 'invoice', 'other', 'free'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The two provider codes of the installment partner (customer.md §3). */
export const INSTALLMENT_METHOD_CODES: readonly string[] = ['inbankpayment-1', 'inbankpayment-2'];
/** customer.md §4: method code 'free' goes to the free group. */
export const FREE_METHOD_CODE = 'free';
export const FREE_GROUP_CODE = 'free';
/** customer.md §4: a method without a group goes to the other group. */
export const OTHER_GROUP_CODE = 'other';

/** One method as the cart gives it (`available_payment_methods` plus our `group_code`). */
export type PaymentMethodInput = {
  readonly code: string;
  readonly title: string;
  readonly group_code?: string | null;
};

/** A configured group; `label` is an et-EE catalogue key. */
export type PaymentGroupConfig = {
  readonly groupCode: string;
  readonly label: string;
  readonly type: PaymentType;
};

export type PaymentMethodsOptions = {
  /** Groups in display order. */
  readonly groupOrder: readonly PaymentGroupConfig[];
  /** Method codes in display order within their group. */
  readonly methodOrder: readonly string[];
};

/** What the browser can do, read by the client adapter (never by user-agent sniffing alone). */
export type BrowserPaymentSupport = {
  /** `window.ApplePaySession?.canMakePayments()` is true. */
  readonly applePay: boolean;
  readonly android: boolean;
  /** Chrome, Edge, Samsung Internet, Opera and other Chromium browsers. */
  readonly chromeFamily: boolean;
  /** `'PaymentRequest' in window`. */
  readonly paymentRequest: boolean;
};

export type PaymentContext = {
  /** The cart holds a GiftCardProduct line. */
  readonly cartHasGiftCard: boolean;
  readonly browser: BrowserPaymentSupport;
};

/**
 * Why a method cannot be chosen. The UI hides 'browser-unsupported' methods (the shopper can do
 * nothing about them) and shows 'gift-card-in-cart' ones disabled with `UNAVAILABLE_MESSAGE`.
 */
export type UnavailableReason = 'gift-card-in-cart' | 'browser-unsupported';

export const UNAVAILABLE_MESSAGE = {
  'gift-card-in-cart': 'Installment payment is not available when the cart contains a gift card',
  'browser-unsupported': 'This payment method is not supported by your browser',
} as const satisfies Record<UnavailableReason, string>;

export type PaymentMethod = {
  readonly code: string;
  /** The title with the space before a euro sign removed ('Arve 0 €' → 'Arve 0€'). */
  readonly title: string;
  readonly groupCode: string;
  readonly type: PaymentType;
  readonly available: boolean;
  readonly unavailableReason: UnavailableReason | null;
};

export type PaymentGroup = {
  readonly groupCode: string;
  readonly label: string;
  readonly type: PaymentType;
  readonly methods: readonly PaymentMethod[];
  /** At least one of its methods is available. */
  readonly available: boolean;
};

export type PaymentGroupsResult =
  | { readonly ok: true; readonly groups: readonly PaymentGroup[] }
  | { readonly ok: false; readonly reason: 'no-methods'; readonly message: 'Error during loading payment providers' };

/** Used when the configuration does not name the other or free group. */
const BUILT_IN_GROUPS: readonly PaymentGroupConfig[] = [
  { groupCode: OTHER_GROUP_CODE, label: 'Other payment methods', type: 'other' },
  { groupCode: FREE_GROUP_CODE, label: 'Free of charge', type: 'free' },
];

/**
 * The groups seen in Estonia (issue 7), as the reference configuration: bank links (Swedbank,
 * SEB, LHV, Luminor, Coop, Citadele), card, Apple Pay, Google Pay, installment, invoice, free.
 * Method codes are the reference backend's.
 */
export const ESTONIAN_PAYMENT_OPTIONS: PaymentMethodsOptions = {
  groupOrder: [
    { groupCode: 'banklink', label: 'Bank links', type: 'bankLink' },
    { groupCode: 'card', label: 'Card payment', type: 'cardLink' },
    { groupCode: 'applepay', label: 'Apple Pay', type: 'applePay' },
    { groupCode: 'googlepay', label: 'Google Pay', type: 'googlePay' },
    { groupCode: 'installment', label: 'Installment', type: 'installment' },
    { groupCode: 'invoice', label: 'Invoice', type: 'invoice' },
    { groupCode: FREE_GROUP_CODE, label: 'Free of charge', type: 'free' },
  ],
  methodOrder: ['swedbank', 'seb', 'lhv', 'luminor', 'coop', 'citadele', 'card', 'applepay', 'googlepay', 'inbankpayment-1', 'inbankpayment-2', 'invoice', FREE_METHOD_CODE],
};

/**
 * customer.md §4: "In titles the space before a euro sign is removed". Any run of spaces
 * (including the no-break and narrow no-break spaces that number formatting emits) goes.
 */
export function paymentMethodTitle(title: string): string {
  return title.replace(/[ \u00a0\u202f]+€/g, '€');
}

/** Google Pay: only Android Chrome-family browsers with the Payment Request API (customer.md §4). */
export function isGooglePaySupported(browser: BrowserPaymentSupport): boolean {
  return browser.android && browser.chromeFamily && browser.paymentRequest;
}

function unavailableReason(code: string, type: PaymentType, context: PaymentContext): UnavailableReason | null {
  if ((type === 'installment' || INSTALLMENT_METHOD_CODES.includes(code)) && context.cartHasGiftCard) return 'gift-card-in-cart';
  if (type === 'applePay' && !context.browser.applePay) return 'browser-unsupported';
  if (type === 'googlePay' && !isGooglePaySupported(context.browser)) return 'browser-unsupported';
  return null;
}

/**
 * The cart's methods in ordered groups, or 'Error during loading payment providers' when the cart
 * offers none (customer.md §5, §8). Rules:
 * - code 'free' → the free group; no group, or a group the configuration does not know (it
 *   would have no label) → the other group;
 * - groups in `groupOrder`; the other and free groups, when not configured, come after it in
 *   that order; groups without methods are left out;
 * - methods in `methodOrder` within their group; unlisted ones after, in the cart's order;
 * - a method's type is its group's, except that the installment codes are installment wherever
 *   they are grouped;
 * - installment is unavailable with a gift card in the cart; Apple Pay needs the browser's Apple
 *   Pay; Google Pay needs `isGooglePaySupported`;
 * - a method code listed twice by the cart is kept once (the first).
 */
export function groupPaymentMethods(
  methods: readonly PaymentMethodInput[],
  options: PaymentMethodsOptions,
  context: PaymentContext,
): PaymentGroupsResult {
  if (methods.length === 0) return { ok: false, reason: 'no-methods', message: 'Error during loading payment providers' };
  const configs = [...options.groupOrder, ...BUILT_IN_GROUPS.filter((b) => !options.groupOrder.some((g) => g.groupCode === b.groupCode))];
  const rank = (code: string) => {
    const index = options.methodOrder.indexOf(code);
    return index === -1 ? options.methodOrder.length : index;
  };
  const seen = new Set<string>();
  const byGroup = new Map<string, PaymentMethod[]>();
  for (const method of methods) {
    if (seen.has(method.code)) continue;
    seen.add(method.code);
    const wanted = method.code === FREE_METHOD_CODE ? FREE_GROUP_CODE : (method.group_code ?? OTHER_GROUP_CODE);
    const config = configs.find((g) => g.groupCode === wanted) ?? configs.find((g) => g.groupCode === OTHER_GROUP_CODE);
    if (!config) continue; // unreachable: the other group is always in `configs`
    const type: PaymentType = INSTALLMENT_METHOD_CODES.includes(method.code) ? 'installment' : config.type;
    const reason = unavailableReason(method.code, type, context);
    const list = byGroup.get(config.groupCode) ?? [];
    list.push({ code: method.code, title: paymentMethodTitle(method.title), groupCode: config.groupCode, type, available: reason === null, unavailableReason: reason });
    byGroup.set(config.groupCode, list);
  }
  const groups: PaymentGroup[] = [];
  for (const config of configs) {
    const list = byGroup.get(config.groupCode);
    if (!list) continue;
    // Array.prototype.sort is stable (ES2019), so unlisted methods keep the cart's order.
    const sorted = [...list].sort((a, b) => rank(a.code) - rank(b.code));
    groups.push({ ...config, methods: sorted, available: sorted.some((m) => m.available) });
  }
  return { ok: true, groups };
}
