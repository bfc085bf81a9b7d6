// Mutation.createProductReview: the template for every write of the reference backend.
//   1. resolver: reads its arguments and the context (customer and store, resolved per request),
//   2. validation: review-input.ts, throws graphql-input with the first problem,
//   3. D1 write: review-store.ts, one batch = one transaction,
//   4. shape: review-shape.ts, the stored row as the SDL type.
//
// As a default Magento, a new review is stored pending: it is neither listed nor counted in
// review_count / rating_summary until the back office approves it (review-dev-routes.ts: the
// moderation endpoints; the CMS editor's review list). The answer is the review as stored, as
// Magento's CreateProductReview answers it.
import { noSuchEntity } from '../errors';
import { validateReviewInput } from './review-input';
import { toProductReview } from './review-shape';
import { insertShopperReview, ratingsMetadata, reviewedProduct } from './review-store';
import type { MutationResolver } from '../resolver-types';

/**
 * A variant's SKU reviews its configurable product (whose page lists the reviews). Throws
 * graphql-no-such-entity for an unknown SKU, graphql-input for invalid texts or ratings.
 */
export const createProductReview: MutationResolver<'createProductReview'> = async (_s, { input }, { db }) => {
  const review = validateReviewInput(input, await ratingsMetadata(db));
  const product = await reviewedProduct(db, input.sku);
  if (!product) throw noSuchEntity(`Could not find a product with SKU "${input.sku}"`);
  const createdAt = new Date().toISOString().slice(0, 19).replace('T', ' ');
  return { review: toProductReview(await insertShopperReview(db, product, review, createdAt), product.id) };
};
