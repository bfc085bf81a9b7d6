// The product attributes and their options of one request, read once in one batch.
import { once } from '../../db/batch-loader';
import type { AttributeOptionRow, AttributeRow } from '../catalogue-rows';

export type AttributeIndex = { byCode: Map<string, AttributeRow>; options: Map<number, AttributeOptionRow> };

export const attributeIndexLoader = (db: D1Database): (() => Promise<AttributeIndex>) =>
  once(async () => {
    const [attributes, options] = await db.batch([
      db.prepare('SELECT * FROM attributes ORDER BY position'),
      db.prepare('SELECT * FROM attribute_options ORDER BY attribute_code, position'),
    ]);
    return {
      byCode: new Map((attributes!.results as AttributeRow[]).map((a) => [a.code, a])),
      options: new Map((options!.results as AttributeOptionRow[]).map((o) => [o.id, o])),
    };
  });
