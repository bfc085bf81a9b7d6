import * as z from 'zod/mini';
import { recordOf } from '../island/props-schema';
import { storeAvailability } from '../../domain/stock';
import { t } from '../i18n/t';

const source = z.object({
  source_code: z.string(),
  source_name: z.nullable(z.string()),
  /** Magento's boolean "in stock" flag of the source. */
  status: z.nullable(z.boolean()),
  qty: z.nullable(z.number()),
});

export const storeStockPropsSchema = z.object({
  /** `availability_in_stores` of the product and of each variant, by SKU. */
  bySku: recordOf(z.array(source)),
  productSku: z.string(),
});
export type StoreStockProps = z.output<typeof storeStockPropsSchema>;
export type StoreStockViewProps = StoreStockProps & { /** The SKU shown: the selected variant's or the product's. */ sku: string };

/**
 * Stock per store (storefront.md §4 stock rule via domain/stock.ts: the showroom shows qty − 1)
 * for the product or its selected variant.
 */
export function StoreStockView({ bySku, sku }: StoreStockViewProps) {
  const rows = storeAvailability(bySku[sku]);
  const titleId = `store-stock-${sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  if (rows.length === 0) return <section className="store-stock" hidden />;
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
