// The active category tree of one request, read once and indexed the three ways resolvers walk it.
import { allRows, once } from '../../db/batch-loader';
import type { CategoryRow } from '../catalogue-rows';

export type CategoryIndex = {
  byId: Map<number, CategoryRow>;
  /** Active children by parent id, ordered by position. */
  children: Map<number, CategoryRow[]>;
  byUrlPath: Map<string, CategoryRow>;
};

export const categoryIndexLoader = (db: D1Database): (() => Promise<CategoryIndex>) =>
  once(async () => {
    const rows = await allRows<CategoryRow>(db, 'SELECT * FROM categories WHERE is_active = 1 ORDER BY level, position, id');
    const children = new Map<number, CategoryRow[]>();
    for (const row of rows) {
      if (row.parent_id === null) continue;
      const list = children.get(row.parent_id) ?? [];
      list.push(row);
      children.set(row.parent_id, list);
    }
    return {
      byId: new Map(rows.map((r) => [r.id, r])),
      children,
      byUrlPath: new Map(rows.filter((r) => r.url_path).map((r) => [r.url_path!, r])),
    };
  });
