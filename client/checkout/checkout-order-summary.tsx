import type { Money } from '../../domain/money';
import { t } from '../../ui/i18n/t';
import { OrderSummary, type OrderSummaryProps } from '../../ui/checkout/order-summary';
import type { CheckoutCart } from './checkout-cart';

const money = (m: { value: number | null; currency: string | null } | null | undefined): Money | null =>
  m && m.value !== null ? { value: m.value, currency: m.currency ?? 'EUR' } : null;

/** The summary's view of a cart: every figure is the backend's. */
export function orderSummaryOf(cart: CheckoutCart): OrderSummaryProps {
  const address = cart.shipping_addresses?.[0];
  const selected = address?.selected_shipping_method;
  const services = cart.delivery_services;
  return {
    lines: cart.items.map((item) => ({
      uid: item.uid,
      name: item.product.name ?? item.product.sku,
      quantity: item.quantity,
      imageUrl: item.product.small_image?.url ?? null,
      options: (item.configurable_options ?? []).map((option) => `${option.option_label}: ${option.value_label}`),
      rowTotal: money(item.prices?.row_total_including_tax),
    })),
    subtotal: money(cart.prices?.subtotal_including_tax),
    discounts: (cart.prices?.discounts ?? []).flatMap((d) => {
      const amount = d ? money(d.amount) : null;
      return d && amount ? [{ label: d.label, amount }] : [];
    }),
    shipping: selected && money(selected.price_incl_tax) ? { title: `${selected.carrier_title} ${selected.method_title}`.trim(), amount: money(selected.price_incl_tax)! } : null,
    services: [
      ...(services?.furniture_assembly && money(services.assembly_amount) ? [{ label: t('Furniture assembly'), amount: money(services.assembly_amount)! }] : []),
      ...(services?.furniture_utilization && money(services.utilization_amount) ? [{ label: t('Furniture utilisation'), amount: money(services.utilization_amount)! }] : []),
    ],
    grandTotal: money(cart.prices?.grand_total),
  };
}

export function CheckoutOrderSummary({ cart }: { cart: CheckoutCart }) {
  return <OrderSummary {...orderSummaryOf(cart)} />;
}
