import * as z from 'zod/mini';

// Browser code states a rule on a value with one `z.refine` (`z.string().check(z.refine(…))`),
// not zod/mini's built-in checks (`z.minLength`, `z.int`, `z.regex`, `z.lte`…): those pull the
// check classes into the zod chunk every island page loads, about 1.1 KB gzip
// (client/client-build.test.ts keeps them out).

/**
 * A `Record<string, T>` island prop (zod/mini). Same check as `z.record(z.string(), value)` for
 * JSON input, but `z.record` adds about 0.6 KB gzip to the zod chunk every page loads, and a
 * `z.custom` check about a third of that. Output values are the input values (no transforms).
 */
export function recordOf<T>(value: z.ZodMiniType<T>) {
  return z.custom<Record<string, T>>(
    (input) =>
      typeof input === 'object' && input !== null && !Array.isArray(input) && Object.values(input).every((entry) => value.safeParse(entry).success),
  );
}
