// The newsletter subscription and the GDPR request through the middleware API against the real
// reference backend: what the shopper reads back (Estonian messages, the reference number), the
// inputs the worker refuses itself (zod and the form's rules, 400) and the backend's rate limit
// (429). The /gdpr.html page itself: public, the same HTML for everyone, its notices.
import { describe, expect, it } from 'vitest';
import { ORIGIN, callApi, storefront } from './storefront';

let counter = 0;
const email = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.ee`;

describe('subscribeEmailToNewsletter', () => {
  it('a guest waits for the e-mail confirmation (NOT_ACTIVE); the link\'s page confirms it; then the address is already subscribed', async () => {
    const address = email('uudiskiri');
    const first = await callApi<{ status: string }>('subscribeEmailToNewsletter', [{ email: address }]);
    expect(first).toMatchObject({ status: 200, cacheControl: 'no-store', data: { status: 'NOT_ACTIVE' } });

    // The confirmation mail's link opens a page with a button (a GET confirms nothing: mail scanners open links).
    const [mail] = JSON.parse((await storefront(`/__dev/backend/outbox?to=${encodeURIComponent(address)}`)).body) as Array<{ subject: string; links: string[] }>;
    expect(mail!.subject).toBe('Kinnita uudiskirja tellimus');
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/newsletter/confirm');
    const landing = await storefront(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(200);
    expect(landing.response.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(landing.body).toContain('Vajuta nuppu, et kinnitada uudiskirja tellimus.');
    expect((await callApi('subscribeEmailToNewsletter', [{ email: address }])).data).toEqual({ status: 'NOT_ACTIVE' });
    const again = JSON.parse((await storefront(`/__dev/backend/outbox?to=${encodeURIComponent(address)}`)).body)[0].links[0] as string;
    const form = new URLSearchParams({ id: new URL(again).searchParams.get('id')!, code: new URL(again).searchParams.get('code')! });

    const crossSite = await storefront('/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: form.toString(), redirect: 'manual' });
    expect(crossSite.status).toBe(403);
    const post = (body: URLSearchParams) =>
      storefront('/newsletter/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body: body.toString(), redirect: 'manual' });
    // The first mail's code was replaced by the second's.
    expect((await post(new URLSearchParams({ id: link.searchParams.get('id')!, code: link.searchParams.get('code')! }))).response.headers.get('location')).toBe('/newsletter/confirm?failed=1');
    const confirmed = await post(form);
    expect(confirmed.status).toBe(303);
    expect(confirmed.response.headers.get('location')).toBe('/newsletter/confirm?confirmed=1');
    expect((await storefront('/newsletter/confirm?confirmed=1')).body).toContain('Sinu uudiskirja tellimus on kinnitatud.');
    const spent = await storefront('/newsletter/confirm?failed=1');
    expect(spent.status).toBe(400);
    expect(spent.body).toContain('See kinnituslink ei kehti või on juba kasutatud');

    const already = await callApi('subscribeEmailToNewsletter', [{ email: address.toUpperCase() }]);
    expect(already.status).toBe(400);
    expect(already.error).toEqual({ message: 'See e-posti aadress on uudiskirjaga juba liitunud', category: 'graphql-already-exists' });
  });

  it.each([
    ['not an array', { email: 'a@example.ee' }],
    ['no e-mail', [{}]],
    ['a malformed e-mail', [{ email: 'mari@' }]],
    ['an overlong e-mail', [{ email: `${'a'.repeat(250)}@example.ee` }]],
    ['an extra field', [{ email: 'a@example.ee', status: 'SUBSCRIBED' }]],
  ])('refuses %s with 400 before the backend', async (_name, body) => {
    const reply = await callApi('subscribeEmailToNewsletter', body as unknown[]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/^Invalid arguments/);
  });
});

const request = (overrides: Record<string, unknown> = {}) => ({
  type: 'erasure',
  firstname: 'Mari',
  lastname: 'Maasikas',
  email: email('gdpr'),
  message: 'Palun kustutage minu andmed.',
  ...overrides,
});

describe('createGdprRequest', () => {
  it('stores the request and answers its reference', async () => {
    const reply = await callApi<{ reference: string; type: string; created_at: string }>('createGdprRequest', [request({ telephone: '+37251234567' })]);
    expect(reply).toMatchObject({ status: 200, cacheControl: 'no-store', data: { type: 'erasure', reference: expect.stringMatching(/^GDPR-\d{6}$/) } });
  });

  it.each([
    ['an unknown type', [request({ type: 'portability' })], /^Invalid arguments/],
    ['a missing message', [{ ...request(), message: undefined }], /^Invalid arguments/],
    ['an extra field', [request({ customer_id: 1 })], /^Invalid arguments/],
    ['an empty first name', [request({ firstname: ' ' })], /^Jätkamiseks täida see väli/],
    ['a malformed e-mail', [request({ email: 'mari@' })], /^Palun sisesta korrektne e-posti aadress/],
    ['a message over 2000 characters', [request({ message: 'x'.repeat(2001) })], /2000/],
    ['a phone that is not one', [request({ telephone: 'helista' })], /mobiilinumbri/],
  ])('refuses %s with 400', async (_name, body, message) => {
    const reply = await callApi('createGdprRequest', body);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(message);
  });

  it('answers 429 after 5 requests for one e-mail within the hour', async () => {
    const address = email('gdpr-limit');
    for (let i = 0; i < 5; i += 1) expect((await callApi('createGdprRequest', [request({ email: address })])).status).toBe(200);
    const refused = await callApi('createGdprRequest', [request({ email: address })]);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Oled viimase tunni jooksul saatnud mitu taotlust. Palun proovi hiljem uuesti.');
  });
});

describe('/gdpr.html', () => {
  it('is a public page, the same for every query, with the rights, the retention notices and the form', async () => {
    // A shopper who has chosen (without a choice the page carries the consent banner and is private).
    const plain = await storefront('/gdpr.html', { headers: { cookie: 'consent=1.1.111' } });
    expect(plain.status).toBe(200);
    expect(plain.response.headers.get('cache-control')).toMatch(/^public/);
    expect(plain.body).toContain('Ostuandmeid säilitame 7 aastat');
    expect(plain.body).toContain('Videovalve salvestisi säilitame 1 kuu.');
    expect(plain.body).toContain('data-island="gdpr-request"');
    // The type from ?gdpr= is chosen by the island: the HTML does not depend on the query.
    const erasure = await storefront('/gdpr.html?gdpr=erasure', { headers: { cookie: 'consent=1.1.111' } });
    const radios = (body: string) => body.match(/<input type="radio"[^>]*>/g);
    expect(radios(erasure.body)).toEqual(radios(plain.body));
  });
});

describe('the managed newsletter popup from the reference CMS', () => {
  const popupProps = (body: string) => {
    const match = /<sf-island data-island="newsletter-popup"[^>]*data-island-props="([^"]*)"/.exec(body);
    return match ? (JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>) : null;
  };

  it("reaches the pages of the seeded showOnPages ('/' and /info/tarne.html) and no other", async () => {
    const home = await storefront('/');
    expect(home.status).toBe(200);
    expect(popupProps(home.body)).toMatchObject({
      heading: 'Liitu uudiskirjaga',
      subheading: 'Ja saa esimesena teada pakkumistest',
      image: { src: expect.stringMatching(/^\/cms-media\/uploads\/[\w-]+\.svg$/) },
      openAfterSeconds: 15,
      reopenAfterClosedHours: 48,
    });
    const listed = await storefront('/info/tarne.html');
    expect(listed.status).toBe(200);
    expect(popupProps(listed.body)).not.toBeNull();
    const other = await storefront('/kategooriad.html');
    expect(other.status).toBe(200);
    expect(popupProps(other.body)).toBeNull();
  });
});
