// Writes the generated catalogue into D1.
import { insertStatements } from '../db/bulk-insert';
import { SEED_TABLES, generateCatalogue } from './catalogue';

/** Statements per D1 batch (one round trip and one transaction each). */
const BATCH_STATEMENTS = 40;

export type SeedReport = { products: number; rows: number; statements: number; ms: number };

/**
 * Empties the catalogue tables and fills them with `products` visible products. Not atomic
 * across batches: a crash leaves a partial catalogue, which the next seed run clears first.
 */
export async function seedDatabase(db: D1Database, products: number): Promise<SeedReport> {
  const started = Date.now();
  await db.batch([
    db.prepare(`INSERT INTO products_fts (products_fts) VALUES ('delete-all')`),
    db.prepare('DELETE FROM category_facets'),
    ...[...SEED_TABLES].reverse().filter((t) => t !== 'products_fts').map((t) => db.prepare(`DELETE FROM ${t}`)),
  ]);

  let rows = 0;
  let statements = 0;
  let pending: D1PreparedStatement[] = [];
  const flush = async () => {
    if (pending.length) await db.batch(pending);
    pending = [];
  };
  for (const chunk of generateCatalogue({ products })) {
    for (const table of SEED_TABLES) {
      const tableRows = chunk[table];
      if (!tableRows?.length) continue;
      rows += tableRows.length;
      for (const sql of insertStatements(table, tableRows)) {
        pending.push(db.prepare(sql));
        statements++;
        if (pending.length >= BATCH_STATEMENTS) await flush();
      }
    }
  }
  // Derived indexes, then statistics so the query planner knows a category is selective.
  pending.push(
    db.prepare('UPDATE categories SET product_count = (SELECT count(*) FROM category_products cp WHERE cp.category_id = categories.id)'),
    db.prepare(
      `INSERT INTO category_facets (category_id, attribute_code, option_id, product_count)
       SELECT cp.category_id, a.attribute_code, a.option_id, count(*) FROM category_products cp
       JOIN product_attribute_index a ON a.product_id = cp.product_id GROUP BY cp.category_id, a.attribute_code, a.option_id`,
    ),
    db.prepare('PRAGMA optimize'),
  );
  await flush();
  return { products, rows, statements, ms: Date.now() - started };
}
