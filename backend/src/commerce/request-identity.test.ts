import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STORE_CONFIG_QUERY } from '../../../graphql/documents';
import { getGraphql, seeded } from '../../test/graphql-request';
import { createCommerceContext, createRequestContext } from './context';
import { bearerToken, requireCustomer } from './request-identity';
import { MagentoError } from './errors';

const headers = (init: Record<string, string>) => new Headers(init);

describe('request identity (customer and store)', () => {
  it('reads the token of a Bearer Authorization header only', () => {
    expect(bearerToken('Bearer abc.def-123')).toBe('abc.def-123');
    expect(bearerToken('bearer   tok ')).toBe('tok');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer two tokens')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it('treats a request without headers as a guest of the default store', async () => {
    const context = await createRequestContext(env.DB, 'https://backend.internal', headers({}));
    expect(context.customer).toBeNull();
    expect(context.store).toEqual({ code: 'default' });
  });

  it('resolves a token that was never issued to a guest (Magento\'s TokenUserContext)', async () => {
    await seeded();
    const context = await createRequestContext(env.DB, 'https://backend.internal', headers({ authorization: 'Bearer some-token', store: 'default' }));
    expect(context.customer).toBeNull();
    expect(context.customerToken?.state).toBe('unknown');
    expect(context.store).toEqual({ code: 'default' });
  });

  it('rejects a Store header naming no known store', async () => {
    await seeded();
    const failure = createRequestContext(env.DB, 'https://backend.internal', headers({ store: 'no_such_store' }));
    await expect(failure).rejects.toBeInstanceOf(MagentoError);
    await expect(failure).rejects.toMatchObject({ message: 'Requested store is not found', extensions: { category: 'graphql-input' } });
  });

  it('lets resolvers demand a customer with graphql-authorization for guests', () => {
    const guest = createCommerceContext(env.DB, 'https://backend.internal');
    expect(() => requireCustomer(guest)).toThrow(expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }));
    const mari = { id: 7, email: 'mari@example.ee', firstname: 'Mari', lastname: 'Maasikas', account_type: 'customer' as const, id_number: null };
    expect(requireCustomer({ customer: mari })).toEqual(mari);
  });
});

describe('GraphQL over HTTP with Magento headers', () => {
  it('answers a request for the default store by its code', async () => {
    const { body } = await getGraphql(STORE_CONFIG_QUERY, undefined, { headers: { Store: 'default' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.storeConfig.store_code).toBe('default');
  });

  it('answers an unknown Store header with Magento\'s error and no data', async () => {
    const { response, body } = await getGraphql(STORE_CONFIG_QUERY, undefined, { headers: { Store: 'en_us' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }] });
  });

  it('serves catalogue queries to a request carrying a customer token, never as cacheable', async () => {
    const { response, body } = await getGraphql(STORE_CONFIG_QUERY, undefined, { headers: { Authorization: 'Bearer unknown-token' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.storeConfig.store_code).toBe('default');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
