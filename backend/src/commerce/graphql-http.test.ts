import { SELF, env } from 'cloudflare:test';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { STORE_CONFIG_QUERY } from '../../../graphql/documents';
import { ORIGIN, getGraphql, postGraphql } from '../../test/graphql-request';
import { CACHEABLE } from './graphql-http';
import { buildCommerceSchema, NOT_IMPLEMENTED } from './schema';

describe('GET /graphql', () => {
  it('answers a query with data and a Cache-Control that lets the storefront and CDN cache it', async () => {
    const { response, body } = await getGraphql(STORE_CONFIG_QUERY);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(CACHEABLE);
    expect(CACHEABLE).toMatch(/public.*max-age=\d+/);
    expect(body).toEqual({ data: { storeConfig: expect.objectContaining({ store_code: 'default' }) } });
  });

  it('accepts operationName to pick one operation of several', async () => {
    const url = new URL('/graphql', ORIGIN);
    url.searchParams.set('query', 'query A { storeConfig { store_code } } query B { storeConfig { locale } }');
    url.searchParams.set('operationName', 'B');
    expect(await (await SELF.fetch(url)).json()).toEqual({ data: { storeConfig: { locale: 'et_EE' } } });
  });

  it('never marks a response with errors, or one for a signed-in customer, cacheable', async () => {
    const failed = await getGraphql('{ cmsBlocks(identifiers: ["nope"]) { items { identifier } } }');
    expect(failed.body.errors).toHaveLength(1);
    expect(failed.response.headers.get('cache-control')).toBe('no-store');
    const customer = await getGraphql(STORE_CONFIG_QUERY, undefined, { headers: { authorization: 'Bearer abc' } });
    expect(customer.body.data).toBeTruthy();
    expect(customer.response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses mutations over GET, as Magento does', async () => {
    const { body } = await getGraphql('mutation { generateCustomerToken(email: "a@b.ee", password: "x") { token } }');
    expect(body.errors).toEqual([{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }]);
  });
});

describe('POST /graphql', () => {
  it('executes a JSON body and is not cacheable', async () => {
    const { response, body } = await postGraphql('query Shop { storeConfig { store_name } }', {}, 'Shop');
    expect(body).toEqual({ data: { storeConfig: { store_name: 'Mööblipood' } } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('every operation of the contract has a resolver (none is left to the "not available yet" stand-in)', () => {
    const schema = buildCommerceSchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const standIns = roots.flatMap((root) => Object.values(root.getFields()).filter((field) => NOT_IMPLEMENTED in (field.resolve ?? {})).map((field) => `${root.name}.${field.name}`));
    expect(standIns).toEqual([]);
  });
});

describe('errors in Magento shape', () => {
  it('reports a syntax error with 200, its location and category graphql', async () => {
    const { response, body } = await getGraphql('{ storeConfig { store_code }');
    expect(response.status).toBe(200);
    expect(body).toEqual({ errors: [{ message: expect.stringMatching(/^Syntax Error/), locations: [{ line: 1, column: 29 }], extensions: { category: 'graphql' } }] });
  });

  it('reports an unknown field as a validation error', async () => {
    const { response, body } = await getGraphql('{ storeConfig { store_code no_such_field } }');
    expect(response.status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Cannot query field "no_such_field" on type "StoreConfig".', extensions: { category: 'graphql' } })]);
    expect(body.data).toBeUndefined();
  });

  it.each([
    ['{ cmsPage(identifier: "home") { title } }', 'Cannot query field "cmsPage" on type "Query".'],
    ['{ guestOrderByToken(input: { token: "x" }) { invoices { id } } }', 'Cannot query field "invoices" on type "CustomerOrder".'],
  ])('a part of Magento the reference backend does not implement is a validation error, never a silent null: %s', async (query, message) => {
    const { body } = await postGraphql(query);
    expect(body).toEqual({ errors: [expect.objectContaining({ message, extensions: { category: 'graphql' } })] });
  });

  it('answers a field the SDL has but a shape never set with an error naming it, never a silent null (issue 17 item 15)', () => {
    const field = buildCommerceSchema().getType('StoreConfig') as GraphQLObjectType;
    const resolve = field.getFields().copyright!.resolve!;
    const info = {} as GraphQLResolveInfo;
    expect(() => resolve({}, {}, {}, info)).toThrow('StoreConfig.copyright is not implemented by the reference backend.');
    expect(resolve({ copyright: null }, {}, {}, info)).toBeNull();
    expect(resolve({ copyright: '© Mööblipood' }, {}, {}, info)).toBe('© Mööblipood');
  });

  it('reports a missing required variable', async () => {
    const { body } = await getGraphql('query ($url: String!) { route(url: $url) { type } }', {});
    expect(body.errors![0]).toMatchObject({ message: expect.stringContaining('"$url"'), extensions: { category: 'graphql' } });
  });

  it.each([
    ['GET without a query', () => SELF.fetch(`${ORIGIN}/graphql`), 'Request must contain a "query".'],
    ['GET with variables that are not JSON', () => SELF.fetch(`${ORIGIN}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D&variables=%7Bnope`), 'Unable to parse the "variables" parameter as JSON.'],
    ['POST with a body that is not JSON', () => SELF.fetch(`${ORIGIN}/graphql`, { method: 'POST', body: 'query {' }), 'Request body must be JSON: {"query": "...", "variables": {...}}.'],
  ])('rejects %s with a graphql-input error', async (_case, send, message) => {
    const response = await send();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errors: [{ message, extensions: { category: 'graphql-input' } }] });
  });

  // Last in this file: it breaks the database on purpose.
  it('hides an unexpected resolver failure behind "Internal server error" (category internal)', async () => {
    await env.DB.prepare('DROP TABLE cms_blocks').run();
    const { response, body } = await getGraphql('{ storeConfig { store_code } cmsBlocks(identifiers: ["home-hero"]) { items { identifier } } }');
    expect(response.status).toBe(200);
    expect(body.data).toEqual({ storeConfig: { store_code: 'default' }, cmsBlocks: null });
    expect(body.errors).toEqual([{ message: 'Internal server error', extensions: { category: 'internal' }, locations: [expect.any(Object)], path: ['cmsBlocks'] }]);
    expect(JSON.stringify(body)).not.toMatch(/no such table/i);
  });
});

describe('unknown paths', () => {
  it('answer 404', async () => {
    expect((await SELF.fetch(`${ORIGIN}/nope`)).status).toBe(404);
  });
});
