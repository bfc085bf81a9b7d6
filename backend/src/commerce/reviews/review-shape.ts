// Stored review → GraphQL ProductReview (step 4 of a write; reads use it too).
import type { ReviewRow } from './review-store';

export type ProductReview = Omit<ReviewRow, 'ratings' | 'id'> & { ratings_breakdown: Array<{ name: string; value: string }> };

export function toProductReview({ nickname, summary, text, average_rating, created_at, ratings }: ReviewRow): ProductReview {
  return { nickname, summary, text, average_rating, created_at, ratings_breakdown: JSON.parse(ratings) as Array<{ name: string; value: string }> };
}
