import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_PRODUCT_REVIEW_MUTATION,
  PRODUCT_REVIEWS_QUERY,
  REVIEW_RATINGS_METADATA_QUERY,
  type ProductReviewRatingsMetadataQuery,
  type ProductReviewsQuery,
} from '../../../graphql/documents';
import { postGraphql, queryData, seeded } from '../../test/graphql-request';
import { SEED_TABLES } from '../seed/catalogue';
import { configuredProducts } from '../seed/ensure-seeded';
import { moderateReview } from './reviews/review-store';
import { SHOPPER_TABLES, reseedCatalogue } from './shopper-data';

const reviewsOf = async (sku: string) =>
  (await queryData<ProductReviewsQuery>(PRODUCT_REVIEWS_QUERY, { filter: { sku: { eq: sku } }, pageSize: 20 })).products!.items![0]!;

let ratings: Array<{ id: string; value_id: string }>;

beforeAll(async () => {
  await seeded();
  const metadata = (await queryData<ProductReviewRatingsMetadataQuery>(REVIEW_RATINGS_METADATA_QUERY)).productReviewRatingsMetadata.items;
  ratings = metadata.map((rating) => ({ id: rating.id, value_id: rating.values.find((value) => value.value === '2')!.value_id }));
});

describe('reseeding the catalogue', () => {
  it('never empties a shopper table', () => {
    expect(SEED_TABLES.filter((table) => (SHOPPER_TABLES as readonly string[]).includes(table))).toEqual([]);
  });

  it('keeps reviews written by shoppers: still listed, counted and averaged into the summary', async () => {
    const seededOnly = await reviewsOf('MP10004');
    const { body } = await postGraphql(CREATE_PRODUCT_REVIEW_MUTATION, { input: { sku: 'MP10004', nickname: 'Mari', summary: 'Jääb alles', text: 'Kirjutatud enne uut seemet.', ratings } });
    expect(body.errors).toBeUndefined();
    // Approved by the back office (a new review waits for moderation); a pending one is kept too.
    const [id] = (await env.DB.prepare("SELECT id FROM shopper_reviews WHERE summary = 'Jääb alles'").all<{ id: number }>()).results.map((r) => r.id);
    await moderateReview(env.DB, id!, 'approved');
    const written = await reviewsOf('MP10004');
    expect(written.review_count).toBe(seededOnly.review_count + 1);

    await reseedCatalogue(env.DB, configuredProducts(env));

    const after = await reviewsOf('MP10004');
    expect(after.reviews.items.map((review) => review!.summary)).toContain('Jääb alles');
    expect(after.review_count).toBe(written.review_count);
    expect(after.rating_summary).toBe(written.rating_summary);
  });

  it('keeps guest carts and their lines, priced again from the new catalogue', async () => {
    const cartId = (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    const cartQuery = `query C($id: String!) { cart(cart_id: $id) { total_quantity items { quantity product { sku } } } }`;
    const added = await postGraphql(`mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "MP10006", quantity: 2 }]) { user_errors { code } } }`, { id: cartId });
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);

    await reseedCatalogue(env.DB, configuredProducts(env));

    const { body } = await postGraphql(cartQuery, { id: cartId });
    expect(body.data.cart).toEqual({ total_quantity: 2, items: [{ quantity: 2, product: { sku: 'MP10006' } }] });
  });

  it('gives the seeded products their generated reviews again, without duplicates', async () => {
    const before = await reviewsOf('MP10002');
    await reseedCatalogue(env.DB, configuredProducts(env));
    const after = await reviewsOf('MP10002');
    expect(after.review_count).toBe(before.review_count);
    expect(after.reviews.items.map((review) => review!.summary)).toEqual(before.reviews.items.map((review) => review!.summary));
  });
});
