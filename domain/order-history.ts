/**
 * Order history paging and sorting (customer.md §7 Orders: currentPage default 1, pageSize
 * default 10, sorted by number or date, ASC or DESC). The state lives in the query string
 * (`page`, `sort`), so the list is a plain server-rendered page with links: no JavaScript.
 */
export const ORDER_PAGE_SIZE = 10;
/** More pages than any customer has; a larger number is read as the first page. */
const MAX_PAGE = 10_000;

export const ORDER_SORTS = {
  'date-desc': { sort_field: 'CREATED_AT', sort_direction: 'DESC' },
  'date-asc': { sort_field: 'CREATED_AT', sort_direction: 'ASC' },
  'number-desc': { sort_field: 'NUMBER', sort_direction: 'DESC' },
  'number-asc': { sort_field: 'NUMBER', sort_direction: 'ASC' },
} as const;
export type OrderSortKey = keyof typeof ORDER_SORTS;
/** Newest first: what a shopper looks for. */
export const DEFAULT_ORDER_SORT: OrderSortKey = 'date-desc';

/** The catalogue key labelling each sort. */
export const ORDER_SORT_LABEL = {
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
  'number-desc': 'Order number, descending',
  'number-asc': 'Order number, ascending',
} as const satisfies Record<OrderSortKey, string>;

export type OrderHistoryQuery = { readonly page: number; readonly sort: OrderSortKey };

const isSortKey = (value: string | null): value is OrderSortKey => value !== null && Object.hasOwn(ORDER_SORTS, value);

/** The page and sort a query string asks for; anything unreadable means the default. Never throws. */
export function orderHistoryQuery(params: URLSearchParams): OrderHistoryQuery {
  const rawPage = params.get('page');
  const page = rawPage !== null && /^[1-9][0-9]{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const sort = params.get('sort');
  return { page: page <= MAX_PAGE ? page : 1, sort: isSortKey(sort) ? sort : DEFAULT_ORDER_SORT };
}

/** The list's path for a page and sort, defaults left out so each state has one URL. */
export function orderHistoryHref({ page, sort }: OrderHistoryQuery): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_ORDER_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/my-account/order-history${query ? `?${query}` : ''}`;
}

/** Magento order numbers ('000000012', 'EE-1001'): short, letters, digits and dashes. */
export function isOrderNumber(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9-]{1,32}$/.test(value);
}

/** An order's own page. */
export const orderHref = (number: string) => `/my-account/order-history/${encodeURIComponent(number)}`;
