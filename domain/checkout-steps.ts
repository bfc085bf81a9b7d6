import * as z from 'zod/mini';

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
// the shopper typed; nothing here ever throws. zod/mini: the checkout store runs in the browser,
// whose bundle carries no classic zod (client/client-build.test.ts).
const storedText = z.string().check(z.maxLength(MAX_STORED_TEXT));
const text = () => z.catch(storedText, '');
const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);
const nullableText = () => z.catch(z.nullable(z.string().check(z.minLength(1), z.maxLength(MAX_STORED_TEXT))), null);
const code = z.string().check(z.minLength(1), z.maxLength(MAX_STORED_TEXT));

const ShippingMethodSchema = z.catch(z.nullable(z.object({ carrier_code: code, method_code: code })), null);

const RegionSchema = z.catch(
  z.object({
    region_code: z.catch(z.nullable(storedText), null),
    region_id: z.catch(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  }),
  { region_code: null, region_id: null },
);

const ContactInfoSchema = z.object({
  email: text(),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  submitted: flag(false),
});

const ShippingAddressSchema = z.object({
  email: text(),
  firstName: text(),
  lastName: text(),
  street: text(),
  city: text(),
  postcode: text(),
  country: z.catch(z.string().check(z.regex(/^[A-Z]{2}$/)), DEFAULT_COUNTRY),
  region: RegionSchema,
  phoneNumber: text(),
});

const ShippingSchema = z.object({
  furnitureUtilization: flag(false),
  furnitureAssembly: flag(false),
  /** The chosen carrier and method (§3 "Shipping method selected by carrier_code and method_code"). */
  selectedMethod: ShippingMethodSchema,
  anotherRecipient: flag(false),
  address: z.catch(ShippingAddressSchema, () => z.parse(ShippingAddressSchema, {})),
  /** The address search result picked (§3 additional_data.place_id). */
  additional_data: z.catch(z.object({ place_id: nullableText() }), { place_id: null }),
  submitted: flag(false),
});

const PaymentSchema = z.object({
  /** Pickup store code or parcel machine id, when the delivery needs one. */
  selectedLocation: nullableText(),
  isPurchaseAsCompany: flag(false),
  sameAsShipping: flag(true),
  registerCode: text(),
  taxVat: text(),
  companyName: text(),
  /** The chosen payment method code. */
  paymentMethod: nullableText(),
  submitted: flag(false),
});

/** §3 checkout data as restored from storage: every field present and typed. */
export const CheckoutDataSchema = z.object({
  contactInfo: z.catch(ContactInfoSchema, () => z.parse(ContactInfoSchema, {})),
  shipping: z.catch(ShippingSchema, () => z.parse(ShippingSchema, {})),
  payment: z.catch(PaymentSchema, () => z.parse(PaymentSchema, {})),
});
export type CheckoutData = z.output<typeof CheckoutDataSchema>;

/**
 * Fresh checkout data: everything empty, country EE, billing same as shipping, no step
 * submitted (§3, §9). Also what an emptied cart resets the storage to (§4).
 */
export function defaultCheckoutData(): CheckoutData {
  return z.parse(CheckoutDataSchema, {});
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
  return stored ? z.parse(CheckoutDataSchema, stored) : defaultCheckoutData();
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
