import * as z from 'zod/mini';

// Apart from the view: only the reply parser (client/assembly-products.ts, loaded on the first
// press) needs the schema; the view imports the type alone, so the island's chunk stays small.
const money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
/** One service of the `assemblyProducts` reply (storefront.md §3 "Assembly product"). */
export const assemblyProductSchema = z.object({
  uid: z.string(),
  sku: z.string(),
  name: z.string(),
  price_range: z.object({ minimum_price: z.object({ final_price: money, regular_price: money }) }),
});
export type AssemblyProductItem = z.output<typeof assemblyProductSchema>;
