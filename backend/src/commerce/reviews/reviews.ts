// Product reviews: ProductInterface.reviews, Query.productReviewRatingsMetadata and
// Mutation.createProductReview (Magento_ReviewGraphQl). Ratings are Magento's percentages:
// a review's average_rating and a product's rating_summary run from 0 to 100 (5 stars = 100).
//
// Unlike a default Magento (which stores a guest's review as pending until an admin approves
// it), a new review is stored approved: it is listed, counted in review_count and averaged into
// rating_summary at once, so the storefront and its e2e journeys can see what they wrote.
import type { GraphQLFieldResolver } from 'graphql';
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { fromUid, toUid } from '../uid';

type ReviewRow = { id: number; product_id: number; nickname: string; summary: string; text: string; average_rating: number; created_at: string };
type RatingRow = { id: number; name: string; position: number };
type RatingOptionRow = { id: number; rating_id: number; value: number };

/** Longest accepted texts (Magento's review_detail columns). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

const withBreakdown = (row: ReviewRow & { ratings: string }) => ({
  ...row,
  ratings_breakdown: JSON.parse(row.ratings) as Array<{ name: string; value: string }>,
});

/** A review row with its ratings as a JSON array, in the order of the rating aspects. */
const REVIEW_SELECT = `SELECT r.*, (
    SELECT json_group_array(json_object('name', rating_name, 'value', CAST(value AS TEXT))) FROM (
      SELECT rr.rating_name, rr.value FROM review_ratings rr LEFT JOIN ratings ra ON ra.name = rr.rating_name
      WHERE rr.review_id = r.id ORDER BY coalesce(ra.position, 1e9), rr.rating_name)
  ) AS ratings FROM reviews r`;

