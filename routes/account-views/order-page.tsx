import { IMAGE_SIZES } from '../../domain/image-url';
import { formatMoney } from '../../domain/money';
import type { AccountOrder } from '../account-data';
import { t } from '../../ui/i18n/t';
import { orderStatusText } from '../../ui/islands/thank-you-view';
import { Image } from '../../ui/media/image';
import { formatOrderDate } from '../../ui/account/order-date';

type Money = { value: number | null; currency: string | null } | null | undefined;
const money = (amount: Money) => (amount?.value === null || amount?.value === undefined ? '' : formatMoney({ value: amount.value, currency: amount.currency ?? 'EUR' }));
const positive = (amount: Money) => (amount?.value ?? 0) > 0;

type Address = { firstname: string; lastname: string; street: readonly string[]; city: string; postcode: string | null; company?: string | null };

function AddressLines({ address, telephone }: { address: Address; telephone?: string | null }) {
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
      {telephone ? (
        <>
          <br />
          {telephone}
        </>
      ) : null}
    </p>
  );
}

/**
 * customer.md §2 order-history/{orderId}: the order's lines (image, name, SKU, quantity, price),
 * totals, status, addresses, delivery and payment, as the backend has them.
 */
export function OrderPage({ order }: { order: AccountOrder }) {
  const payment = order.payment_methods?.find((method) => method !== null)?.name;
  return (
    <div className="account-order">
      <p>
        <a href="/my-account/order-history">{t('Back to order history')}</a>
      </p>
      <dl className="order-details__facts">
        <div>
          <dt>{t('Date')}</dt>
          <dd>{formatOrderDate(order.order_date)}</dd>
        </div>
        <div>
          <dt>{t('Order status')}</dt>
          <dd>{orderStatusText(order.status)}</dd>
        </div>
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
      </dl>
      <h2 className="order-details__heading">{t('Products')}</h2>
      <ul className="account-order__lines">
        {order.items.map((item) => (
          <li key={item.id} className="account-order__line">
            <Image url={item.product_image_url} alt="" width={IMAGE_SIZES.checkout.width} height={IMAGE_SIZES.checkout.height} />
            <div className="account-order__line-text">
              <p className="account-order__name">{item.product_name ?? item.product_sku}</p>
              <p className="order-details__sku">
                {t('SKU')}: {item.product_sku}
              </p>
              <p>
                {t('Quantity')}: {item.quantity_ordered ?? ''}
              </p>
            </div>
            <p className="account-order__price">{money(item.product_sale_price)}</p>
          </li>
        ))}
      </ul>
      {order.total ? (
        <dl className="order-details__totals">
          <div>
            <dt>{t('Subtotal')}</dt>
            <dd>{money(order.total.subtotal)}</dd>
          </div>
          {(order.total.discounts ?? []).map((discount, index) =>
            discount ? (
              <div key={index}>
                <dt>{discount.label}</dt>
                <dd>{`-${money(discount.amount)}`}</dd>
              </div>
            ) : null,
          )}
          <div>
            <dt>{t('Delivery')}</dt>
            <dd>{money(order.total.total_shipping)}</dd>
          </div>
          {positive(order.total.delivery_services_amount) ? (
            <div>
              <dt>{t('Additional services')}</dt>
              <dd>{money(order.total.delivery_services_amount)}</dd>
            </div>
          ) : null}
          {positive(order.total.giftcards_amount) ? (
            <div>
              <dt>{t('Gift cards')}</dt>
              <dd>{`-${money(order.total.giftcards_amount)}`}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('VAT')}</dt>
            <dd>{money(order.total.total_tax)}</dd>
          </div>
          <div className="order-details__grand-total">
            <dt>{t('Grand total')}</dt>
            <dd>{money(order.total.grand_total)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="order-details__addresses">
        {order.shipping_address ? (
          <section aria-labelledby="order-shipping">
            <h2 id="order-shipping" className="order-details__heading">
              {t('Delivery address')}
            </h2>
            <AddressLines address={order.shipping_address} telephone={order.shipping_address.telephone} />
          </section>
        ) : null}
        {order.billing_address ? (
          <section aria-labelledby="order-billing">
            <h2 id="order-billing" className="order-details__heading">
              {t('Billing address')}
            </h2>
            <AddressLines address={order.billing_address} />
            {order.billing_address.vat_id ? (
              <p>
                {t('VAT number')}: {order.billing_address.vat_id}
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
