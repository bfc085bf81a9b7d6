// Customer.orders (Magento 2.4.7 SalesGraphQl CustomerOrders): the signed-in customer's own
// orders, never anyone else's, paged and sorted as Magento's order repository list:
// - filter `number` with eq, in or match (a substring, as Magento's `like %…%`);
// - currentPage (default 1) and pageSize (default 20): below 1 → 'currentPage value must be
//   greater than 0.' / 'pageSize value must be greater than 0.' (graphql-input);
// - sort NUMBER or CREATED_AT, ASC or DESC; without `sort` Magento adds no order, which its
//   database answers in id order, oldest first (the order id breaks ties here too);
// - page_info { page_size, current_page, total_pages } and total_count; a page past the last one
//   is empty.
// A guest: "The current customer isn't authorized." (graphql-authorization).
import { requireCustomer } from '../request-identity';
import { inputError } from '../errors';
import { creditMemosOf } from '../credit-memos/credit-memo-store';
import { orderShape } from './order-shape';
import type { OrderItemRow, OrderRow } from './order-store';
import type { Resolvers } from '../../generated/resolvers';
import type { FieldResolver } from '../resolver-types';

/** Most orders one page may hold (not a Magento limit: keeps a page within a Worker's budget). */
const MAX_PAGE_SIZE = 100;
const SORT_COLUMNS = { NUMBER: 'number', CREATED_AT: 'created_at' } as const;

const customerOrders: FieldResolver<'Customer', 'orders'> = async (_s, args, context) => {
  const customer = requireCustomer(context);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE) throw inputError(`pageSize value must be at most ${MAX_PAGE_SIZE}.`);

  const where = ['customer_id = ?'];
  const params: unknown[] = [customer.id];
  const number = args.filter?.number;
  if (number?.eq !== undefined && number.eq !== null) {
    where.push('number = ?');
    params.push(number.eq);
  }
  if (number?.in) {
    where.push('number IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(number.in.filter((n): n is string => typeof n === 'string').slice(0, MAX_PAGE_SIZE)));
  }
  if (number?.match !== undefined && number.match !== null) {
    where.push("number LIKE ? ESCAPE '\\'");
    params.push(`%${number.match.slice(0, 64).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  const direction = args.sort?.sort_direction === 'DESC' ? 'DESC' : 'ASC';
  const order = args.sort ? `${SORT_COLUMNS[args.sort.sort_field]} ${direction}, id ${direction}` : 'id ASC';
  const condition = where.join(' AND ');
  const [count, page] = await context.db.batch([
    context.db.prepare(`SELECT count(*) AS total FROM orders WHERE ${condition}`).bind(...params),
    context.db.prepare(`SELECT * FROM orders WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(...params, pageSize, (currentPage - 1) * pageSize),
  ]);
  const total = (count!.results[0] as { total: number }).total;
  const rows = page!.results as OrderRow[];
  // Every line and credit memo of the page's orders at once instead of per order.
  const ids = rows.map((r) => r.id);
  const [lines, memos] = await Promise.all([
    rows.length
      ? context.db.prepare('SELECT * FROM order_items WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, position').bind(JSON.stringify(ids)).all<OrderItemRow>().then((r) => r.results)
      : Promise.resolve([]),
    creditMemosOf(context.db, ids),
  ]);
  return {
    items: await Promise.all(rows.map((row) => orderShape(context, row, lines.filter((line) => line.order_id === row.id), memos.get(row.id) ?? []))),
    total_count: total,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) },
  };
};

export const customerOrderResolvers = { Customer: { orders: customerOrders } } satisfies Resolvers;
