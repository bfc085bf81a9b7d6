import { IMAGE_SIZES } from '../../domain/image-url';
import type { AccountOrder } from '../account-data';
import { t } from '../../ui/i18n/t';
import { OrderRefunds } from '../../ui/order/order-refunds';
import { OrderAddresses, orderMoney, orderStatusText, OrderTotals } from '../../ui/order/order-summary';
import { Image } from '../../ui/media/image';
import { formatOrderDate } from '../../ui/account/order-date';

/**
 * customer.md §2 order-history/{orderId}: the order's lines (image, name, SKU, quantity, price),
 * totals, status, refunds (credit memos), addresses, delivery and payment, as the backend has them.
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
            <p className="account-order__price">{orderMoney(item.product_sale_price)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
      <OrderRefunds order={order} idPrefix="order" />
      <OrderAddresses order={order} idPrefix="order" />
    </div>
  );
}
