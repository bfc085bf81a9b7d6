import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { ProductReviewsQuery, ProductReviewsQueryVariables, ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables, CreateProductReviewMutation, CreateProductReviewMutationVariables } from '../generated/operations';

/**
 * A page of one product's reviews (filter by SKU or url key), newest first, with the product's review summary. Ratings are
 * percentages (5 stars = 100); each breakdown value is a star count as text ('1'-'5').
 */
export const PRODUCT_REVIEWS_QUERY = gql`
  query ProductReviews($filter: ProductAttributeFilterInput!, $pageSize: Int = 10, $currentPage: Int = 1) {
    products(filter: $filter) {
      items {
        sku
        review_count
        rating_summary
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            summary
            text
            nickname
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
` as TypedDocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;

/** The rating aspects a review form asks for, each with its values (send `id` and `value_id`). */
export const REVIEW_RATINGS_METADATA_QUERY = gql`
  query ProductReviewRatingsMetadata {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
` as TypedDocumentNode<ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables>;

/**
 * Writes a review (POST only). Every rating of the metadata must be given once. Errors:
 * graphql-input for an empty nickname, summary or text or a wrong rating (message says which),
 * graphql-no-such-entity for an unknown SKU. On the reference backend the review is listed at once.
 */
export const CREATE_PRODUCT_REVIEW_MUTATION = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
        text
        average_rating
        ratings_breakdown {
          name
          value
        }
      }
    }
  }
` as TypedDocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables>;

export type { ProductReviewsQuery, ProductReviewsQueryVariables, ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables, CreateProductReviewMutation, CreateProductReviewMutationVariables };

