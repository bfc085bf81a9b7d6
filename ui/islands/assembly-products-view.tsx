import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { t } from '../i18n/t';
import { idPart } from './element-id';
import { awaitsScript } from '../island/island-markers';

export const assemblyProductsPropsSchema = z.object({ sku: z.string() });
export type AssemblyProductsProps = z.output<typeof assemblyProductsPropsSchema>;

export type AssemblyProductsViewProps = AssemblyProductsProps & {
  /** The services' list items (assembly-products-list.tsx), once loaded; `null` until then. */
  list: ReactNode | null;
  expanded: boolean;
  loading: boolean;
  /** Absent until hydrated: the button is disabled until a press can do something. */
  onToggle?: () => void;
};

export const assemblyListId = (sku: string) => `assembly-${idPart(sku)}`;

/** The 'Assembly services' button and, once loaded, the services with their prices. */
export function AssemblyProductsView({ sku, list, expanded, loading, onToggle }: AssemblyProductsViewProps) {
  const listId = assemblyListId(sku);
  return (
    <div className="assembly-products">
      <button type="button" className="button assembly-products__toggle" aria-expanded={expanded} aria-controls={listId} aria-busy={loading || undefined} disabled={!onToggle} {...awaitsScript(!onToggle)} onClick={onToggle}>
        {t('Assembly services')}
      </button>
      <ul id={listId} className="assembly-products__list" hidden={!expanded || !list}>
        {list}
      </ul>
    </div>
  );
}
