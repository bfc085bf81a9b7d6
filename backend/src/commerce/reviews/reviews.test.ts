import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_PRODUCT_REVIEW_MUTATION,
  PRODUCT_REVIEWS_QUERY,
  REVIEW_RATINGS_METADATA_QUERY,
  type CreateProductReviewMutation,
  type CreateProductReviewMutationVariables,
  type ProductReviewRatingsMetadataQuery,
  type ProductReviewsQuery,
} from '../../../../graphql/documents';
import { app } from '../../app';
import { ORIGIN, getGraphql, postGraphql, queryData, seeded } from '../../../test/graphql-request';

type Input = CreateProductReviewMutationVariables['input'];
let metadata: ProductReviewRatingsMetadataQuery['productReviewRatingsMetadata']['items'];

/** Every rating at the given number of stars. */
const allAt = (stars: number) => metadata.map((r) => ({ id: r.id, value_id: r.values.find((v) => v.value === String(stars))!.value_id }));
const create = (input: Input) => postGraphql<CreateProductReviewMutation>(CREATE_PRODUCT_REVIEW_MUTATION, { input });
const reviewsOf = async (sku: string, pageSize = 10, currentPage = 1) =>
  (await queryData<ProductReviewsQuery>(PRODUCT_REVIEWS_QUERY, { filter: { sku: { eq: sku } }, pageSize, currentPage })).products!.items![0]!;

/** The back office's moderation endpoints (review-dev-routes.ts). */
const dev = (path: string, method = 'GET') => SELF.fetch(new URL(path, ORIGIN), { method });

beforeAll(async () => {
  await seeded();
  metadata = (await queryData<ProductReviewRatingsMetadataQuery>(REVIEW_RATINGS_METADATA_QUERY)).productReviewRatingsMetadata.items;
});

describe('REVIEW_RATINGS_METADATA_QUERY', () => {
  it('lists the rating aspects in order with values 1-5, ids base64-encoded', () => {
    expect(metadata.map((r) => r.name)).toEqual(['Kvaliteet', 'Hind', 'Välimus']);
    expect(metadata.map((r) => atob(r.id))).toEqual(['1', '2', '3']);
    for (const rating of metadata) expect(rating.values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(metadata.flatMap((r) => r.values.map((v) => v.value_id))).size).toBe(15);
  });
});

describe('PRODUCT_REVIEWS_QUERY', () => {
  it('lists the seeded reviews of MP10002 newest first with their breakdown, summary in percent', async () => {
    const product = await reviewsOf('MP10002');
    expect(product).toMatchObject({ sku: 'MP10002', review_count: 3 });
    expect(product.reviews.items).toHaveLength(3);
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 1 });
    const dates = product.reviews.items.map((r) => r!.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of product.reviews.items) {
      expect(review!.ratings_breakdown.map((b) => b.name)).toEqual(['Kvaliteet', 'Hind', 'Välimus']);
      const stars = review!.ratings_breakdown.map((b) => Number(b.value));
      expect(review!.average_rating).toBeCloseTo((stars.reduce((a, b) => a + b, 0) / 3) * 20, 1);
    }
    const mean = product.reviews.items.reduce((sum, r) => sum + r!.average_rating, 0) / 3;
    expect(product.rating_summary).toBeCloseTo(mean, 1);
  });

  it('pages reviews and answers a product without reviews with an empty list', async () => {
    const page2 = await reviewsOf('MP10002', 2, 2);
    expect(page2.reviews.items).toHaveLength(1);
    expect(page2.reviews.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(await reviewsOf('MP10006')).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [], page_info: { total_pages: 0 } } });
  });
});

