import { describe, expect, it } from 'vitest';
import { queryModes } from './query-modes';

describe('queryModes (storefront.md §2 query-driven behaviour)', () => {
  it.each([
    [{ id_card: '1', error: 'x' }, { mode: 'login', method: 'card_id' }],
    [{ id_card: '1', token: 't' }, { mode: 'login', method: 'card_id' }],
    [{ id_card: '1', token: 't', mode: 'register' }, { mode: 'pre-register', method: 'card_id' }],
    [{ modal: 'reset-password' }, { mode: 'new-password', method: 'email' }],
    [{ modal: 'request-reset-password' }, { mode: 'reset-password', method: 'email' }],
    [{ id_card: '1' }, null],
    [{ modal: 'other' }, null],
    [{}, null],
    [{ modal: 'x'.repeat(10_000) }, null],
  ])('%j → %j', (query, expected) => {
    expect(queryModes(query).authentication).toEqual(expected);
  });
});
