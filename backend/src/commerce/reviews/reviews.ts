// Product reviews: ProductInterface.reviews, Query.productReviewRatingsMetadata and
// Mutation.createProductReview (Magento_ReviewGraphQl). Ratings are Magento's percentages:
// a review's average_rating and a product's rating_summary run from 0 to 100 (5 stars = 100).
import { toUid } from '../uid';
import { createProductReview } from './create-product-review';
import { toProductReview } from './review-shape';
import { listProductReviews, ratingsMetadata } from './review-store';
import type { Resolvers } from '../../generated/resolvers';
import type { FieldResolver, QueryResolver } from '../resolver-types';

/** ProductInterface.reviews: newest first; page_info counts from the product's review_count. */
export const productReviews: FieldResolver<'SimpleProduct', 'reviews'> = async (
  p,
  { pageSize, currentPage },
  context,
) => {
  const size = Math.max(1, pageSize);
  const page = Math.max(1, currentPage);
  const rows = await listProductReviews(context.db, { id: p.id, sku: p.sku }, size, page);
  return { items: rows.map((row) => toProductReview(row, p.id)), page_info: { page_size: size, current_page: page, total_pages: Math.ceil(p.review_count / size) } };
};

/** Ids travel base64-encoded, as Magento's uids do. */
const productReviewRatingsMetadata: QueryResolver<'productReviewRatingsMetadata'> = async (_s, _a, context) => {
  const { ratings, options } = await ratingsMetadata(context.db);
  return {
    items: ratings.map((r) => ({
      id: toUid(r.id),
      name: r.name,
      values: options.filter((o) => o.rating_id === r.id).map((o) => ({ value_id: toUid(o.id), value: String(o.value) })),
    })),
  };
};

/**
 * ProductReview.product (non-null in Magento's schema): the reviewed product, read by id through
 * the request's batch loader. Throws when the product is gone (a review is only listed or created
 * for a product that exists, so that is a bug, not a shopper's mistake).
 */
const reviewProduct: FieldResolver<'ProductReview', 'product'> = async (review, _a, context) => {
  const product = await context.product(review.product_id);
  if (!product) throw new Error(`Reviewed product ${review.product_id} not found`);
  return product;
};

export const reviewResolvers = {
  Query: { productReviewRatingsMetadata },
  ProductReview: { product: reviewProduct },
  Mutation: { createProductReview },
} satisfies Resolvers;
