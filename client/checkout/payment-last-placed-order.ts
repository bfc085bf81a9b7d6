import * as z from 'zod/mini';
import { readStorage, writeStorage } from '../browser-storage';

/**
 * The order just placed (customer.md §3 "Last placed order stored under the key
 * lastPlacedOrder"): written by the payment step right after `placeOrder` answers, before the
 * shopper leaves for the payment provider, and read by /thank-you to load the order by its token.
 * It is kept after the page has shown the order, so a reload shows the same order again.
 * `cartId` is the cart the order was placed from: /thank-you clears the shopper's cart only while
 * it is still that one (never a new cart started since).
 */
export const LAST_PLACED_ORDER_KEY = 'lastPlacedOrder';

const LastPlacedOrderSchema = z.object({
  number: z.string().check(z.refine((number) => number.length >= 1 && number.length <= 64)),
  token: z.string().check(z.refine((token) => /^[\x21-\x7e]{1,512}$/.test(token))),
  cartId: z.string().check(z.refine((cartId) => /^[A-Za-z0-9]{32}$/.test(cartId))),
});
export type LastPlacedOrder = z.output<typeof LastPlacedOrderSchema>;

export function saveLastPlacedOrder(order: LastPlacedOrder): void {
  writeStorage(LAST_PLACED_ORDER_KEY, JSON.stringify(order));
}

/** The stored order, or `null` when there is none or it is not ours (malformed, edited). Never throws. */
export function readLastPlacedOrder(): LastPlacedOrder | null {
  const raw = readStorage(LAST_PLACED_ORDER_KEY);
  if (!raw) return null;
  try {
    const parsed = LastPlacedOrderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
