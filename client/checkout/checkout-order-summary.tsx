import type { Money } from '../../domain/money';
import { t } from '../../ui/i18n/t';
import { OrderSummary, type OrderSummaryProps } from '../../ui/checkout/order-summary';
import type { CheckoutCart } from './checkout-cart';

type MoneyLike = { value: number | null; currency: string | null } | null | undefined;

/** What the summary reads of a cart: `$cart` (client/stores/cart.ts) and the checkout's cart both fit. */
export type SummaryCart = {
  items: readonly {
    uid: string;
    quantity: number;
    product: { sku: string | null; name: string | null; small_image?: { url: string | null } | null };
    prices?: { row_total_including_tax: MoneyLike } | null;
    configurable_options?: readonly { option_label: string; value_label: string }[] | null;
  }[];
  prices: {
    subtotal_including_tax?: MoneyLike;
    grand_total?: MoneyLike;
    /** What applied gift card codes pay (our extension); the grand total is what is left. */
    giftcards_amount?: MoneyLike;
    discounts?: readonly ({ label: string | null; amount: MoneyLike } | null)[] | null;
  } | null;
};

const money = (m: MoneyLike): Money | null => (m && m.value !== null ? { value: m.value, currency: m.currency ?? 'EUR' } : null);

/**
 * The summary's view: lines and totals of `cart`, the chosen delivery and services of
 * `shipping` (the checkout's cart with its shipping address). Every figure is the backend's.
 */
export function orderSummaryOf(cart: SummaryCart, shipping: CheckoutCart | null): OrderSummaryProps {
  const selected = shipping?.shipping_addresses?.[0]?.selected_shipping_method;
  const services = shipping?.delivery_services;
  const assembly = services?.furniture_assembly ? money(services.assembly_amount) : null;
  const utilization = services?.furniture_utilization ? money(services.utilization_amount) : null;
  const shippingAmount = selected ? money(selected.price_incl_tax) : null;
  const giftCards = money(cart.prices?.giftcards_amount);
  return {
    lines: cart.items.map((item) => ({
      uid: item.uid,
      name: item.product.name ?? item.product.sku ?? '',
      quantity: item.quantity,
      imageUrl: item.product.small_image?.url ?? null,
      options: (item.configurable_options ?? []).map((option) => `${option.option_label}: ${option.value_label}`),
      rowTotal: money(item.prices?.row_total_including_tax),
    })),
    subtotal: money(cart.prices?.subtotal_including_tax),
    discounts: (cart.prices?.discounts ?? []).flatMap((d) => {
      const amount = d ? money(d.amount) : null;
      return d && amount ? [{ label: d.label ?? t('Discount'), amount }] : [];
    }),
    shipping: selected && shippingAmount ? { title: selected.method_title || selected.carrier_title, amount: shippingAmount } : null,
    services: [
      ...(assembly ? [{ label: t('Furniture assembly'), amount: assembly }] : []),
      ...(utilization ? [{ label: t('Furniture utilisation'), amount: utilization }] : []),
    ],
    giftCards: giftCards && giftCards.value > 0 ? giftCards : null,
    grandTotal: money(cart.prices?.grand_total),
  };
}

export function CheckoutOrderSummary({ cart, shipping }: { cart: SummaryCart; shipping: CheckoutCart | null }) {
  return <OrderSummary {...orderSummaryOf(cart, shipping)} />;
}
