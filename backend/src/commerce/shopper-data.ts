// Shopper data vs catalogue data. The catalogue (products, categories, stock, generated reviews,
// CMS blocks…, seed/catalogue.ts SEED_TABLES) is generated and replaced wholesale on a reseed.
// What shoppers write (reviews today; carts, orders, customers and their tokens with later
// issues) is kept in its own tables, keyed by business keys (SKU, email) rather than catalogue
// row ids and without foreign keys into the catalogue, and a reseed never deletes it.
import { refreshShopperReviewSummaries } from './reviews/review-store';
import { seedDatabase, type SeedReport } from '../seed/seed-database';

/** Tables written by shoppers; never in SEED_TABLES (checked by shopper-data.test.ts). */
export const SHOPPER_TABLES = [
  'shopper_reviews',
  'carts',
  'cart_items',
  'cart_addresses',
  'cart_checkout',
  'cart_gift_cards',
  'orders',
  'order_items',
  'payment_sessions',
  'payment_notifications',
  // Customer accounts (issue 8, migration 0008).
  'customers',
  'customer_tokens',
  'customer_addresses',
  'companies',
  'password_reset_tokens',
  'email_outbox',
  'login_failures',
  'newsletter_subscribers',
  'gdpr_agreements',
  'loyalty_members',
  // Demo eID sign-ins and wish lists (issue 8, migration 0009).
  'eid_sessions',
  'eid_auth_requests',
  'wishlists',
  'wishlist_items',
] as const;

/**
 * The one way to (re)seed (ensure-seeded.ts calls it): replaces the catalogue, then re-derives
 * what catalogue rows record about shopper data (a product's review count and summary).
 */
export async function reseedCatalogue(db: D1Database, products: number): Promise<SeedReport> {
  const report = await seedDatabase(db, products);
  await refreshShopperReviewSummaries(db);
  return report;
}
