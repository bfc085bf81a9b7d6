import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstError, gql, outbox, registerAndSignIn, uniqueEmail } from '../customers/test-customers';

const CREATE = /* GraphQL */ `mutation ($input: GdprRequestInput!) { createGdprRequest(input: $input) { request { reference type status created_at } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  type: 'ERASURE',
  firstname: 'Mari',
  lastname: 'Maasikas',
  email: uniqueEmail('gdpr'),
  telephone: '+37251234567',
  message: 'Palun kustutage minu andmed.',
  ...overrides,
});

type Row = { type: string; firstname: string; lastname: string; email: string; telephone: string | null; message: string; customer_id: number | null; status: string; created_at: string };

async function rowOf(reference: string) {
  const id = Number(reference.replace('GDPR-', ''));
  return env.DB.prepare('SELECT * FROM gdpr_requests WHERE id = ?').bind(id).first<Row>();
}

describe('createGdprRequest', () => {
  it('stores a guest request, answers its reference and mails a confirmation with the answer time', async () => {
    const request = input();
    const body = await gql(CREATE, { input: request });
    expect(body.errors).toBeUndefined();
    const created = body.data.createGdprRequest.request;
    expect(created).toMatchObject({ type: 'ERASURE', status: 'RECEIVED', reference: expect.stringMatching(/^GDPR-\d{6}$/) });
    expect(await rowOf(created.reference)).toMatchObject({
      type: 'ERASURE',
      firstname: 'Mari',
      lastname: 'Maasikas',
      email: request.email,
      telephone: '+37251234567',
      message: 'Palun kustutage minu andmed.',
      customer_id: null,
      status: 'RECEIVED',
      created_at: created.created_at,
    });
    const [mail] = await outbox(request.email);
    expect(mail!.subject).toBe(`Isikuandmete taotlus ${created.reference} on kätte saadud`);
    expect(mail!.text).toContain(`viitenumber on ${created.reference}`);
    expect(mail!.text).toContain('hiljemalt ühe kuu jooksul');
  });

  it('numbers references one after another', async () => {
    const first = (await gql(CREATE, { input: input() })).data.createGdprRequest.request.reference as string;
    const second = (await gql(CREATE, { input: input({ type: 'ACCESS' }) })).data.createGdprRequest.request.reference as string;
    expect(Number(second.slice(5))).toBe(Number(first.slice(5)) + 1);
  });

  it("keeps a signed-in customer's id with the request", async () => {
    const account = await registerAndSignIn();
    const body = await gql(CREATE, { input: input({ email: account.email, telephone: null, type: 'ACCESS' }) }, account.token);
    const row = await rowOf(body.data.createGdprRequest.request.reference);
    expect(row).toMatchObject({ customer_id: account.id, telephone: null, type: "ACCESS" });
  });

  it.each([
    [{ firstname: '  ' }, '"firstname" is required. Enter and try again.'],
    [{ email: 'mari@' }, 'Enter a valid email address.'],
    [{ message: 'x'.repeat(2001) }, '"message" can not be longer than 2000 characters.'],
    [{ lastname: 'L'.repeat(256) }, '"lastname" can not be longer than 255 characters.'],
    [{ telephone: 'helista mulle' }, '"telephone" is not a valid phone number.'],
  ])('refuses %j as a Magento input error', async (overrides, message) => {
    const request = input(overrides);
    expect(firstError(await gql(CREATE, { input: request }))).toEqual({ message, category: 'graphql-input' });
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM gdpr_requests WHERE email = ?').bind(request.email).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('refuses an unknown type (schema validation)', async () => {
    const body = await gql(CREATE, { input: input({ type: 'PORTABILITY' }) });
    expect(body.errors?.[0]?.message).toMatch(/PORTABILITY/);
  });

  it('accepts at most 5 requests per e-mail an hour (any case), then refuses; older ones do not count', async () => {
    const email = uniqueEmail('gdpr-limit');
    // One from over an hour ago does not count.
    await env.DB.prepare(
      `INSERT INTO gdpr_requests (type, firstname, lastname, email, email_key, message, created_at) VALUES ('ACCESS', 'A', 'B', ?, ?, 'vana', ?)`,
    )
      .bind(email, email.toLowerCase(), new Date(Date.now() - 3_700_000).toISOString())
      .run();
    for (let i = 0; i < 5; i += 1) {
      const body = await gql(CREATE, { input: input({ email: i % 2 ? email.toUpperCase() : email }) });
      expect(body.errors, `request ${i + 1}`).toBeUndefined();
    }
    const refused = firstError(await gql(CREATE, { input: input({ email }) }));
    expect(refused.category).toBe('graphql-input');
    expect(refused.message).toMatch(/^Too many GDPR requests/);
    expect((await outbox(email)).length).toBe(5);
  });
});
