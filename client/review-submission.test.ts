import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { submitReview } from './review-submission';
import { $notifications } from './stores/notifications';
import { RATINGS } from './test/catalogue-fixtures';
import { fakeApi, json } from './test/fake-api';

const form = { nickname: ' Mari ', summary: 'Hea', text: 'Mugav.', ratings: { 'MQ==': 'q5', 'Mg==': 'p4' } };

afterEach(() => {
  cleanStores($notifications);
  $notifications.set([]);
  setBrowserEnvironment({ fetch: undefined });
});

describe('submitReview', () => {
  it('an invalid form returns the field errors and sends nothing', async () => {
    const api = fakeApi({});
    const result = await submitReview('SOFA-1', { ...form, nickname: '', ratings: {} }, RATINGS);
    expect(result).toMatchObject({ status: 'invalid', errors: { fields: { nickname: { message: 'Please fill this field to continue' } } } });
    expect(Object.keys(result.status === 'invalid' ? result.errors.ratings : {})).toEqual(['MQ==', 'Mg==']);
    expect(api.calls).toEqual([]);
  });

  it('sends [{ sku, nickname, summary, text, ratings }] and says, as Magento, that the review waits for moderation', async () => {
    const api = fakeApi({ '/api/magento/createProductReview': () => json({ data: { review: { nickname: 'Mari' } } }) });
    expect(await submitReview('SOFA-1', form, RATINGS)).toEqual({ status: 'sent' });
    expect(api.calls[0]).toEqual({
      url: '/api/magento/createProductReview',
      method: 'POST',
      body: [{ sku: 'SOFA-1', nickname: 'Mari', summary: 'Hea', text: 'Mugav.', ratings: [{ id: 'MQ==', value_id: 'q5' }, { id: 'Mg==', value_id: 'p4' }] }] });
    expect($notifications.get()).toMatchObject([{ title: 'Sinu arvustus on saadetud modereerimiseks.', type: 'success', timeToLive: 5000 }]);
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ['the backend message', () => json({ error: { message: 'The review could not be saved' } }, 400), 'The review could not be saved'],
    ['a catalogue message, translated', () => json({ error: { message: 'Internal server error: try again' } }, 503), 'Serveri viga: proovi uuesti'],
    ['a generic text without a message', () => Promise.reject(new TypeError('offline')), 'Midagi läks valesti'],
  ])('a failure shows a danger notice with %s', async (_name, reply, title) => {
    fakeApi({ '/api/magento/createProductReview': reply });
    expect(await submitReview('SOFA-1', form, RATINGS)).toEqual({ status: 'failed' });
    expect($notifications.get()).toMatchObject([{ title, type: 'danger' }]);
  });
});
