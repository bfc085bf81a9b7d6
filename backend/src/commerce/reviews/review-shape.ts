// Stored review → GraphQL ProductReview (step 4 of a write; reads use it too).
import type { ReviewRow } from './review-store';

/** `product_id`: the reviewed product (a variant's review: its configurable parent), for ProductReview.product. */
export type ProductReview = Omit<ReviewRow, 'ratings' | 'id'> & { product_id: number; ratings_breakdown: Array<{ name: string; value: string }> };

export function toProductReview({ nickname, summary, text, average_rating, created_at, ratings }: ReviewRow, productId: number): ProductReview {
  return { nickname, summary, text, average_rating, created_at, product_id: productId, ratings_breakdown: JSON.parse(ratings) as Array<{ name: string; value: string }> };
}
