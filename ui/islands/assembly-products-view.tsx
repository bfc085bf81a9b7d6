import * as z from 'zod/mini';
import { t } from '../i18n/t';
import type { AssemblyProductItem } from './assembly-products-item';
import { Price } from './price';

export const assemblyProductsPropsSchema = z.object({ sku: z.string() });
export type AssemblyProductsProps = z.output<typeof assemblyProductsPropsSchema>;

export type AssemblyProductsViewProps = AssemblyProductsProps & {
  /** `null` until loaded. */
  items: readonly AssemblyProductItem[] | null;
  expanded: boolean;
  loading: boolean;
  /** Absent until hydrated: the button is disabled until a press can do something. */
  onToggle?: () => void;
};

export const assemblyListId = (sku: string) => `assembly-${sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The 'Assembly services' button and, once loaded, the services with their prices. */
export function AssemblyProductsView({ sku, items, expanded, loading, onToggle }: AssemblyProductsViewProps) {
  const listId = assemblyListId(sku);
  return (
    <div className="assembly-products">
      <button type="button" className="button assembly-products__toggle" aria-expanded={expanded} aria-controls={listId} aria-busy={loading || undefined} disabled={!onToggle} onClick={onToggle}>
        {t('Assembly services')}
      </button>
      <ul id={listId} className="assembly-products__list" hidden={!expanded || !items}>
        {(items ?? []).map((item) => {
          const { final_price: final, regular_price: regular } = item.price_range.minimum_price;
          return (
            <li key={item.uid} className="assembly-products__item">
              <span className="assembly-products__name">{item.name}</span>
              <Price final={final.value ?? 0} regular={regular.value ?? 0} currency={final.currency ?? 'EUR'} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
