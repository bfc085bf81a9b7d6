import * as z from 'zod/mini';
import { storeAvailability } from '../../domain/stock';
import { t } from '../i18n/t';

/** One entry of `availability_in_stores`, as the islands receive it. */
export const stockSourceSchema = z.object({
  source_code: z.string(),
  source_name: z.nullable(z.string()),
  /** Magento's boolean "in stock" flag of the source. */
  status: z.nullable(z.boolean()),
  qty: z.nullable(z.number()),
});
export type StockSourceProp = z.output<typeof stockSourceSchema>;

/**
 * Stock per store (storefront.md §4 stock rule via domain/stock.ts: the showroom shows qty − 1)
 * of the product or its selected variant. Part of the purchase panel, so the table and the
 * 'In stock' line above it always come from the same data. Nothing without per-store data.
 */
export function StoreStockTable({ sources, titleId }: { sources: readonly StockSourceProp[]; titleId: string }) {
  const rows = storeAvailability(sources);
  if (rows.length === 0) return null;
  return (
    <section className="store-stock" aria-labelledby={titleId}>
      <h2 id={titleId} className="store-stock__title">
        {t('Availability in stores')}
      </h2>
      <table className="store-stock__table">
        <thead>
          <tr>
            <th scope="col">{t('Store')}</th>
            <th scope="col">{t('Availability')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sourceCode}>
              <th scope="row">{row.sourceName}</th>
              <td className={`store-stock__qty store-stock__qty--${row.state}`}>{row.state === 'in-stock' ? t('{qty} pcs', { qty: row.qty }) : t('Out of stock')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
