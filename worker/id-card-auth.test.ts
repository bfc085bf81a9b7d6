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
  it('redirects to CARD_ID_AUTH_URL with the page to come back to (a path here) and the registration mode', async () => {
    const response = await get('/id-card-auth?return=/c/toolid.html&mode=register', { CARD_ID_AUTH_URL: 'https://id.example/auth' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://id.example/auth?return=%2Fc%2Ftoolid.html&mode=register');
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
