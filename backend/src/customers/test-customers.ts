// Test helpers: accounts written straight into D1 (tests never change the seeded ones) and
// GraphQL calls with a customer token.
import { env, SELF } from 'cloudflare:test';
import { type DocumentNode, print } from 'graphql';
import { type GraphqlBody, ORIGIN } from '../../test/graphql-request';
import { hashPassword } from './passwords';

let counter = 0;

/** A unique e-mail per call (tests share one database). */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.ee`;

export async function insertCustomer(
  fields: { email?: string; password?: string; confirmation?: string | null; account_type?: 'customer' | 'business'; id_number?: string | null } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = fields.email ?? uniqueEmail('test');
  const password = fields.password ?? 'Proov-2026';
  const hash = await hashPassword(password, 1000);
  const at = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO customers (email, firstname, lastname, account_type, id_number, password_hash, password_salt, password_iterations, confirmation, created_at, updated_at)
     VALUES (?, 'Test', 'Klient', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(email, fields.account_type ?? 'customer', fields.id_number ?? null, hash.hash, hash.salt, hash.iterations, fields.confirmation ?? null, at, at)
    .first<{ id: number }>();
  return { id: row!.id, email, password };
}

/** POST /graphql, optionally with `Authorization: Bearer <token>`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read what they asked for
export async function gql<T = any>(document: DocumentNode | string, variables?: Record<string, unknown>, token?: string | null, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(new URL('/graphql', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }),
  });
  return response.json<GraphqlBody<T>>();
}

export const GENERATE_TOKEN = /* GraphQL */ `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;

/** Signs in and returns the token; fails the test on any error. */
export async function signIn(email: string, password: string): Promise<string> {
  const body = await gql<{ generateCustomerToken: { token: string } }>(GENERATE_TOKEN, { email, password });
  if (body.errors?.length) throw new Error(`Sign-in failed: ${JSON.stringify(body.errors)}`);
  return body.data!.generateCustomerToken.token;
}

export const firstError = (body: GraphqlBody<unknown>) => ({ message: body.errors?.[0]?.message, category: body.errors?.[0]?.extensions.category });

/** GET /__outbox (newest first), optionally for one recipient. */
export async function outbox(to?: string): Promise<Array<{ to: string; subject: string; text: string; html: string; links: string[]; created_at: string }>> {
  const url = new URL('/__outbox', ORIGIN);
  if (to) url.searchParams.set('to', to);
  return (await SELF.fetch(url)).json();
}

/** Magento's customer/create_account/confirm, through the development endpoint. */
export async function setConfirmation(required: boolean): Promise<void> {
  const response = await SELF.fetch(new URL('/__settings', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ create_account_confirmation: required }),
  });
  if (!response.ok) throw new Error(`POST /__settings: ${response.status}`);
}

export const CREATE_CUSTOMER = /* GraphQL */ `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email firstname lastname account_type id_number is_subscribed } } }`;

/** Registers through createCustomerV2 with confirmation switched off and signs in. */
export async function registerAndSignIn(overrides: Record<string, unknown> = {}): Promise<{ email: string; password: string; token: string; id: number }> {
  await setConfirmation(false);
  const input = { firstname: 'Kati', lastname: 'Karu', email: uniqueEmail('kati'), password: 'Karu-2026-parool', ...overrides };
  const body = await gql(CREATE_CUSTOMER, { input });
  if (body.errors?.length) throw new Error(`Registration failed: ${JSON.stringify(body.errors)}`);
  const token = await signIn(input.email, input.password);
  const row = await env.DB.prepare('SELECT id FROM customers WHERE email = ?').bind(input.email).first<{ id: number }>();
  return { email: input.email, password: input.password, token, id: row!.id };
}
