import { formatMoney } from '../../domain/money';
import { t, translate } from '../i18n/t';

/**
 * An order's status, totals and addresses as the shopper reads them, the same on /thank-you and
 * on my-account's order page (customer.md §2). Takes the fields both the guest order (zod-read
 * in the thank-you island) and the customer order (generated GraphQL types) have.
 */

/** An amount as Magento answers it (Money: both fields nullable). */
type OrderMoney = { value?: number | null; currency?: string | null } | null | undefined;

type OrderAddress = {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly (string | null)[];
  city: string;
  postcode?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
};

export type OrderSummaryData = {
  items: readonly { product_sale_price: OrderMoney; quantity_ordered?: number | null }[];
  total?: {
    total_shipping: OrderMoney;
    total_tax: OrderMoney;
    grand_total: OrderMoney;
    /** What gift cards paid (our extension); the grand total is what was left to pay. */
    giftcards_amount?: OrderMoney;
    /** Furniture assembly and utilisation (our extension), VAT included. */
    delivery_services_amount?: OrderMoney;
    discounts?: readonly ({ label: string; amount: OrderMoney } | null)[] | null;
  } | null;
  shipping_address?: OrderAddress | null;
  billing_address?: OrderAddress | null;
};

/** The amount in et-EE euros; '' when the backend has none. */
export const orderMoney = (amount: OrderMoney) =>
  amount?.value === null || amount?.value === undefined ? '' : formatMoney({ value: amount.value, currency: amount.currency ?? 'EUR' });

/** A deduction (discount, gift card, refund) with the minus sign U+2212, as every negative amount of the store. */
export const minus = (amount: OrderMoney) => `\u2212${orderMoney(amount)}`;

/** An amount worth a row of its own: the backend answers 0 for an order without it. */
const positive = (amount: OrderMoney) => (amount?.value ?? 0) > 0;

/**
 * Magento's order statuses as the shopper reads them; an unknown status is shown through the
 * catalogue's fallback (as the backend wrote it) rather than hidden.
 */
const STATUS_KEY: Readonly<Record<string, Parameters<typeof t>[0]>> = {
  pending: 'Pending',
  pending_payment: 'Pending payment',
  processing: 'Processing',
  canceled: 'Cancelled',
  complete: 'Complete',
  closed: 'Closed',
};
export const orderStatusText = (status: string) => {
  const key = STATUS_KEY[status.toLowerCase().replace(/\s+/g, '_')];
  return key ? t(key) : translate(status);
};

/**
 * The lines' total as the shopper saw the prices (VAT included). Magento's `total.subtotal`
 * excludes VAT, so beside the VAT-inclusive delivery and grand total it would not add up; this
 * sums the backend's own line prices, computing no price of its own.
 */
function productsTotal(order: OrderSummaryData): OrderMoney {
  const cents = order.items.reduce((sum, item) => sum + Math.round((item.product_sale_price?.value ?? 0) * 100) * (item.quantity_ordered ?? 0), 0);
  return { value: cents / 100, currency: order.items[0]?.product_sale_price?.currency ?? order.total?.grand_total?.currency ?? 'EUR' };
}

/** Products, discounts, delivery, services, gift cards, the grand total and the VAT in it. */
export function OrderTotals({ order }: { order: OrderSummaryData }) {
  const total = order.total;
  if (!total) return null;
  return (
    <dl className="order-details__totals">
      <div>
        <dt>{t('Products')}</dt>
        <dd>{orderMoney(productsTotal(order))}</dd>
      </div>
      {(total.discounts ?? []).map((discount, index) =>
        discount ? (
          <div key={index}>
            <dt>{discount.label}</dt>
            <dd>{minus(discount.amount)}</dd>
          </div>
        ) : null,
      )}
      <div>
        <dt>{t('Delivery')}</dt>
        <dd>{orderMoney(total.total_shipping)}</dd>
      </div>
      {positive(total.delivery_services_amount) ? (
        <div>
          <dt>{t('Additional services')}</dt>
          <dd>{orderMoney(total.delivery_services_amount)}</dd>
        </div>
      ) : null}
      {positive(total.giftcards_amount) ? (
        <div>
          <dt>{t('Gift cards')}</dt>
          <dd>{minus(total.giftcards_amount)}</dd>
        </div>
      ) : null}
      <div className="order-details__grand-total">
        <dt>{t('Grand total')}</dt>
        <dd>{orderMoney(total.grand_total)}</dd>
      </div>
      <div className="order-details__tax">
        <dt>{t('Including VAT')}</dt>
        <dd>{orderMoney(total.total_tax)}</dd>
      </div>
    </dl>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <p className="order-details__address">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).join(', ')}
      <br />
      {[address.postcode, address.city].filter(Boolean).join(' ')}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </p>
  );
}

/** The delivery and billing addresses (the billing VAT number too); `idPrefix` keeps heading ids unique on the page. */
export function OrderAddresses({ order, idPrefix }: { order: OrderSummaryData; idPrefix: string }) {
  return (
    <div className="order-details__addresses">
      {order.shipping_address ? (
        <section aria-labelledby={`${idPrefix}-shipping`}>
          <h2 id={`${idPrefix}-shipping`} className="order-details__heading">
            {t('Delivery address')}
          </h2>
          <AddressLines address={order.shipping_address} />
        </section>
      ) : null}
      {order.billing_address ? (
        <section aria-labelledby={`${idPrefix}-billing`}>
          <h2 id={`${idPrefix}-billing`} className="order-details__heading">
            {t('Billing address')}
          </h2>
          <AddressLines address={{ ...order.billing_address, telephone: null }} />
          {order.billing_address.vat_id ? (
            <p>
              {t('VAT number')}: {order.billing_address.vat_id}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
