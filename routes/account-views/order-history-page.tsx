import { formatMoney } from '../../domain/money';
import { ORDER_SORT_LABEL, ORDER_SORTS, orderHistoryHref, orderHref, type OrderSortKey } from '../../domain/order-history';
import type { OrdersPage } from '../account-data';
import { t } from '../../ui/i18n/t';
import { orderStatusText } from '../../ui/order/order-summary';
import { formatOrderDate } from '../../ui/account/order-date';

/**
 * customer.md §2 order-history: one page of the customer's orders (default 10), sortable by
 * number or date either way, each linking to its own page. Links only: paging and sorting are
 * query strings, so the list needs no script.
 */
export function OrderHistoryList({ orders, sort }: { orders: OrdersPage; sort: OrderSortKey }) {
  if (orders.totalCount === 0) {
    return (
      <>
        <p>{t('You have not placed any orders yet.')}</p>
        <p>
          <a className="button button--primary" href="/">
            {t('Continue shopping')}
          </a>
        </p>
      </>
    );
  }
  const pages = Array.from({ length: orders.totalPages }, (_, index) => index + 1);
  return (
    <>
      <nav className="account-orders__sort" aria-label={t('Sort orders')}>
        <span>{t('Sort orders')}:</span>
        <ul>
          {(Object.keys(ORDER_SORTS) as OrderSortKey[]).map((key) => (
            <li key={key}>
              <a href={orderHistoryHref({ page: 1, sort: key })} aria-current={key === sort ? 'true' : undefined}>
                {t(ORDER_SORT_LABEL[key])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <table className="account-orders">
        <caption className="visually-hidden">{t('Order history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Order number')}</th>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Order status')}</th>
            <th scope="col">{t('Grand total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.items.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <a href={orderHref(order.number)}>{order.number}</a>
              </th>
              <td>{formatOrderDate(order.order_date)}</td>
              <td>{orderStatusText(order.status)}</td>
              <td>
                {order.total?.grand_total.value !== null && order.total?.grand_total.value !== undefined
                  ? formatMoney({ value: order.total.grand_total.value, currency: order.total.grand_total.currency ?? 'EUR' })
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="account-orders__count">{t('{count} orders', { count: orders.totalCount })}</p>
      {orders.totalPages > 1 ? (
        <nav className="account-orders__pages" aria-label={t('Pages')}>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <a href={orderHistoryHref({ page, sort })} aria-current={page === orders.page ? 'page' : undefined} aria-label={t('Page {page}', { page })}>
                  {page}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
