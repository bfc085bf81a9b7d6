import { addressMin, cityMin, max, postcode, required, type FieldRule } from '../../domain/checkout-validation';

/**
 * The billing form's §5 rules (storefront.md §5), in the order their messages take precedence:
 * the street with its house (the 1st line) as the delivery address is checked, the 2nd to 4th
 * lines (apartment, neighbourhood, extra; customer.md §3) optional and bounded by Magento's
 * 255-character street columns, city and an Estonian 5-digit postcode.
 */
export const BILLING_ADDRESS_RULES = {
  street: [required, addressMin(), max(255)],
  apartment: [max(255)],
  neighborhood: [max(255)],
  extra: [max(255)],
  city: [required, cityMin(), max(255)],
  postcode: [required, postcode],
} as const satisfies Record<string, readonly FieldRule[]>;

export type BillingField = keyof typeof BILLING_ADDRESS_RULES;
export const billingInputId = (field: string) => `checkout-billing-${field}`;
