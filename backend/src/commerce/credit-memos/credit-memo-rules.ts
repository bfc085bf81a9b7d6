// Magento 2.4.7's refund of an order (RefundOrderInterface → Creditmemo\Validation\*), as a pure
// function of the stored order: which pieces, shipping and adjustments a credit memo refunds,
// its totals, and the validation messages Magento answers, in Magento's order and words:
// - Order\Validation\CanRefund: 'A creditmemo can not be created when an order has a status of
//   %1' (canceled, closed), 'The order does not allow a creditmemo to be created.' (nothing paid);
// - Creditmemo\Validation\QuantityValidator: 'The quantity to creditmemo must not be greater than
//   the unrefunded quantity for product SKU "%1".', 'The credit memo's total must be positive.',
//   'You can't create a creditmemo without products.';
// - Creditmemo\Validation\TotalsValidator: 'The most money available to refund is %1.';
// - Creditmemo\Item\Validation\CreationQuantityValidator (per requested item): 'The creditmemo
//   contains product item that is not part of the original order.', 'The quantity to refund must
//   not be greater than the unrefunded quantity.';
// - SalesInventory's ReturnValidator: 'The return to stock argument contains product item that is
//   not part of the original order.', 'The "%1" product is not part of the current creditmemo.'
// Prices include VAT (cart-pricing.ts), so `shipping_amount` and the adjustments are VAT-inclusive
// euros; a row's discount is refunded in proportion to its pieces, the rounding on the last one.
// The delivery services (assembly fees) and what gift cards paid go with the credit memo that
// refunds the last pieces (a gift card's part is not money the payment method gives back).
import { toCents, vatIn } from '../cart/cart-pricing';
import type { OrderItemRow, OrderRow } from '../orders/order-store';

export type RefundRequest = {
  items?: readonly { order_item_id: number; qty: number }[];
  arguments?: {
    shipping_amount?: number | null;
    adjustment_positive?: number | null;
    adjustment_negative?: number | null;
    extension_attributes?: { return_to_stock_items?: readonly number[] | null } | null;
  } | null;
};

export type RefundOrder = Pick<
  OrderRow,
  'id' | 'status' | 'currency' | 'shipping' | 'services' | 'giftcards_amount' | 'grand_total' | 'total_refunded' | 'shipping_refunded' | 'services_refunded' | 'adjustment_negative'
>;
export type RefundOrderItem = Pick<OrderItemRow, 'id' | 'variant_sku' | 'product_sku' | 'product_name' | 'sale_price' | 'quantity' | 'discount' | 'qty_refunded'>;

export type CreditMemoLine = {
  order_item_id: number;
  sku: string;
  variant_sku: string;
  name: string;
  qty: number;
  /** One piece, VAT included, before the discount (cents). */
  price: number;
  row_total: number;
  discount: number;
  tax: number;
};

export type CreditMemoDraft = {
  order_id: number;
  currency: string;
  lines: CreditMemoLine[];
  subtotal_excl_tax: number;
  subtotal_incl_tax: number;
  discount: number;
  shipping: number;
  services: number;
  giftcards_amount: number;
  adjustment_positive: number;
  adjustment_negative: number;
  tax: number;
  grand_total: number;
  /** Order item ids whose refunded pieces go back to stock. */
  return_to_stock: number[];
  /** Magento's OrderStateResolver: nothing left to refund → the order is closed. */
  closes_order: boolean;
};

export type RefundOutcome = { ok: true; memo: CreditMemoDraft } | { ok: false; messages: string[] };

/** Statuses of an order that was paid (Magento: invoiced) and may be refunded. */
const PAID = new Set(['processing', 'complete']);

/** Magento prints amounts in these messages as PHP prints a float: 12.5, 0, 129.99. */
const phpFloat = (cents: number) => String(cents / 100);

/** A discount's share of `qty` more pieces, given `before` were refunded already (the last piece takes the rounding). */
const discountShare = (item: RefundOrderItem, before: number, qty: number) =>
  Math.round((item.discount * (before + qty)) / item.quantity) - Math.round((item.discount * before) / item.quantity);

/**
 * The credit memo a refund request makes of an order, or Magento's messages (all of them, as its
 * validators collect them) when it may not be made. No `items` refunds every piece not yet
 * refunded; no `shipping_amount` refunds the shipping not yet refunded (Magento's defaults).
 */
