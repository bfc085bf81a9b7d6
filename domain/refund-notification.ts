import { z } from 'zod';

/**
 * The refund webhook's body (README "Refunds"): what the commerce backend POSTs to the
 * storefront's /hooks/refund once a credit memo is saved (the reference backend's
 * backend/src/commerce/credit-memos/refund-webhook.ts; a real Magento module observing
 * `sales_order_creditmemo_save_after`). Amounts are euros, VAT included:
 * - `value`: the credit memo's grand total, what goes back to the shopper (shipping, tax and
 *   adjustments included); `tax`: the VAT in it; `shipping`: the refunded shipping;
 * - `items[].price`: one piece after its discount; `qty`: pieces refunded (none for a
 *   shipping-only or adjustment-only credit memo).
 * Unknown keys are allowed (a module may send more); the known ones are bounded.
 */
export const RefundNotificationSchema = z.object({
  event: z.literal('creditmemo_saved'),
  created_at: z.string().max(64).optional(),
  /** The order's increment id: GA4's transaction_id of its `purchase`. */
  order_number: z.string().trim().min(1).max(64),
  /** The credit memo's entity id: what makes a delivery unique (sent once per id). */
  credit_memo_id: z.union([z.number().int().positive(), z.string().regex(/^[0-9]{1,20}$/)]).transform(String),
  credit_memo_number: z.string().max(64).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as EUR'),
  value: z.number().finite().positive().max(10_000_000),
  tax: z.number().finite().min(0).max(10_000_000),
  shipping: z.number().finite().min(0).max(10_000_000),
  items: z
    .array(
      z.object({
        sku: z.string().trim().min(1).max(128),
        variant: z.string().max(128).optional(),
        name: z.string().max(255),
        price: z.number().finite().min(0).max(10_000_000),
        qty: z.number().int().positive().max(100_000),
      }),
    )
    .max(200),
});
export type RefundNotification = z.output<typeof RefundNotificationSchema>;
export type RefundNotificationInput = z.input<typeof RefundNotificationSchema>;
