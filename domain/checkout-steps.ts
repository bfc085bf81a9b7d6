/**
 * The checkout's steps and data (storefront.md §3 "Checkout data", §4 "Checkout steps"): the
 * steps in order with their submitted flags, the data kept in localStorage under two keys (the
 * current data and a backup dump) and restored on reload, and the billing street composed from
 * the address form's lines. Pure: the checkout store reads and writes the storage.
 */

/** §4: in order. */
export const CHECKOUT_STEPS = ['contactInfo', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const FIRST_CHECKOUT_STEP: CheckoutStep = 'contactInfo';

/**
 * localStorage keys (§3 names two keys, current and backup dump, but not their names; ours).
 * The store writes both on every change; the backup is read when the current one is unreadable
 * (e.g. a write cut short by a crashed tab).
 */
export const CHECKOUT_STORAGE_KEY = 'vsf-checkout';
export const CHECKOUT_BACKUP_STORAGE_KEY = 'vsf-checkout-dump';

/** §9: default country EE. */
export const DEFAULT_COUNTRY = 'EE';
/**
 * Longest text kept from storage. The form's own bounds are far lower; anything longer was not
 * written by us (localStorage is editable) and is dropped to ''.
 */
const MAX_STORED_TEXT = 255;

/** §4: an unknown step falls back to the first. Accepts anything (the URL's `step`). */
export function parseCheckoutStep(value: unknown): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? FIRST_CHECKOUT_STEP;
}

/** The step after `step`, or `null` after the last (payment: the order is placed). */
export function nextCheckoutStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
}

// Each field falls back on its own, so one bad field in storage does not lose the rest of what
// the shopper typed; nothing here ever throws. Plain guards rather than zod's `z.catch`: this
// runs in the checkout island, and esbuild puts zod in the one chunk every page shares, where
// `z.catch` alone (error finalisation it pulls in) weighed 3.5 KB gzip on every page.
type Field<T> = (value: unknown) => T;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_STORED_TEXT;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Field<string> = (value) => (isText(value) ? value : '');
const flag =
  (fallback: boolean): Field<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;
const nullableText: Field<string | null> = (value) => (isText(value) && value.length > 0 ? value : null);
const nullableStoredText: Field<string | null> = (value) => (isText(value) ? value : null);
const country: Field<string> = (value) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : DEFAULT_COUNTRY);

/** An object of fields, each repaired on its own; anything but an object gives every default. */
const section =
  <S extends Record<string, Field<unknown>>>(fields: S): Field<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (value) => {
    const stored = isRecord(value) ? value : {};
    return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field(stored[key])])) as { [K in keyof S]: ReturnType<S[K]> };
  };

/** The chosen carrier and method (§3 "Shipping method selected by carrier_code and method_code"); both or nothing. */
const shippingMethod: Field<{ carrier_code: string; method_code: string } | null> = (value) => {
  if (!isRecord(value)) return null;
  const carrier = nullableText(value.carrier_code);
  const method = nullableText(value.method_code);
  return carrier && method ? { carrier_code: carrier, method_code: method } : null;
};

const region = section({
  region_code: nullableStoredText,
  region_id: (value): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null),
});

const contactInfo = section({ email: text, firstName: text, lastName: text, phoneNumber: text, submitted: flag(false) });

const shippingAddress = section({
  email: text,
  firstName: text,
  lastName: text,
  street: text,
  city: text,
  postcode: text,
  country,
  region,
  phoneNumber: text,
});

const shipping = section({
  furnitureUtilization: flag(false),
  furnitureAssembly: flag(false),
  selectedMethod: shippingMethod,
  anotherRecipient: flag(false),
  address: shippingAddress,
  /** The address search result picked (§3 additional_data.place_id). */
  additional_data: section({ place_id: nullableText }),
  submitted: flag(false),
});

const payment = section({
  /** Pickup store code or parcel machine id, when the delivery needs one. */
  selectedLocation: nullableText,
  isPurchaseAsCompany: flag(false),
  sameAsShipping: flag(true),
  registerCode: text,
  taxVat: text,
  companyName: text,
  /**
   * The billing address when it is not the delivery address (`sameAsShipping` false): the street
   * lines of customer.md §3 (apartment, neighborhood, extra = 2nd to 4th lines), city, postcode.
   * The payer's name and phone are the contact info's (domain/billing-address.ts).
   */
  billingAddress: section({ street: text, apartment: text, neighborhood: text, extra: text, city: text, postcode: text }),
  /**
   * A signed-in customer's saved address chosen as the billing address (`customer_address_id`)
   * when billing is not the delivery address; `null`: the billing form above.
   */
  billingCustomerAddressId: (value): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null),
  /** The chosen payment method code. */
  paymentMethod: nullableText,
  /** The optional marketing consent (unticked by default), sent to the cart before placement. */
  marketingConsent: flag(false),
  submitted: flag(false),
});

/** §3 checkout data from anything (stored JSON): every field present and typed, bad ones at their defaults. */
const checkoutData = section({ contactInfo, shipping, payment });
export type CheckoutData = ReturnType<typeof checkoutData>;

/**
 * Fresh checkout data: everything empty, country EE, billing same as shipping, no step
 * submitted (§3, §9). Also what an emptied cart resets the storage to (§4).
 */
export function defaultCheckoutData(): CheckoutData {
  return checkoutData({});
}

const readJsonObject = (raw: string | null | undefined): object | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * The checkout data from the two stored values: the current one when it is a JSON object, else
 * the backup, else fresh defaults. Within the chosen value each malformed field falls back to its
 * default (see `CheckoutDataSchema`). Never throws.
 */
export function restoreCheckoutData(current: string | null | undefined, backup?: string | null): CheckoutData {
  const stored = readJsonObject(current) ?? readJsonObject(backup);
  return stored ? checkoutData(stored) : defaultCheckoutData();
}

export function serializeCheckoutData(data: CheckoutData): string {
  return JSON.stringify(data);
}

/** `data` with `step`'s submitted flag set to `submitted` (a new object). */
export function withStepSubmitted(data: CheckoutData, step: CheckoutStep, submitted: boolean): CheckoutData {
  return { ...data, [step]: { ...data[step], submitted } };
}

/**
 * The step to show when `requested` is asked for (the URL): the requested step when every step
 * before it is submitted, else the first step not yet submitted, so a shared or reloaded
 * /checkout?step=payment link never skips contact info. Our rule: §4 names only the fallback
 * for an unknown step, which `parseCheckoutStep` applies first.
 */
export function reachableCheckoutStep(requested: unknown, data: CheckoutData): CheckoutStep {
  const step = parseCheckoutStep(requested);
  for (const earlier of CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step))) {
    if (!data[earlier].submitted) return earlier;
  }
  return step;
}

/** The address form's street lines (§3, customer.md §3: apartment, neighborhood and extra are the 2nd to 4th lines). */
export type StreetLines = {
  readonly street: string;
  readonly apartment?: string | null;
  readonly neighborhood?: string | null;
  readonly extra?: string | null;
};

/**
 * The `street` list of a Magento address input: [street, apartment, neighborhood, extra], each
 * trimmed. Lines keep their positions (the 3rd line is always the neighborhood), so an empty
 * line between two filled ones stays as '' and only trailing empty lines are dropped.
 */
export function composeStreet(lines: StreetLines): string[] {
  const street = [lines.street, lines.apartment, lines.neighborhood, lines.extra].map((line) => (line ?? '').trim());
  while (street.length > 1 && street[street.length - 1] === '') street.pop();
  return street;
}
