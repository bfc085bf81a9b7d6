// The demo eID provider over the public GraphQL surface: every SK demo identity's outcome, the
// verification code derived from the session's stored hash, the PENDING delay, single use of
// sessions and sign-ins, and the proof of identity registration relies on.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGraphql, seeded } from '../../test/graphql-request';
import { firstError, gql } from '../customers/test-customers';
import { CHECK_ID_NUMBER, INVALID_PHONE } from './eid-input';
import { elapse, keyValues, MOBILE_ID_CODE, pairs, SMART_ID_CODE, START, startMobileId, startSmartId, status, SYNC } from './eid-test-helpers';
import { MAX_SESSIONS_PER_IDENTITY, REQUEST_NOT_FOUND, SESSION_NOT_FOUND, TOO_MANY_CODES } from './eid-resolvers';
import { verifyIdentityProof } from './identity-proof';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-codes';

const CUSTOMER = `{ customer { email firstname lastname } }`;
const fromBase64 = (text: string) => new Uint8Array([...atob(text)].map((ch) => ch.charCodeAt(0)));

beforeAll(seeded);

describe('verification codes', () => {
  it('generateSmartIdCode answers a 4-digit code derived from the session\'s own hash, a new session each time', async () => {
    const first = (await gql(SMART_ID_CODE, { country: 'EE', id: '40504040001' })).data.generateSmartIdCode;
    const second = (await gql(SMART_ID_CODE, { country: 'EE', id: '40504040001' })).data.generateSmartIdCode;
    expect(first.code).toMatch(/^\d{4}$/);
    expect(first.session_id).not.toBe(second.session_id);
    const row = await env.DB.prepare('SELECT hash, code FROM eid_sessions WHERE id = ?').bind(first.session_id).first<{ hash: string; code: string }>();
    expect(await smartIdVerificationCode(fromBase64(row!.hash))).toBe(first.code);
  });

  it('generateMobileIdCode derives its code with Mobile-ID\'s rule', async () => {
    const { code, session_id } = (await gql(MOBILE_ID_CODE, { phone: '+37268000769', id: '60001017869' })).data.generateMobileIdCode;
    const row = await env.DB.prepare('SELECT hash FROM eid_sessions WHERE id = ?').bind(session_id).first<{ hash: string }>();
    expect(await mobileIdVerificationCode(fromBase64(row!.hash))).toBe(code);
  });

  it.each([
    ['Smart-ID, a wrong check digit', SMART_ID_CODE, { country: 'EE', id: '40504040002' }, CHECK_ID_NUMBER],
    ['Smart-ID, no such date', SMART_ID_CODE, { country: 'EE', id: '49902300000' }, CHECK_ID_NUMBER],
    ['Mobile-ID, a wrong check digit', MOBILE_ID_CODE, { phone: '+37268000769', id: '60001017860' }, CHECK_ID_NUMBER],
    ['Mobile-ID, a foreign phone', MOBILE_ID_CODE, { phone: '+37168000769', id: '60001017869' }, INVALID_PHONE],
  ])('%s: graphql-input with the storefront\'s message', async (_name, document, variables, message) => {
    expect(firstError(await gql(document, variables))).toEqual({ message, category: 'graphql-input' });
  });
});

