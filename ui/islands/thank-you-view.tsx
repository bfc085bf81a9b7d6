import * as z from 'zod/mini';
import { t } from '../i18n/t';
import { OrderAddresses, orderMoney, orderStatusText, OrderTotals } from '../order/order-summary';

/** An amount as the backend answers it (Magento Money: both nullable). */
const Money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
const Address = z.nullable(
  z.object({
    firstname: z.string(),
    lastname: z.string(),
    company: z.optional(z.nullable(z.string())),
    street: z.array(z.string()),
    city: z.string(),
    postcode: z.nullable(z.string()),
    vat_id: z.optional(z.nullable(z.string())),
  }),
);

/** The order of `guestOrderByToken` as the middleware API answers it (customer.md §3 "Order"). */
export const ThankYouOrderSchema = z.object({
  number: z.string(),
  order_date: z.string(),
  status: z.string(),
  email: z.nullable(z.string()),
  shipping_method: z.nullable(z.string()),
  /** Whether the shopper agreed to marketing e-mails at checkout (our extension). */
  marketing_consent: z.boolean(),
  payment_methods: z.nullable(z.array(z.nullable(z.object({ name: z.string(), type: z.string() })))),
  items: z.array(
    z.object({
      id: z.string(),
      product_name: z.nullable(z.string()),
      product_sku: z.string(),
      quantity_ordered: z.nullable(z.number()),
      product_sale_price: Money,
    }),
  ),
  total: z.nullable(
    z.object({
      subtotal: Money,
      total_shipping: Money,
      total_tax: Money,
      grand_total: Money,
      /** What gift cards paid (our extension); the grand total is what was left to pay. */
      giftcards_amount: z.nullable(Money),
      /** Furniture assembly and utilisation (our extension), VAT included. */
      delivery_services_amount: z.nullable(Money),
      discounts: z.nullable(z.array(z.nullable(z.object({ label: z.string(), amount: Money })))),
    }),
  ),
  shipping_address: Address,
  billing_address: Address,
});
export type ThankYouOrder = z.output<typeof ThankYouOrderSchema>;

export type ThankYouState =
  /** Server render and first client render: nothing read yet. */
  | { readonly status: 'loading' }
  /** No order was placed in this browser (or its record is unreadable). */
  | { readonly status: 'none' }
  /** The order is known by number, but the backend could not show it now. */
  | { readonly status: 'failed'; readonly number: string }
  | { readonly status: 'ready'; readonly order: ThankYouOrder };

export const THANK_YOU_HEADING_ID = 'thank-you-heading';

function OrderDetails({ order }: { order: ThankYouOrder }) {
  const payment = order.payment_methods?.find((method) => method !== null)?.name;
  const cancelled = order.status.toLowerCase() === 'canceled';
  return (
    <>
      <p className="thank-you__number">
        {t('Your order number is')} <strong>{order.number}</strong>
      </p>
      <dl className="order-details__facts">
        <div>
          <dt>{t('Order status')}</dt>
          <dd>{orderStatusText(order.status)}</dd>
        </div>
        {order.email ? (
          <div>
            <dt>{t('E-mail address')}</dt>
            <dd>{order.email}</dd>
          </div>
        ) : null}
        {order.shipping_method ? (
          <div>
            <dt>{t('Delivery')}</dt>
            <dd>{order.shipping_method}</dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{t('Payment method')}</dt>
            <dd>{payment}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Marketing e-mails')}</dt>
          <dd>{order.marketing_consent ? t('You agreed to receive them') : t('You did not agree to receive them')}</dd>
        </div>
      </dl>
      {cancelled ? <p className="thank-you__notice">{t('This order has been cancelled. Nothing was charged')}</p> : null}
      <h2 className="order-details__heading">{t('Order summary')}</h2>
      <table className="order-details__lines">
        <caption className="visually-hidden">{t('Products')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Product')}</th>
            <th scope="col">{t('Quantity')}</th>
            <th scope="col">{t('Price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.product_name ?? item.product_sku}
                <span className="order-details__sku">
                  {t('SKU')}: {item.product_sku}
                </span>
              </th>
              <td>{item.quantity_ordered ?? ''}</td>
              <td>{orderMoney(item.product_sale_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} />
      <OrderAddresses order={order} idPrefix="thank-you" />
    </>
  );
}

/**
 * The order confirmation (customer.md §2 /thank-you): the order number and its summary as the
 * backend has it, or an honest word when there is no order to show. The heading says thanks only
 * when an order is there to thank for.
 */
export function ThankYouView({ state }: { state: ThankYouState }) {
  const heading = state.status === 'ready' || state.status === 'failed' ? t('Thank you for your order!') : t('Order confirmation');
  return (
    <section className="thank-you" aria-labelledby={THANK_YOU_HEADING_ID} aria-busy={state.status === 'loading' || undefined}>
      <h1 id={THANK_YOU_HEADING_ID}>{heading}</h1>
      {state.status === 'loading' ? <p role="status">{t('Loading…')}</p> : null}
      {state.status === 'none' ? (
        <>
          <p>{t('There is no recently placed order to show in this browser.')}</p>
          <p>
            <a className="button button--primary" href="/">
              {t('Go to home page')}
            </a>
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <p className="thank-you__number">
            {t('Your order number is')} <strong>{state.number}</strong>
          </p>
          <p role="alert">{t('The order details could not be loaded right now. Reload the page to try again.')}</p>
        </>
      ) : null}
      {state.status === 'ready' ? <OrderDetails order={state.order} /> : null}
      {state.status === 'ready' || state.status === 'failed' ? (
        <p>
          <a className="button" href="/">
            {t('Continue shopping')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
