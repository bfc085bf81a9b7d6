import { z } from 'zod';

/** A URL path segment of a category or product slug: bounded, no separators or controls. */
export const SlugSegmentSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\\s\u0000-\u001f]+$/);

/** Product and entity ids in paths: a positive integer that fits Magento's int(10). */
export const EntityIdSchema = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number);
