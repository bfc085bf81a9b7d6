import { describe, expect, it } from 'vitest';
import { type RatingDimension, type ReviewFormInput, validateReview } from './product-review';

const stars = (prefix: string) => [1, 2, 3, 4, 5].map((n) => ({ value_id: `${prefix}${n}`, value: String(n) }));
const dimensions: RatingDimension[] = [
  { id: 'q', name: 'Quality', values: stars('q') },
  { id: 'p', name: 'Price', values: stars('p') },
];
const valid: ReviewFormInput = { nickname: ' Mari ', summary: 'Hea diivan', text: 'Mugav ja ilus.', ratings: { q: 'q5', p: 'p4' } };
const required = { message: 'Please fill this field to continue' };

describe('validateReview', () => {
  it('returns the trimmed review with ratings in dimension order', () => {
    expect(validateReview({ ...valid, ratings: { p: 'p4', q: 'q5' } }, dimensions)).toEqual({
      ok: true,
      value: { nickname: 'Mari', summary: 'Hea diivan', text: 'Mugav ja ilus.', ratings: [{ id: 'q', value_id: 'q5' }, { id: 'p', value_id: 'p4' }] },
    });
  });

  it.each<[string, Partial<ReviewFormInput>, object]>([
    ['empty nickname', { nickname: '' }, { fields: { nickname: required }, ratings: {} }],
    ['blank summary', { summary: '   ' }, { fields: { summary: required }, ratings: {} }],
    ['empty text', { text: '' }, { fields: { text: required }, ratings: {} }],
    [
      'over-long summary',
      { summary: 'x'.repeat(201) },
      { fields: { summary: { message: 'The field must contain no more than {length} characters', params: { length: 200 } } }, ratings: {} },
    ],
    ['a dimension not rated', { ratings: { q: 'q5' } }, { fields: {}, ratings: { p: { message: 'Please select a rating' } } }],
    ['a value of another dimension', { ratings: { q: 'p1', p: 'p1' } }, { fields: {}, ratings: { q: { message: 'Please select a rating' } } }],
    [
      'everything missing at once',
      { nickname: '', summary: '', text: '', ratings: {} },
      {
        fields: { nickname: required, summary: required, text: required },
        ratings: { q: { message: 'Please select a rating' }, p: { message: 'Please select a rating' } },
      },
    ],
  ])('%s', (_name, change, errors) => {
    expect(validateReview({ ...valid, ...change }, dimensions)).toEqual({ ok: false, errors });
  });

  it('needs no rating when the store has no rating dimensions', () => {
    expect(validateReview({ ...valid, ratings: {} }, [])).toMatchObject({ ok: true, value: { ratings: [] } });
  });
});
