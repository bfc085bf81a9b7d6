// A stored order as the SDL's CustomerOrder (the thank-you page, guestOrderByToken, the order
// history to come): everything was copied at placement, so it reads the order's own rows only.
import { money, VAT_LABEL, VAT_RATE } from '../cart/cart-pricing';
import { productMediaUrl } from '../catalogue/product-fields';
import type { CommerceContext } from '../context';
import { toUid } from '../uid';
import { creditMemosOf, type CreditMemoWithItems } from '../credit-memos/credit-memo-store';
import { orderItems, type OrderAddressJson, type OrderItemRow, type OrderRow, type OrderStatus } from './order-store';

/** Magento's status labels (sales_order_status): CustomerOrder.status is the label, not the code. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending Payment',
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
};

/** An order line's status (Magento's OrderItem status labels): cancelled, shipped once complete, else ordered. */
const ITEM_STATUS: Partial<Record<OrderStatus, string>> = { canceled: 'Canceled', complete: 'Shipped', closed: 'Refunded' };

const address = (json: string | null) => {
  if (!json) return null;
  const a = JSON.parse(json) as OrderAddressJson;
  return { ...a, country_code: a.country_code ?? null };
};

/**
 * SalesGraphQl's CreditMemo: Magento's `subtotal` excludes VAT; `adjustment` is the absolute base
 * adjustment (positive refund minus fee kept back), as its CreditMemoTotal resolver answers it.
 */
function creditMemoShape(memo: CreditMemoWithItems, discountLabel: string | null) {
  const label = discountLabel ?? 'Discount';
  return {
    id: toUid(memo.id),
    number: memo.number,
    items: memo.items.map((item) => ({
      __typename: 'CreditMemoItem',
      id: toUid(item.id),
      product_name: item.product_name,
      product_sku: item.product_sku,
      product_sale_price: money(item.price),
      discounts: item.discount > 0 ? [{ label, amount: money(item.discount), applied_to: 'ITEM' }] : [],
      quantity_refunded: item.qty,
    })),
    total: {
      subtotal: money(memo.subtotal_excl_tax),
      discounts: memo.discount > 0 ? [{ label, amount: money(memo.discount), applied_to: 'ITEM' }] : [],
      total_tax: money(memo.tax),
      taxes: memo.tax > 0 ? [{ amount: money(memo.tax), title: VAT_LABEL, rate: VAT_RATE * 100 }] : [],
      grand_total: money(memo.grand_total),
      base_grand_total: money(memo.grand_total),
      total_shipping: money(memo.shipping),
      adjustment: money(Math.abs(memo.adjustment_positive - memo.adjustment_negative)),
    },
  };
}

/**
 * The CustomerOrder of a stored order; `preloaded` lines and credit memos spare the queries (a
 * page of the order history reads them at once).
 */
export async function orderShape(context: CommerceContext, order: OrderRow, preloaded?: OrderItemRow[], preloadedMemos?: CreditMemoWithItems[]) {
  const [items, memos] = await Promise.all([
    preloaded ?? orderItems(context.db, order.id),
    preloadedMemos ?? creditMemosOf(context.db, [order.id]).then((byOrder) => byOrder.get(order.id) ?? []),
  ]);
  // Discount.coupon: the order's coupon (its only discount source), as Magento's Discount resolver.
  const coupon = order.coupon_code ? { code: order.coupon_code } : null;
  const discountOf = (cents: number) => (cents > 0 ? [{ label: order.discount_label ?? 'Discount', amount: money(cents), applied_to: 'ITEM', coupon }] : []);
  const discounts = discountOf(order.discount);
  return {
    id: toUid(order.id),
    number: order.number,
    order_date: order.created_at,
    status: ORDER_STATUS_LABELS[order.status],
    email: order.email,
    token: order.token,
    items: items.map((item) => ({
      __typename: 'OrderItem',
      id: toUid(item.id),
      product_name: item.product_name,
      product_sku: item.product_sku,
      product_url_key: item.product_url_key,
      product_type: item.product_type,
      product_image_url: item.product_image_url ? productMediaUrl(context, item.product_image_url) : null,
      status: item.qty_refunded > 0 && item.qty_refunded >= item.quantity ? 'Refunded' : (ITEM_STATUS[order.status] ?? 'Ordered'),
      product_sale_price: money(item.sale_price),
      discounts: discountOf(item.discount),
      quantity_ordered: item.quantity,
    })),
    total: {
      // Magento's OrderTotal.subtotal excludes VAT, shipping and discounts.
      subtotal: money(order.subtotal_excl_tax),
      discounts,
      total_tax: money(order.tax),
      taxes: order.tax > 0 ? [{ amount: money(order.tax), title: VAT_LABEL, rate: VAT_RATE * 100 }] : [],
      grand_total: money(order.grand_total),
      total_shipping: money(order.shipping),
      giftcards_amount: money(order.giftcards_amount),
      delivery_services_amount: money(order.services),
    },
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    carrier: order.carrier,
    shipping_method: order.shipping_method,
    payment_methods: [{ name: order.payment_method_title, type: order.payment_method_code }],
    marketing_consent: order.marketing_consent === 1,
    applied_coupons: order.coupon_code ? [{ code: order.coupon_code }] : [],
    credit_memos: memos.map((memo) => creditMemoShape(memo, order.discount_label)),
  };
}
