import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { fakeUpstream } from './upstream/fake-upstream';

async function get(path: string, vars: Partial<StorefrontEnv> = {}) {
  const app = createApp({ upstream: fakeUpstream().upstream });
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, {}, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('GET /id-card-auth', () => {
  it('redirects to CARD_ID_AUTH_URL with the page to come back to (a path here), the registration mode and a fresh state bound to this browser', async () => {
    const response = await get('/id-card-auth?return=/c/toolid.html&mode=register', { CARD_ID_AUTH_URL: 'https://id.example/auth' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(location.toString()).toBe(`https://id.example/auth?return=%2Fc%2Ftoolid.html&state=${state}&mode=register`);
    expect(response.headers.getSetCookie()).toContain(`__Host-vsf-card-state=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A new state every time.
    const again = new URL((await get('/id-card-auth', { CARD_ID_AUTH_URL: 'https://id.example/auth' })).headers.get('location')!);
    expect(again.searchParams.get('state')).not.toBe(state);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])('a return of %j can only name a path on this storefront', async (target) => {
    const response = await get(`/id-card-auth?return=${encodeURIComponent(target)}&mode=other`, { CARD_ID_AUTH_URL: 'https://id.example/auth' });
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('return')).toMatch(/^\/(?![/\\])/);
    expect(location.searchParams.has('mode')).toBe(false);
  });

  it('is not found when no ID-card service is configured; pages then carry no start path', async () => {
    expect((await get('/id-card-auth', { CARD_ID_AUTH_URL: '' })).status).toBe(404);
  });
});