export function draftCreditMemo(order: RefundOrder, orderItems: readonly RefundOrderItem[], request: RefundRequest): RefundOutcome {
  const messages: string[] = [];
  if (order.status === 'canceled' || order.status === 'closed') {
    messages.push(`A creditmemo can not be created when an order has a status of ${order.status}`);
  } else if (!PAID.has(order.status) || order.grand_total - order.total_refunded <= 0) {
    messages.push('The order does not allow a creditmemo to be created.');
  }

  const byId = new Map(orderItems.map((item) => [item.id, item]));
  const requested = request.items?.length
    ? request.items
    : orderItems.map((item) => ({ order_item_id: item.id, qty: item.quantity - item.qty_refunded })).filter((item) => item.qty > 0);
  const creationMessages: string[] = [];
  const lines: CreditMemoLine[] = [];
  const qtyById = new Map<number, number>();
  for (const { order_item_id, qty } of requested) {
    const item = byId.get(order_item_id);
    if (!item) {
      creationMessages.push('The creditmemo contains product item that is not part of the original order.');
      continue;
    }
    if (!Number.isInteger(qty) || qty < 0) {
      messages.push(`We found an invalid quantity to refund item "${item.variant_sku}".`);
      continue;
    }
    const already = qtyById.get(item.id) ?? 0;
    if (already + qty > item.quantity - item.qty_refunded) {
      messages.push(`The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${item.variant_sku}".`);
      creationMessages.push('The quantity to refund must not be greater than the unrefunded quantity.');
      continue;
    }
    if (qty === 0) continue;
    qtyById.set(item.id, already + qty);
  }
  for (const [id, qty] of qtyById) {
    const item = byId.get(id)!;
    const rowTotal = item.sale_price * qty;
    const discount = discountShare(item, item.qty_refunded, qty);
    lines.push({
      order_item_id: id,
      sku: item.product_sku,
      variant_sku: item.variant_sku,
      name: item.product_name,
      qty,
      price: item.sale_price,
      row_total: rowTotal,
      discount,
      tax: vatIn(rowTotal - discount),
    });
  }

  const args = request.arguments ?? {};
  const shippingLeft = order.shipping - order.shipping_refunded;
  const shipping = args.shipping_amount === undefined || args.shipping_amount === null ? shippingLeft : toCents(args.shipping_amount);
  if (shipping > shippingLeft || shipping < 0) messages.push(`Maximum shipping amount allowed to refund is: ${phpFloat(shippingLeft)}`);
  const adjustmentPositive = toCents(args.adjustment_positive ?? 0);
  const adjustmentNegative = toCents(args.adjustment_negative ?? 0);

  const lastPieces = orderItems.every((item) => item.quantity - item.qty_refunded === (qtyById.get(item.id) ?? 0));
  const services = lastPieces && !order.services_refunded ? order.services : 0;
  const giftcards = lastPieces && !order.services_refunded ? order.giftcards_amount : 0;
  const itemsTotal = lines.reduce((sum, line) => sum + line.row_total - line.discount, 0);
  const grandTotal = itemsTotal + Math.max(shipping, 0) + services - giftcards + adjustmentPositive - adjustmentNegative;
  const totalQty = lines.reduce((sum, line) => sum + line.qty, 0);
  if (grandTotal <= 0) messages.push("The credit memo's total must be positive.");
  else if (totalQty <= 0 && shippingLeft <= 0) messages.push("You can't create a creditmemo without products.");
  const available = order.grand_total - order.total_refunded;
  if (order.total_refunded + grandTotal > order.grand_total) messages.push(`The most money available to refund is ${phpFloat(available)}.`);

  const returnToStock = [...(args.extension_attributes?.return_to_stock_items ?? [])];
  for (const id of returnToStock) {
    const item = byId.get(id);
    if (!item) messages.push('The return to stock argument contains product item that is not part of the original order.');
    else if (!qtyById.has(id)) messages.push(`The "${item.variant_sku}" product is not part of the current creditmemo.`);
  }
  const all = [...messages, ...new Set(creationMessages)];
  if (all.length) return { ok: false, messages: all };

  const refundedAfter = order.total_refunded + grandTotal;
  const left = order.grand_total - refundedAfter;
  return {
    ok: true,
    memo: {
      order_id: order.id,
      currency: order.currency,
      lines,
      subtotal_excl_tax: lines.reduce((sum, line) => sum + line.row_total - vatIn(line.row_total), 0),
      subtotal_incl_tax: lines.reduce((sum, line) => sum + line.row_total, 0),
      discount: lines.reduce((sum, line) => sum + line.discount, 0),
      shipping,
      services,
      giftcards_amount: giftcards,
      adjustment_positive: adjustmentPositive,
      adjustment_negative: adjustmentNegative,
      tax: lines.reduce((sum, line) => sum + line.tax, 0) + vatIn(shipping) + vatIn(services),
      grand_total: grandTotal,
      return_to_stock: [...new Set(returnToStock)],
      // Order::canCreditmemo: nothing left of what was paid, or only the fees kept back.
      closes_order: left <= 0 || left === order.adjustment_negative + adjustmentNegative,
    },
  };
}
