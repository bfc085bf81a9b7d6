import { useEffect, useState } from 'react';
import { type ThankYouOrder, type ThankYouState, ThankYouView } from '../../ui/islands/thank-you-view';
import { callMagento } from '../api-fetch';
import { hasCustomerToken } from '../session-cookies';
import { readLastPlacedOrder } from '../checkout/payment-last-placed-order';
import { publishTracking } from '../stores/ui';


/**
 * GA4 purchase: the order as the backend has it; value is the grand total (what was paid,
 * shipping and tax included). Pushed once per order number, however often this page is
 * reloaded (client/tracking/analytics.ts remembers the numbers it pushed).
 */
function trackPurchase(order: ThankYouOrder): void {
  publishTracking({
    type: 'purchase',
    transactionId: order.number,
    value: order.total?.grand_total.value ?? 0,
    tax: order.total?.total_tax.value ?? 0,
    shipping: order.total?.total_shipping.value ?? 0,
    items: order.items.map((item, index) => ({ sku: item.product_sku, name: item.product_name ?? item.product_sku, price: item.product_sale_price.value ?? 0, quantity: item.quantity_ordered ?? 1, index })),
  });
}

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
    const signedIn = hasCustomerToken();
    // The cart cleanup's chunk, fetched beside the order (not part of the page's JS at load).
    const cleanup = import('../checkout/payment-cart-cleanup');
    const read = signedIn ? callMagento('customerOrder', [placed.number]) : callMagento('guestOrderByToken', [{ token: placed.token }]);
    void read.then((result) => {
      if (!live) return;
      const order = result.ok ? result.data.order : null;
      if (!order) {
        setState({ status: 'failed', number: placed.number });
        return;
      }
      if (order.status.toLowerCase() !== 'canceled') {
        void cleanup.then(({ clearOrderedCart }) => clearOrderedCart(placed.cartId));
        trackPurchase(order);
      }
      setState({ status: 'ready', order });
    });
    return () => {
      live = false;
    };
  }, []);
  return <ThankYouView state={state} />;
}
