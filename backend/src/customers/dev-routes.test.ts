import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/graphql-request';
import { app } from '../app';
import { outbox, registerAndSignIn } from './test-customers';

describe('GET /__outbox and /__settings (development only)', () => {
  it('lists mails newest first with to, subject, text, html, links and created_at', async () => {
    const account = await registerAndSignIn();
    await SELF.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', variables: { e: account.email } }),
    });
    const mails = await outbox(account.email);
    expect(mails.map((m) => m.subject)).toEqual(['Parooli lähtestamine', 'Tere tulemast Mööblipoodi']);
    expect(Object.keys(mails[0]!).sort()).toEqual(['created_at', 'html', 'links', 'subject', 'text', 'to']);
    const response = await SELF.fetch(`${ORIGIN}/__outbox?limit=0`);
    expect(response.status).toBe(400);
  });

  it('switches account confirmation and refuses anything but a boolean', async () => {
    const post = (body: string) => SELF.fetch(`${ORIGIN}/__settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await (await post('{"create_account_confirmation":false}')).json()).toEqual({ create_account_confirmation: false });
    expect(await (await SELF.fetch(`${ORIGIN}/__settings`)).json()).toEqual({ create_account_confirmation: false });
    expect((await post('{"create_account_confirmation":"no"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });

  it.each([
    ['production, even with FAULT_INJECTION enabled', { ENVIRONMENT: 'production', FAULT_INJECTION: 'enabled' }],
    ['fault injection disabled', { ENVIRONMENT: 'development', FAULT_INJECTION: 'disabled' }],
  ])('answers 404 in %s', async (_name, vars) => {
    for (const [path, method] of [['/__outbox', 'GET'], ['/__settings', 'POST']] as const) {
      const init = method === 'POST' ? { method, body: '{"create_account_confirmation":false}', headers: { 'content-type': 'application/json' } } : { method };
      const response = await app.request(path, init, { ...env, ...vars }, createExecutionContext());
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
