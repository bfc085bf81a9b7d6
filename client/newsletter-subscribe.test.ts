import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { memoryStorage } from './browser-storage';
import { subscribeToNewsletter } from './newsletter-subscribe';

afterEach(() => {
  setBrowserEnvironment(null);
});

function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  setBrowserEnvironment({ fetch: async (url, init) => {
    sent.push({ url, body: JSON.parse(init?.body as string) });
    return Response.json(body, { status });
  } });
  return sent;
}

describe('subscribeToNewsletter (the popup and the newsletter sections)', () => {
  it.each([
    ['SUBSCRIBED', true, 'Aitäh! Oled nüüd uudiskirjaga liitunud'],
    ['NOT_ACTIVE', true, 'Peaaegu valmis: kinnita tellimus lingiga, mille saatsime sinu e-postile'],
    ['UNCONFIRMED', true, 'Peaaegu valmis: kinnita tellimus lingiga, mille saatsime sinu e-postile'],
    ['UNSUBSCRIBED', false, 'Sa ei ole uudiskirja tellinud'],
    ['SOMETHING_NEW', false, 'Sa ei ole uudiskirja tellinud'],
  ])('status %s → ok %s, %j; only a success keeps the popup from reopening', async (status, ok, message) => {
    const storage = memoryStorage();
    setBrowserEnvironment({ storage: storage });
    const sent = answer(200, { data: { status } });
    expect(await subscribeToNewsletter(' mari@example.ee ')).toEqual({ ok, message });
    expect(sent).toEqual([{ url: '/api/magento/subscribeEmailToNewsletter', body: [{ email: 'mari@example.ee' }] }]);
    expect(storage.data.has('managed-newsletter-subscribed')).toBe(ok);
  });

  it("shows the API's refusal as is (already subscribed, said in Estonian by the worker)", async () => {
    answer(400, { error: { message: 'See e-posti aadress on uudiskirjaga juba liitunud', category: 'graphql-already-exists' } });
    expect(await subscribeToNewsletter('mari@example.ee')).toEqual({ ok: false, message: 'See e-posti aadress on uudiskirjaga juba liitunud' });
  });

  it('checks the address before sending anything', async () => {
    const sent = answer(200, { data: { status: 'SUBSCRIBED' } });
    expect(await subscribeToNewsletter('')).toEqual({ ok: false, message: 'Jätkamiseks täida see väli' });
    expect(await subscribeToNewsletter('mari@')).toEqual({ ok: false, message: 'Palun sisesta korrektne e-posti aadress' });
    expect(sent).toEqual([]);
  });
});
