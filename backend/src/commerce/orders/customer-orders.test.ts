// Customer.orders over the public GraphQL surface: Mari Maasikas' seeded history (migrations/0009)
// paged, sorted and filtered as Magento 2.4.7's SalesGraphQl answers, and only ever the signed-in
// customer's own orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/graphql-request';
import { firstError, gql, signIn } from '../../customers/test-customers';

const ORDERS = `query ($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { number order_date status total { grand_total { value } subtotal { value } total_tax { value } total_shipping { value } }
      items { product_name product_sku quantity_ordered status product_sale_price { value } } } } } }`;

type Orders = { total_count: number; page_info: Record<string, number>; items: Array<{ number: string; order_date: string; status: string; total: { grand_total: { value: number } }; items: unknown[] }> };
let mari: string;
let jaan: string;

const orders = async (token: string, variables: Record<string, unknown> = {}) => {
  const body = await gql(ORDERS, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data.customer.orders as Orders;
};

beforeAll(async () => {
  await seeded();
  [mari, jaan] = await Promise.all([signIn('mari.maasikas@example.ee', 'Maasikas-2026'), signIn('jaan.tamm@example.ee', 'Tamm-2026!')]);
});

describe('Customer.orders', () => {
  it('Mari\'s twelve past orders, oldest first without a sort, on one page of Magento\'s default 20', async () => {
    const all = await orders(mari);
    expect(all.total_count).toBe(12);
    expect(all.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(all.items.map((o) => o.order_date)).toEqual([...all.items.map((o) => o.order_date)].sort());
    expect(new Set(all.items.map((o) => o.status))).toEqual(new Set(['Pending', 'Processing', 'Complete', 'Canceled']));
    for (const order of all.items) {
      expect(order.number).toMatch(/^\d{9}$/);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.total.grand_total.value).toBeGreaterThan(0);
    }
  });

  it('pages: 5 a page, page 3 holds the last 2', async () => {
    const page = await orders(mari, { size: 5, page: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.page_info).toEqual({ current_page: 3, page_size: 5, total_pages: 3 });
    expect(page.total_count).toBe(12);
  });

  it('sorts by CREATED_AT DESC (newest first) and by NUMBER ASC', async () => {
    const newest = await orders(mari, { size: 3, sort: { sort_field: 'CREATED_AT', sort_direction: 'DESC' } });
    expect(newest.items[0]).toMatchObject({ order_date: '2026-11-20 20:55:10', status: 'Pending' });
    expect(newest.items.map((o) => o.order_date)).toEqual([...newest.items.map((o) => o.order_date)].sort().reverse());
    const byNumber = await orders(mari, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
    expect(byNumber.items.map((o) => o.number)).toEqual([...byNumber.items.map((o) => o.number)].sort());
  });

  it('filters by number (eq), answering that order with its lines', async () => {
    const [first] = (await orders(mari, { size: 1 })).items;
    const found = await orders(mari, { filter: { number: { eq: first!.number } } });
    expect(found.total_count).toBe(1);
    expect(found.items[0]).toMatchObject({ number: first!.number, order_date: '2026-01-18 11:24:05', status: 'Complete' });
    expect(found.items[0]!.items).toEqual([
      { product_name: 'Söögitool Kaisa', product_sku: 'MP10005', quantity_ordered: 4, status: 'Shipped', product_sale_price: { value: 84.99 } },
      { product_name: 'Laelamp Kaisa', product_sku: 'MP10006', quantity_ordered: 1, status: 'Shipped', product_sale_price: { value: 139.99 } },
    ]);
  });

  it('never another customer\'s: Jaan sees none of Mari\'s orders, not even by number', async () => {
    const [first] = (await orders(mari, { size: 1 })).items;
    expect((await orders(jaan)).total_count).toBe(0);
    expect(await orders(jaan, { filter: { number: { eq: first!.number } } })).toMatchObject({ total_count: 0, items: [] });
  });

  it('refuses a page or page size below 1 with Magento\'s messages', async () => {
    expect(firstError(await gql(ORDERS, { size: 0 }, mari))).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    expect(firstError(await gql(ORDERS, { page: 0 }, mari))).toEqual({ message: 'currentPage value must be greater than 0.', category: 'graphql-input' });
  });

  it('a guest gets an authorization error', async () => {
    expect(firstError(await gql(ORDERS, {})).category).toBe('graphql-authorization');
  });
});
