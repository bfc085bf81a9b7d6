import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { type ThankYouState, ThankYouOrderSchema, ThankYouView } from '../../ui/islands/thank-you-view';
import { callMagento } from '../api-fetch';
import { clearOrderedCart } from '../checkout/payment-cart-cleanup';
import { readLastPlacedOrder } from '../checkout/payment-last-placed-order';

const OrderReply = z.object({ order: ThankYouOrderSchema });

/**
 * /thank-you (customer.md §2): reads `lastPlacedOrder`, loads that order (a guest's by its token, a
 * signed-in customer's from their orders by number) and shows
 * it. Only reads: nothing here places or pays anything, so a reload shows the same order again.
 * Once the backend has the order (and it is not cancelled), the cart it was placed from is
 * cleared: the `vsf-cart` cookie and the checkout data (payment-cart-cleanup.ts).
 */
export default function ThankYou() {
  const [state, setState] = useState<ThankYouState>({ status: 'loading' });
  useEffect(() => {
    const placed = readLastPlacedOrder();
    if (!placed) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    // A signed-in customer's order is theirs, read through their account: Magento answers
    // guestOrderByToken for it with an authorization error, which would sign them out.
    const signedIn = /(?:^|;\s*)vsf-customer=[^;]/.test(document.cookie);
    const read = signedIn ? callMagento('customerOrder', [placed.number]) : callMagento('guestOrderByToken', [{ token: placed.token }]);
    void read.then((result) => {
      if (!live) return;
      const reply = result.ok ? OrderReply.safeParse(result.data) : null;
      if (!reply?.success) {
        setState({ status: 'failed', number: placed.number });
        return;
      }
      if (reply.data.order.status.toLowerCase() !== 'canceled') clearOrderedCart(placed.cartId);
      setState({ status: 'ready', order: reply.data.order });
    });
    return () => {
      live = false;
    };
  }, []);
  return <ThankYouView state={state} />;
}
