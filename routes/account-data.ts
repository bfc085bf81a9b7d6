import { AUTHORIZATION_CATEGORY, AuthorizationError, type GraphqlClient } from '../graphql/client';
import {
  ACCOUNT_ADDRESSES_QUERY,
  ACCOUNT_GDPR_AGREEMENTS_QUERY,
  ACCOUNT_ORDER_QUERY,
  ACCOUNT_ORDERS_QUERY,
  ACCOUNT_PERSONAL_DATA_QUERY,
  ACCOUNT_SUBSCRIPTIONS_QUERY,
  type AccountAddressFieldsFragment,
  type AccountSubscriptionFieldsFragment,
} from '../graphql/documents';
import { ORDER_SORTS, type OrderSortKey } from '../domain/order-history';
import { sortAddresses } from '../domain/account-address';
import { newsletterStatus } from '../domain/subscriptions';

/*
 * The signed-in customer's data as the my-account pages and the middleware API both read it
 * (one shape for the server render and the islands' reloads). Every function takes the shopper
 * client (the customer token from `vsf-customer`); an expired or revoked token rejects with the
 * client's AuthorizationError, which the page pipeline turns into the authorization flow
 * (storefront.md §4) and the API router into its 401. `null` customer (no token) is the same.
 */

/**
 * `customer: null` without an error (a backend that answers so for a token it does not know) is
 * treated as the authorization error it means: the authorization flow, not a 500.
 */
function customerOf<C>(data: { customer: C | null }): C {
  if (!data.customer) {
    throw new AuthorizationError([{ message: 'The current customer isn\'t authorized.', extensions: { category: AUTHORIZATION_CATEGORY } }], data, null);
  }
  return data.customer;
}

export async function loadPersonalData(shopper: GraphqlClient) {
  return customerOf(await shopper.query(ACCOUNT_PERSONAL_DATA_QUERY, {}));
}

/** The address book, defaults first, without the empty entries Magento's list type allows. */
export function addressList(addresses: readonly (AccountAddressFieldsFragment | null)[] | null) {
  return sortAddresses((addresses ?? []).filter((address): address is AccountAddressFieldsFragment & { id: number } => address !== null && address.id !== null));
}

export async function loadAddresses(shopper: GraphqlClient) {
  const customer = customerOf(await shopper.query(ACCOUNT_ADDRESSES_QUERY, {}));
  return { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, addresses: addressList(customer.addresses) };
}

export type OrdersPage = Awaited<ReturnType<typeof loadOrders>>;

export async function loadOrders(shopper: GraphqlClient, { page, pageSize, sort }: { page: number; pageSize: number; sort: OrderSortKey }) {
  const customer = customerOf(await shopper.query(ACCOUNT_ORDERS_QUERY, { currentPage: page, pageSize, sort: ORDER_SORTS[sort] }));
  const orders = customer.orders;
  return {
    items: (orders?.items ?? []).filter((order) => order !== null),
    totalCount: orders?.total_count ?? 0,
    totalPages: orders?.page_info?.total_pages ?? 0,
    page,
    pageSize,
  };
}

/** One order of this customer by number, or `null` (unknown, or someone else's: Customer.orders only holds the token's own). */
export async function loadOrder(shopper: GraphqlClient, number: string) {
  const customer = customerOf(await shopper.query(ACCOUNT_ORDER_QUERY, { number }));
  const order = customer.orders?.items.find((item) => item?.number === number) ?? null;
  if (!order) return null;
  return { ...order, items: (order.items ?? []).filter((item) => item !== null) };
}
export type AccountOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

export function subscriptionsView(customer: AccountSubscriptionFieldsFragment) {
  return { newsletter: newsletterStatus(customer.newsletter_status), loyalty: customer.loyalty_program };
}
export type SubscriptionsView = ReturnType<typeof subscriptionsView>;

export async function loadSubscriptions(shopper: GraphqlClient) {
  return subscriptionsView(customerOf(await shopper.query(ACCOUNT_SUBSCRIPTIONS_QUERY, {})));
}

export async function loadGdprAgreements(shopper: GraphqlClient) {
  return customerOf(await shopper.query(ACCOUNT_GDPR_AGREEMENTS_QUERY, {})).gdpr_agreements;
}
