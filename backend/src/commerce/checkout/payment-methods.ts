// The store's payment methods (payment_methods, migrations/0005) and which of them may pay a cart.
// Codes and groups agree with domain/payment-methods.ts (ESTONIAN_PAYMENT_OPTIONS), which
// arranges them in the storefront; set-payment-method.ts serves them.
import { FREE_METHOD_CODE, INSTALLMENT_METHOD_CODES } from '../../../../domain/payment-methods';
import type { CommerceContext } from '../context';
import { perRequest } from '../delivery/delivery-data';

export type PaymentMethodRow = { code: string; title: string; group_code: string; is_deferred: number; position: number; is_active: number };

export const paymentMethodRows = (context: CommerceContext) =>
  perRequest(context, 'payment_methods', async () => (await context.db.prepare('SELECT * FROM payment_methods ORDER BY position').all<PaymentMethodRow>()).results);

export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';

/**
 * Whether a method may pay a cart (Magento's zero-total rule plus the store's): `free` only
 * when the grand total is 0, and then nothing else (Magento's "Zero Subtotal Checkout"); the
 * installment methods never for a cart holding a gift card product (the loan partner does not
 * finance gift cards); an inactive method never.
 */
export function isPaymentMethodAvailable(method: Pick<PaymentMethodRow, 'code' | 'is_active'>, cart: { grandTotalCents: number; hasGiftCard: boolean }): boolean {
  if (!method.is_active) return false;
  if (cart.grandTotalCents <= 0) return method.code === FREE_METHOD_CODE;
  if (method.code === FREE_METHOD_CODE) return false;
  return !(cart.hasGiftCard && INSTALLMENT_METHOD_CODES.includes(method.code));
}

export const paymentMethodShape = (row: PaymentMethodRow) => ({ code: row.code, title: row.title, group_code: row.group_code, is_deferred: row.is_deferred === 1 });