describe('CREATE_PRODUCT_REVIEW_MUTATION', () => {
  it('stores a new review as pending, as a default Magento: not listed, not counted, until the back office approves it', async () => {
    const before = await reviewsOf('MP10003');
    const { response, body } = await create({ sku: 'MP10003', nickname: ' Mari ', summary: 'Tugev kummut', text: 'Sahtlid käivad kergelt.', ratings: allAt(4) });
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProductReview.review).toEqual({
      nickname: 'Mari',
      summary: 'Tugev kummut',
      text: 'Sahtlid käivad kergelt.',
      average_rating: 80,
      ratings_breakdown: [{ name: 'Kvaliteet', value: '4' }, { name: 'Hind', value: '4' }, { name: 'Välimus', value: '4' }],
    });
    const pending = await reviewsOf('MP10003');
    expect(pending.review_count).toBe(before.review_count);
    expect(pending.reviews.items.map((r) => r!.summary)).not.toContain('Tugev kummut');

    // The moderation list has it; approving lists it first and counts it.
    const list = await (await dev('/__reviews')).json<Array<{ id: number; summary: string; status: string; product_sku: string }>>();
    const mine = list.find((r) => r.summary === 'Tugev kummut')!;
    expect(mine).toMatchObject({ status: 'pending', product_sku: 'MP10003' });
    const approved = await dev(`/__reviews/${mine.id}/approve`, 'POST');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: mine.id, status: 'approved' });
    const after = await reviewsOf('MP10003');
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.reviews.items[0]).toMatchObject({ nickname: 'Mari', summary: 'Tugev kummut', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    await create({ sku: 'MP10003', nickname: 'Jaan', summary: 'Hea', text: 'Ilus.', ratings: [...allAt(2).slice(0, 2), allAt(5)[2]!] });
    const jaan = (await (await dev('/__reviews')).json<Array<{ id: number; nickname: string }>>()).find((r) => r.nickname === 'Jaan')!;
    await dev(`/__reviews/${jaan.id}/approve`, 'POST');
    const twice = await reviewsOf('MP10003');
    expect(twice.review_count).toBe(before.review_count + 2);
    expect(twice.rating_summary).toBeCloseTo((80 + 60) / 2, 2);
    const row = await env.DB.prepare(`SELECT review_count, rating_summary FROM products WHERE sku = 'MP10003'`).first();
    expect(row).toEqual({ review_count: twice.review_count, rating_summary: twice.rating_summary });
  });

  it('a rejected review is never listed; the moderation endpoints refuse bad ids and are off in production', async () => {
    await create({ sku: 'MP10006', nickname: 'Rämps', summary: 'Osta odavalt', text: 'http://spam.example', ratings: allAt(1) });
    const spam = (await (await dev('/__reviews')).json<Array<{ id: number; nickname: string }>>()).find((r) => r.nickname === 'Rämps')!;
    expect(await (await dev(`/__reviews/${spam.id}/reject`, 'POST')).json()).toMatchObject({ status: 'not_approved' });
    expect(await reviewsOf('MP10006')).toMatchObject({ review_count: 0, reviews: { items: [] } });
    expect((await dev('/__reviews/abc/approve', 'POST')).status).toBe(400);
    expect((await dev('/__reviews/99999999/approve', 'POST')).status).toBe(404);
    expect((await dev('/__reviews?status=maybe')).status).toBe(400);
    const production = await app.request('/__reviews/1/approve', { method: 'POST' }, { ...env, ENVIRONMENT: 'production' });
    expect(production.status).toBe(404);
  });

  it('a review answers its product (ProductReview.product, non-null in Magento)', async () => {
    const { body } = await getGraphql('{ products(filter: { sku: { eq: "MP10002" } }) { items { reviews { items { summary product { sku name } } } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.products.items[0].reviews.items.map((r: { product: unknown }) => r.product)).toEqual(Array(3).fill({ sku: 'MP10002', name: expect.any(String) }));
  });

  it("reviews a configurable product when given one of its variants' SKUs", async () => {
    const before = (await reviewsOf('MP10007')).review_count;
    const { body } = await create({ sku: 'MP10007-160X200', nickname: 'Kati', summary: 'Mõnus', text: 'Hea voodi.', ratings: allAt(5) });
    expect(body.errors).toBeUndefined();
    const kati = (await (await dev('/__reviews')).json<Array<{ id: number; nickname: string; product_sku: string }>>()).find((r) => r.nickname === 'Kati')!;
    expect(kati.product_sku).toBe('MP10007');
    await dev(`/__reviews/${kati.id}/approve`, 'POST');
    expect((await reviewsOf('MP10007')).review_count).toBe(before + 1);
  });

  it.each<[string, Partial<Input>, string]>([
    ['an empty nickname', { nickname: '  ' }, 'Please enter a nickname.'],
    ['an empty summary', { summary: '' }, 'Please enter a review summary.'],
    ['an empty text', { text: '\n' }, 'Please enter a review.'],
    ['a 129-character nickname', { nickname: 'n'.repeat(129) }, 'The nickname must be at most 128 characters long.'],
    ['a missing rating', { ratings: [] }, 'Please select one of each of the ratings above.'],
    ['an unknown rating', { ratings: [{ id: btoa('99'), value_id: btoa('1') }] }, `The rating "${btoa('99')}" does not exist.`],
    ['a rating id that is not base64', { ratings: [{ id: 'Kvaliteet', value_id: '1' }] }, 'The rating "Kvaliteet" does not exist.'],
  ])('refuses %s (graphql-input) and stores nothing', async (_case, change, message) => {
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM reviews').first<{ n: number }>())!.n;
    const before = await count();
    const { response, body } = await create({ sku: 'MP10003', nickname: 'Mari', summary: 'Hea', text: 'Hea kummut.', ratings: allAt(5), ...change });
    expect(response.status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' }, path: ['createProductReview'] })]);
    expect(body.data).toBeNull();
    expect(await count()).toBe(before);
  });

  it("refuses another rating's value and a rating given twice", async () => {
    const [quality, price] = metadata;
    const wrongValue = [{ id: quality!.id, value_id: price!.values[0]!.value_id }, ...allAt(3).slice(1)];
    const { body } = await create({ sku: 'MP10003', nickname: 'A', summary: 'B', text: 'C', ratings: wrongValue });
    expect(body.errors![0]!.message).toBe(`"${price!.values[0]!.value_id}" is not a value of the rating "Kvaliteet".`);
    const twice = await create({ sku: 'MP10003', nickname: 'A', summary: 'B', text: 'C', ratings: [...allAt(3), allAt(4)[0]!] });
    expect(twice.body.errors![0]!.message).toBe('The rating "Kvaliteet" is given more than once.');
  });

  it('answers an unknown SKU with graphql-no-such-entity', async () => {
    const { body } = await create({ sku: 'NO-SUCH', nickname: 'A', summary: 'B', text: 'C', ratings: allAt(3) });
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Could not find a product with SKU "NO-SUCH"', extensions: { category: 'graphql-no-such-entity' } })]);
  });

  it('is a mutation: refused over GET', async () => {
    const { body } = await getGraphql(CREATE_PRODUCT_REVIEW_MUTATION, { input: { sku: 'MP10003', nickname: 'A', summary: 'B', text: 'C', ratings: allAt(3) } });
    expect(body.errors![0]!.message).toBe('Mutation requests allowed only for POST requests');
  });
});
