import {
  CreateProductReviewDocument,
  ProductReviewRatingsMetadataDocument,
  ProductReviewsDocument,
} from '../generated/operations';
import type {
  ProductReviewsQuery,
  ProductReviewsQueryVariables,
  ProductReviewRatingsMetadataQuery,
  ProductReviewRatingsMetadataQueryVariables,
  CreateProductReviewMutation,
  CreateProductReviewMutationVariables,
} from '../generated/operations';

/**
 * A page of one product's reviews (filter by SKU or url key), newest first, with the product's review summary. Ratings are
 * percentages (5 stars = 100); each breakdown value is a star count as text ('1'-'5').
 */
export const PRODUCT_REVIEWS_QUERY = ProductReviewsDocument;

/** The rating aspects a review form asks for, each with its values (send `id` and `value_id`). */
export const REVIEW_RATINGS_METADATA_QUERY = ProductReviewRatingsMetadataDocument;

/**
 * Writes a review (POST only). Every rating of the metadata must be given once. Errors:
 * graphql-input for an empty nickname, summary or text or a wrong rating (message says which),
 * graphql-no-such-entity for an unknown SKU. On the reference backend the review is listed at once.
 */
export const CREATE_PRODUCT_REVIEW_MUTATION = CreateProductReviewDocument;

export type { ProductReviewsQuery, ProductReviewsQueryVariables, ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables, CreateProductReviewMutation, CreateProductReviewMutationVariables };