describe('SK demo identities', () => {
  it('Smart-ID 40504040001: PENDING during the delay, then SUCCESS with both of Mari\'s accounts and no token (a choice is needed)', async () => {
    const started = await startSmartId('40504040001');
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus).toEqual({ status: 'PENDING', auth_response: null });
    await elapse(started.request_id, 3000);
    const { status: state, auth_response } = (await status(started)).data.retrieveAsyncAuthRequestStatus;
    expect(state).toBe('SUCCESS');
    expect(auth_response.token).toBeNull();
    expect(pairs(auth_response.data)).toEqual({ firstname: 'OK', lastname: 'TESTNUMBER', id_number: '40504040001' });
    expect(auth_response.accounts.map(pairs)).toEqual([
      { account_type: 'customer', firstname: 'Mari', lastname: 'Maasikas', company_name: null, company_role: null, email: 'mari.maasikas@example.ee' },
      { account_type: 'business', firstname: 'Mari', lastname: 'Maasikas', company_name: 'Puitmeister OÜ', company_role: 'admin', email: 'arved@puitmeister.ee' },
    ]);

    // The choice: the business account's token, once.
    const choose = { method: 'smart_id', data: keyValues({ request_id: started.request_id, request_secret: started.request_secret, email: 'arved@puitmeister.ee' }) };
    const chosen = await gql(SYNC, choose);
    expect(chosen.errors).toBeUndefined();
    const token = chosen.data.estAuthGenerateCustomerToken.token;
    expect((await gql(CUSTOMER, {}, token)).data.customer.email).toBe('arved@puitmeister.ee');
    expect(firstError(await gql(SYNC, choose))).toEqual({ message: REQUEST_NOT_FOUND, category: 'graphql-no-such-entity' });
  });

  it('a choice must be one of the person\'s accounts, and needs the request\'s secret', async () => {
    const started = await startSmartId('40504040001');
    await elapse(started.request_id, 3000);
    const other = await gql(SYNC, { method: 'smart_id', data: keyValues({ request_id: started.request_id, request_secret: started.request_secret, email: 'jaan.tamm@example.ee' }) });
    expect(firstError(other)).toEqual({ message: 'The chosen account does not belong to the authenticated person.', category: 'graphql-input' });
    const wrongSecret = await gql(SYNC, { method: 'smart_id', data: keyValues({ request_id: started.request_id, request_secret: 'x'.repeat(43), email: 'mari.maasikas@example.ee' }) });
    expect(firstError(wrongSecret)).toEqual({ message: REQUEST_NOT_FOUND, category: 'graphql-no-such-entity' });
    expect(firstError(await gql(`query { retrieveAsyncAuthRequestStatus(request_id: "${started.request_id}", request_secret: "nope") { status } }`))).toEqual({
      message: REQUEST_NOT_FOUND,
      category: 'graphql-no-such-entity',
    });
  });

  it('a choice before the person confirmed is refused', async () => {
    const started = await startSmartId('40504040001');
    const early = await gql(SYNC, { method: 'smart_id', data: keyValues({ request_id: started.request_id, request_secret: started.request_secret, email: 'mari.maasikas@example.ee' }) });
    expect(firstError(early)).toEqual({ message: 'The authentication has not succeeded.', category: 'graphql-input' });
  });

  it('Smart-ID 50001029996: SUCCESS without accounts (registration), and the request proves exactly that person', async () => {
    const started = await startSmartId('50001029996');
    await elapse(started.request_id, 3000);
    const { status: state, auth_response } = (await status(started)).data.retrieveAsyncAuthRequestStatus;
    expect(state).toBe('SUCCESS');
    expect(auth_response).toMatchObject({ token: null, accounts: [] });
    expect(pairs(auth_response.data).id_number).toBe('50001029996');
    const proof = keyValues({ request_id: started.request_id, request_secret: started.request_secret });
    expect(await verifyIdentityProof(env.DB, '50001029996', proof, env)).toBe(true);
    expect(await verifyIdentityProof(env.DB, '40504040001', proof, env)).toBe(false);
    expect(await verifyIdentityProof(env.DB, '50001029996', keyValues({ request_id: started.request_id, request_secret: 'wrong' }), env)).toBe(false);
    expect(await verifyIdentityProof(env.DB, '50001029996', proof, env, Date.now() + 31 * 60_000)).toBe(false);
  });

  it('a sign-in still pending, or refused, proves nothing', async () => {
    const pending = await startSmartId('50001029996');
    expect(await verifyIdentityProof(env.DB, '50001029996', keyValues({ request_id: pending.request_id, request_secret: pending.request_secret }), env)).toBe(false);
    const refused = await startSmartId('30403039917');
    await elapse(refused.request_id, 3000);
    expect(await verifyIdentityProof(env.DB, '30403039917', keyValues({ request_id: refused.request_id, request_secret: refused.request_secret }), env)).toBe(false);
  });

  it('Smart-ID 30403039917 is refused by the user', async () => {
    const started = await startSmartId('30403039917');
    await elapse(started.request_id, 3000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus).toEqual({ status: 'USER_REFUSED', auth_response: null });
  });

  it('Smart-ID 30403039983 stays PENDING past the delay and times out after the longer timeout', async () => {
    const started = await startSmartId('30403039983');
    await elapse(started.request_id, 3000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus.status).toBe('PENDING');
    await elapse(started.request_id, 6000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus).toEqual({ status: 'TIMEOUT', auth_response: null });
  });

  it('any other valid personal code has no Smart-ID account: NOT_FOUND', async () => {
    const started = await startSmartId('38001085718');
    await elapse(started.request_id, 3000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus).toEqual({ status: 'NOT_FOUND', auth_response: null });
  });

  it('Mobile-ID +37268000769 / 60001017869: SUCCESS and Jaan Tamm\'s token (his only account), issued once', async () => {
    const started = await startMobileId('+37268000769', '60001017869');
    await elapse(started.request_id, 3000);
    const { status: state, auth_response } = (await status(started)).data.retrieveAsyncAuthRequestStatus;
    expect(state).toBe('SUCCESS');
    expect(auth_response.accounts).toHaveLength(1);
    expect((await gql(CUSTOMER, {}, auth_response.token)).data.customer).toEqual({ email: 'jaan.tamm@example.ee', firstname: 'Jaan', lastname: 'Tamm' });
    expect(firstError(await status(started))).toEqual({ message: REQUEST_NOT_FOUND, category: 'graphql-no-such-entity' });
  });

  it('Mobile-ID +37201100266 / 60001019950 is cancelled by the user', async () => {
    const started = await startMobileId('+37201100266', '60001019950');
    await elapse(started.request_id, 3000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus).toEqual({ status: 'USER_REFUSED', auth_response: null });
  });

  it('Mobile-ID with a phone that is not that person\'s: NOT_FOUND', async () => {
    const started = await startMobileId('+37201100266', '60001017869');
    await elapse(started.request_id, 3000);
    expect((await status(started)).data.retrieveAsyncAuthRequestStatus.status).toBe('NOT_FOUND');
  });
});

