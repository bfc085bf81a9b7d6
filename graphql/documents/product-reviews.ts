import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

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
` as TypedQueryDocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;

/**
 * One product, by SKU or by url key (the product page asks by url key so reviews load in
 * parallel with the product itself).
 */
export type ProductFilter = { sku: { eq: string } } | { url_key: { eq: string } };

export type ProductReviewsQueryVariables = { filter: ProductFilter; pageSize?: number; currentPage?: number };

export type ProductReviewItem = {
  summary: string;
  text: string;
  nickname: string;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC). */
  created_at: string;
  /** Percent (5 stars = 100). */
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
};

export type ProductReviewsQuery = {
  products: {
    items: Array<{
      sku: string | null;
      review_count: number;
      rating_summary: number;
      reviews: {
        items: Array<ProductReviewItem | null>;
        page_info: { current_page: number | null; page_size: number | null; total_pages: number | null };
      };
    } | null> | null;
  } | null;
};

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
` as TypedQueryDocumentNode<ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables>;

export type ProductReviewRatingsMetadataQueryVariables = Record<string, never>;

export type ProductReviewRatingsMetadataQuery = {
  productReviewRatingsMetadata: {
    items: Array<{ id: string; name: string; values: Array<{ value_id: string; value: string }> }>;
  };
};

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
` as TypedQueryDocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables>;

export type CreateProductReviewMutationVariables = {
  input: {
    sku: string;
    nickname: string;
    summary: string;
    text: string;
    ratings: Array<{ id: string; value_id: string }>;
  };
};

export type CreateProductReviewMutation = {
  createProductReview: {
    review: Pick<ProductReviewItem, 'nickname' | 'summary' | 'text' | 'average_rating' | 'ratings_breakdown'>;
  };
};