/** ProductInterface.reviews: newest first; page_info counts from the product's review_count. */
export const productReviews: GraphQLFieldResolver<ProductRow, CommerceContext, { pageSize: number; currentPage: number }> = async (
  p,
  { pageSize, currentPage },
  context,
) => {
  const size = Math.max(1, pageSize);
  const page = Math.max(1, currentPage);
  const rows = (
    await context.db
      .prepare(
        `${REVIEW_SELECT} WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(p.id, size, (page - 1) * size)
      .all<ReviewRow & { ratings: string }>()
  ).results;
  return { items: rows.map(withBreakdown), page_info: { page_size: size, current_page: page, total_pages: Math.ceil(p.review_count / size) } };
};

async function ratingsMetadata(db: D1Database): Promise<{ ratings: RatingRow[]; options: RatingOptionRow[] }> {
  const [ratings, options] = await db.batch([
    db.prepare('SELECT id, name, position FROM ratings WHERE is_active = 1 ORDER BY position, id'),
    db.prepare('SELECT o.id, o.rating_id, o.value FROM rating_options o JOIN ratings r ON r.id = o.rating_id WHERE r.is_active = 1 ORDER BY o.rating_id, o.position'),
  ]);
  return { ratings: ratings!.results as RatingRow[], options: options!.results as RatingOptionRow[] };
}

/** Ids travel base64-encoded, as Magento's uids do. */
const productReviewRatingsMetadata: GraphQLFieldResolver<unknown, CommerceContext> = async (_s, _a, context) => {
  const { ratings, options } = await ratingsMetadata(context.db);
  return {
    items: ratings.map((r) => ({
      id: toUid(r.id),
      name: r.name,
      values: options.filter((o) => o.rating_id === r.id).map((o) => ({ value_id: toUid(o.id), value: String(o.value) })),
    })),
  };
};

type CreateInput = { sku: string; nickname: string; summary: string; text: string; ratings: Array<{ id: string; value_id: string }> };

/**
 * Checks the input as Magento's review form and Review::validate do; throws graphql-input with
 * the first problem. Every active rating must be given exactly once, with one of its own values.
 * Returns the trimmed texts and the chosen rating values.
 */
export function validateReviewInput(input: CreateInput, { ratings, options }: { ratings: RatingRow[]; options: RatingOptionRow[] }) {
  const nickname = input.nickname.trim();
  const summary = input.summary.trim();
  const text = input.text.trim();
  if (!nickname) throw inputError('Please enter a nickname.');
  if (!summary) throw inputError('Please enter a review summary.');
  if (!text) throw inputError('Please enter a review.');
  for (const [field, value] of [['nickname', nickname], ['summary', summary], ['text', text]] as const) {
    if (value.length > REVIEW_LIMITS[field]) throw inputError(`The ${field} must be at most ${REVIEW_LIMITS[field]} characters long.`);
  }
  const chosen = new Map<number, { name: string; value: number }>();
  for (const given of input.ratings) {
    const rating = ratings.find((r) => r.id === fromUid(given.id));
    if (!rating) throw inputError(`The rating "${given.id}" does not exist.`);
    if (chosen.has(rating.id)) throw inputError(`The rating "${rating.name}" is given more than once.`);
    const option = options.find((o) => o.id === fromUid(given.value_id) && o.rating_id === rating.id);
    if (!option) throw inputError(`"${given.value_id}" is not a value of the rating "${rating.name}".`);
    chosen.set(rating.id, { name: rating.name, value: option.value });
  }
  if (ratings.some((r) => !chosen.has(r.id))) throw inputError('Please select one of each of the ratings above.');
  return { nickname, summary, text, ratings: [...chosen.values()] };
}

/**
 * Mutation.createProductReview. A variant's SKU reviews its configurable product (whose page
 * lists the reviews). Throws graphql-no-such-entity for an unknown SKU, graphql-input for
 * invalid texts or ratings.
 */
const createProductReview: GraphQLFieldResolver<unknown, CommerceContext, { input: CreateInput }> = async (_s, { input }, context) => {
  const { db } = context;
  const metadata = await ratingsMetadata(db);
  const review = validateReviewInput(input, metadata);
  const found = await db
    .prepare('SELECT id, parent_id FROM products WHERE sku = ? AND (visibility = 4 OR parent_id IS NOT NULL)')
    .bind(input.sku)
    .first<{ id: number; parent_id: number | null }>();
  if (!found) throw noSuchEntity(`Could not find a product with SKU "${input.sku}"`);
  const productId = found.parent_id ?? found.id;

  const stars = review.ratings.map((r) => r.value);
  const average = stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 20 * 100) / 100 : 0;
  const createdAt = new Date().toISOString().slice(0, 19).replace('T', ' ');
  // One transaction: the review, its ratings (last_insert_rowid() is the review's id, as the
  // rating rows go to a WITHOUT ROWID table) and the product's summary.
  const results = await db.batch([
    db
      .prepare('INSERT INTO reviews (product_id, nickname, summary, text, average_rating, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(productId, review.nickname, review.summary, review.text, average, createdAt),
    db
      .prepare(
        `INSERT INTO review_ratings (review_id, rating_name, value)
         SELECT last_insert_rowid(), json_extract(value, '$.name'), json_extract(value, '$.value') FROM json_each(?)`,
      )
      .bind(JSON.stringify(review.ratings)),
    db
      .prepare(
        `UPDATE products SET review_count = (SELECT count(*) FROM reviews WHERE product_id = ?1),
           rating_summary = coalesce((SELECT round(avg(average_rating), 2) FROM reviews WHERE product_id = ?1), 0)
         WHERE id = ?1`,
      )
      .bind(productId),
    db.prepare(`${REVIEW_SELECT} WHERE r.id = last_insert_rowid()`),
  ]);
  const saved = results[3]!.results[0] as (ReviewRow & { ratings: string }) | undefined;
  if (!saved) throw new Error('The new review was not found after saving it');
  return { review: withBreakdown(saved) };
};

export const reviewResolvers = {
  Query: { productReviewRatingsMetadata },
  Mutation: { createProductReview },
};