describe('caching', () => {
  it('a status read by GET is never cacheable: it changes over time and may carry a customer token', async () => {
    const started = await startMobileId('+37268000769', '60001017869');
    const { response, body } = await getGraphql(`query ($id: String!, $secret: String!) { retrieveAsyncAuthRequestStatus(request_id: $id, request_secret: $secret) { status } }`, {
      id: started.request_id,
      secret: started.request_secret,
    });
    expect(body.data).toEqual({ retrieveAsyncAuthRequestStatus: { status: 'PENDING' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sessions', () => {
  it('a session starts one sign-in, only for the identity it was created for', async () => {
    const { session_id } = (await gql(SMART_ID_CODE, { country: 'EE', id: '40504040001' })).data.generateSmartIdCode;
    const other = await gql(START, { method: 'smart_id', data: keyValues({ country_code: 'EE', identity_number: '50001029996', session_id }) });
    expect(firstError(other)).toEqual({ message: SESSION_NOT_FOUND, category: 'graphql-no-such-entity' });
    const asMobile = await gql(START, { method: 'mobile_id', data: keyValues({ phone: '+37268000769', id_number: '40504040001', session_id }) });
    expect(firstError(asMobile)).toEqual({ message: SESSION_NOT_FOUND, category: 'graphql-no-such-entity' });
    const start = { method: 'smart_id', data: keyValues({ country_code: 'EE', identity_number: '40504040001', session_id }) };
    expect((await gql(START, start)).errors).toBeUndefined();
    expect(firstError(await gql(START, start))).toEqual({ message: SESSION_NOT_FOUND, category: 'graphql-no-such-entity' });
  });

  it('an expired session cannot start a sign-in', async () => {
    const { session_id } = (await gql(SMART_ID_CODE, { country: 'EE', id: '40504040001' })).data.generateSmartIdCode;
    await env.DB.prepare('UPDATE eid_sessions SET created_at = created_at - 600000 WHERE id = ?').bind(session_id).run();
    const late = await gql(START, { method: 'smart_id', data: keyValues({ country_code: 'EE', identity_number: '40504040001', session_id }) });
    expect(firstError(late)).toEqual({ message: SESSION_NOT_FOUND, category: 'graphql-no-such-entity' });
  });

  it('only a hash of the request secret is stored', async () => {
    const started = await startSmartId('40504040001');
    const row = await env.DB.prepare('SELECT * FROM eid_auth_requests WHERE id = ?').bind(started.request_id).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain(started.request_secret);
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an identity number gets at most 10 codes in 5 minutes (no flooding a person\'s phone)', async () => {
    const idNumber = '39912319997';
    for (let i = 0; i < MAX_SESSIONS_PER_IDENTITY; i++) expect((await gql(SMART_ID_CODE, { country: 'EE', id: idNumber })).errors).toBeUndefined();
    expect(firstError(await gql(SMART_ID_CODE, { country: 'EE', id: idNumber }))).toEqual({ message: TOO_MANY_CODES, category: 'graphql-input' });
    expect(firstError(await gql(MOBILE_ID_CODE, { phone: '+37255555555', id: idNumber }))).toEqual({ message: TOO_MANY_CODES, category: 'graphql-input' });
    await env.DB.prepare('UPDATE eid_sessions SET created_at = created_at - 300001 WHERE id_number = ?').bind(idNumber).run();
    expect((await gql(SMART_ID_CODE, { country: 'EE', id: idNumber })).errors).toBeUndefined();
  });

  it('an unknown method is refused', async () => {
    expect(firstError(await gql(START, { method: 'password', data: [] }))).toEqual({ message: 'The authentication method "password" is not supported.', category: 'graphql-input' });
  });
});
