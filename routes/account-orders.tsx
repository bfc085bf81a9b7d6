import { isOrderNumber, ORDER_PAGE_SIZE, orderHistoryHref, orderHistoryQuery } from '../domain/order-history';
import { OrderHistoryList } from './account-views/order-history-page';
import { OrderPage } from './account-views/order-page';
import { t } from '../ui/i18n/t';
import { loadOrder, loadOrders } from './account-data';
import { accountRoute } from './account-route';

/** /my-account/order-history?page=&sort= (customer.md §2, §7 Orders): 10 a page, newest first by default. */
export const orderHistoryRoute = accountRoute({
  id: 'my-account-order-history',
  slug: 'order-history',
  async load({ shopper, url }) {
    const query = orderHistoryQuery(url.searchParams);
    const orders = await loadOrders(shopper, { page: query.page, pageSize: ORDER_PAGE_SIZE, sort: query.sort });
    // A page past the end (orders gone, or a typed URL): the last page that exists.
    if (orders.totalPages > 0 && query.page > orders.totalPages) {
      return { kind: 'redirect', location: orderHistoryHref({ page: orders.totalPages, sort: query.sort }), status: 302 };
    }
    return <OrderHistoryList orders={orders} sort={query.sort} />;
  },
});

/**
 * /my-account/order-history/{orderNumber}: one order of the signed-in customer. Unknown, malformed
 * or another customer's number → the 404 page (Customer.orders holds only the token's own orders).
 */
export const orderRoute = accountRoute({
  id: 'my-account-order',
  slug: 'order-history',
  paths: ['/my-account/order-history/:orderNumber'],
  heading: ({ params }) => t('Order {number}', { number: params.orderNumber ?? '' }),
  async load({ shopper, params }) {
    if (!isOrderNumber(params.orderNumber)) return { kind: 'not-found' };
    const order = await loadOrder(shopper, params.orderNumber);
    return order ? <OrderPage order={order} /> : { kind: 'not-found' };
  },
});
