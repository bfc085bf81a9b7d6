// Customer rows: reading, the token owner lookup and the settings that shape accounts.
import type { Customer } from '../commerce/request-identity';

export type CustomerRow = Customer & {
  company_id: number | null;
  company_role: string | null;
  date_of_birth: string | null;
  gender: number | null;
  taxvat: string | null;
  prefix: string | null;
  suffix: string | null;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  confirmation: string | null;
  lock_expires_at: string | null;
  default_billing: number | null;
  default_shipping: number | null;
  created_at: string;
  updated_at: string;
};

export const customerById = (db: D1Database, id: number) => db.prepare('SELECT * FROM customers WHERE id = ?').bind(id).first<CustomerRow>();

export const customerByEmail = (db: D1Database, email: string) =>
  db.prepare('SELECT * FROM customers WHERE email = ? COLLATE NOCASE').bind(email.trim()).first<CustomerRow>();

/** What resolvers and other modules see of the signed-in customer (context.customer). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    account_type: row.account_type,
    id_number: row.id_number,
  };
}

/** Magento's customer/create_account/confirm ("Require Emails Confirmation"). */
export async function confirmationRequired(db: D1Database): Promise<boolean> {
  const row = await db.prepare(`SELECT value FROM customer_config WHERE path = 'customer/create_account/confirm'`).first<{ value: string }>();
  return row?.value === '1';
}

export async function setConfirmationRequired(db: D1Database, required: boolean): Promise<void> {
  await db
    .prepare(`INSERT INTO customer_config (path, value) VALUES ('customer/create_account/confirm', ?) ON CONFLICT (path) DO UPDATE SET value = excluded.value`)
    .bind(required ? '1' : '0')
    .run();
}
