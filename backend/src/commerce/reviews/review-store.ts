// Reviews in D1 (step 3 of a write). Generated reviews live in `reviews` (by product id, replaced
// on every reseed); reviews written by shoppers in `shopper_reviews` (by SKU, never touched by a
// reseed; migrations/0003). Reads and the product's review summary cover both, and of the
// shoppers' only the approved ones: a new review waits for moderation (migrations/0013).
import type { ValidReview } from './review-input';

export type ReviewRow = { id: number; nickname: string; summary: string; text: string; average_rating: number; created_at: string; ratings: string };
export type RatingRow = { id: number; name: string; position: number };
export type RatingOptionRow = { id: number; rating_id: number; value: number };
export type RatingsMetadata = { ratings: RatingRow[]; options: RatingOptionRow[] };

/** Generated reviews with their ratings as a JSON array, in the order of the rating aspects. */
const SEEDED_REVIEWS = `SELECT r.id, r.nickname, r.summary, r.text, r.average_rating, r.created_at, (
    SELECT json_group_array(json_object('name', rating_name, 'value', CAST(value AS TEXT))) FROM (
      SELECT rr.rating_name, rr.value FROM review_ratings rr LEFT JOIN ratings ra ON ra.name = rr.rating_name
      WHERE rr.review_id = r.id ORDER BY coalesce(ra.position, 1e9), rr.rating_name)
  ) AS ratings, 0 AS by_shopper FROM reviews r`;
const SHOPPER_REVIEWS = `SELECT s.id, s.nickname, s.summary, s.text, s.average_rating, s.created_at, s.ratings, 1 AS by_shopper FROM shopper_reviews s`;
const APPROVED = "s.status = 'approved'";

/**
 * review_count and rating_summary of the products matched by `where` (an SQL condition on
 * `products`), over both tables. Run after a review is written and after every reseed.
 */
const updateSummaries = (where: string) => `UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id)
      + (SELECT count(*) FROM shopper_reviews WHERE product_sku = products.sku AND status = 'approved'),
    rating_summary = coalesce((SELECT round(avg(average_rating), 2) FROM (
      SELECT average_rating FROM reviews WHERE product_id = products.id
      UNION ALL SELECT average_rating FROM shopper_reviews WHERE product_sku = products.sku AND status = 'approved')), 0)
  WHERE ${where}`;

/** One page of a product's reviews, newest first (a shopper's before a generated one of the same second). */
export async function listProductReviews(db: D1Database, product: { id: number; sku: string }, size: number, page: number): Promise<ReviewRow[]> {
  return (
    await db
      .prepare(
        `SELECT * FROM (${SEEDED_REVIEWS} WHERE r.product_id = ?1 UNION ALL ${SHOPPER_REVIEWS} WHERE s.product_sku = ?2 AND ${APPROVED})
         ORDER BY created_at DESC, by_shopper DESC, id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(product.id, product.sku, size, (page - 1) * size)
      .all<ReviewRow>()
  ).results;
}

export async function ratingsMetadata(db: D1Database): Promise<RatingsMetadata> {
  const [ratings, options] = await db.batch([
    db.prepare('SELECT id, name, position FROM ratings WHERE is_active = 1 ORDER BY position, id'),
    db.prepare('SELECT o.id, o.rating_id, o.value FROM rating_options o JOIN ratings r ON r.id = o.rating_id WHERE r.is_active = 1 ORDER BY o.rating_id, o.position'),
  ]);
  return { ratings: ratings!.results as RatingRow[], options: options!.results as RatingOptionRow[] };
}

/**
 * The product a review of `sku` belongs to: the product itself when it is visible, its
 * configurable parent when it is a variant (whose page lists the reviews); null when unknown.
 */
export async function reviewedProduct(db: D1Database, sku: string): Promise<{ id: number; sku: string } | null> {
  return db
    .prepare(
      `SELECT coalesce(parent.id, p.id) AS id, coalesce(parent.sku, p.sku) AS sku FROM products p
       LEFT JOIN products parent ON parent.id = p.parent_id
       WHERE p.sku = ? AND (p.visibility = 4 OR p.parent_id IS NOT NULL)`,
    )
    .bind(sku)
    .first<{ id: number; sku: string }>();
}

/**
 * Stores a shopper's review as pending (Magento's default: it waits for moderation, so it is
 * neither listed nor counted yet); returns the stored row.
 */
export async function insertShopperReview(db: D1Database, product: { id: number; sku: string }, review: ValidReview, createdAt: string): Promise<ReviewRow> {
  const results = await db.batch([
    db
      .prepare("INSERT INTO shopper_reviews (product_sku, nickname, summary, text, average_rating, ratings, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending')")
      .bind(
        product.sku,
        review.nickname,
        review.summary,
        review.text,
        review.averageRating,
        JSON.stringify(review.ratings.map((r) => ({ name: r.name, value: String(r.value) }))),
        createdAt,
      ),
    db.prepare(`${SHOPPER_REVIEWS} WHERE s.id = last_insert_rowid()`),
  ]);
  const saved = results[1]!.results[0] as ReviewRow | undefined;
  if (!saved) throw new Error('The new review was not found after saving it');
  return saved;
}

export type ReviewStatus = 'pending' | 'approved' | 'not_approved';
export type ModeratedReview = { id: number; product_sku: string; nickname: string; summary: string; text: string; average_rating: number; status: ReviewStatus; created_at: string };

/** Shoppers' reviews with `status`, newest first (the moderation list). */
export async function reviewsByStatus(db: D1Database, status: ReviewStatus, limit = 100): Promise<ModeratedReview[]> {
  return (
    await db
      .prepare('SELECT id, product_sku, nickname, summary, text, average_rating, status, created_at FROM shopper_reviews WHERE status = ? ORDER BY created_at DESC, id DESC LIMIT ?')
      .bind(status, limit)
      .all<ModeratedReview>()
  ).results;
}

/**
 * Sets a shopper's review's status (the back office's approve / reject) and refreshes its
 * product's review_count and rating_summary in the same batch; null for an unknown id.
 */
export async function moderateReview(db: D1Database, id: number, status: ReviewStatus): Promise<ModeratedReview | null> {
  const [updated] = await db.batch([
    db.prepare('UPDATE shopper_reviews SET status = ? WHERE id = ? RETURNING id, product_sku, nickname, summary, text, average_rating, status, created_at').bind(status, id),
    db.prepare(updateSummaries('sku = (SELECT product_sku FROM shopper_reviews WHERE id = ?)')).bind(id),
  ]);
  return (updated!.results[0] as ModeratedReview | undefined) ?? null;
}

/**
 * After a reseed: the regenerated products count their generated reviews only; add the
 * shoppers' reviews back into review_count and rating_summary.
 */
export async function refreshShopperReviewSummaries(db: D1Database): Promise<void> {
  await db.prepare(updateSummaries('sku IN (SELECT product_sku FROM shopper_reviews)')).run();
}
