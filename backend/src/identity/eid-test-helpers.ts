// Test helpers of the eID tests: a whole Smart-ID / Mobile-ID sign-in through the public GraphQL
// surface, and moving a request's start back in time instead of waiting for the demo delay.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { gql } from '../customers/test-customers';

export const SMART_ID_CODE = `mutation ($country: String!, $id: String!) { generateSmartIdCode(countryCode: $country, identityNumber: $id) { code session_id } }`;
export const MOBILE_ID_CODE = `mutation ($phone: String!, $id: String!) { generateMobileIdCode(phone: $phone, id: $id) { code session_id } }`;
export const START = `mutation ($method: String!, $data: [KeyValueInput!]!) { estAuthGenerateCustomerTokenAsync(method: $method, data: $data) { request_id request_secret } }`;
export const STATUS = `query ($id: String!, $secret: String!) { retrieveAsyncAuthRequestStatus(request_id: $id, request_secret: $secret) {
  status auth_response { token data { key value } accounts { key value } } } }`;
export const SYNC = `mutation ($method: String!, $data: [KeyValueInput!]!) { estAuthGenerateCustomerToken(method: $method, data: $data) { token data { key value } accounts { key value } } }`;

export type Started = { request_id: string; request_secret: string };

const data = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

/** generateSmartIdCode then estAuthGenerateCustomerTokenAsync; fails the test on any error. */
type Verification = { code: string; session_id: string };

export async function startSmartId(idNumber: string, country = 'EE'): Promise<Started & { code: string }> {
  const code = await gql<{ generateSmartIdCode: Verification }>(SMART_ID_CODE, { country, id: idNumber });
  expect(code.errors).toBeUndefined();
  const { session_id } = code.data!.generateSmartIdCode;
  const started = await gql<{ estAuthGenerateCustomerTokenAsync: Started }>(START, { method: 'smart_id', data: data({ country_code: country, identity_number: idNumber, session_id }) });
  expect(started.errors).toBeUndefined();
  return { ...started.data!.estAuthGenerateCustomerTokenAsync, code: code.data!.generateSmartIdCode.code };
}

export async function startMobileId(phone: string, idNumber: string): Promise<Started> {
  const code = await gql<{ generateMobileIdCode: Verification }>(MOBILE_ID_CODE, { phone, id: idNumber });
  expect(code.errors).toBeUndefined();
  const session_id = code.data!.generateMobileIdCode.session_id;
  const started = await gql<{ estAuthGenerateCustomerTokenAsync: Started }>(START, { method: 'mobile_id', data: data({ phone, id_number: idNumber, session_id }) });
  expect(started.errors).toBeUndefined();
  return started.data!.estAuthGenerateCustomerTokenAsync;
}

/** As if the request had started `ms` earlier (the demo delay has then passed). */
export async function elapse(requestId: string, ms: number): Promise<void> {
  await env.DB.prepare('UPDATE eid_auth_requests SET created_at = created_at - ? WHERE id = ?').bind(ms, requestId).run();
}

export const status = (started: Started) => gql(STATUS, { id: started.request_id, secret: started.request_secret });

/** key/value list → object. */
export const pairs = (list: Array<{ key: string; value: string | null }>) => Object.fromEntries(list.map(({ key, value }) => [key, value]));

export { data as keyValues };
