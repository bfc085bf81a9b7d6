import { useEffect, useState } from 'react';
import type { AssemblyProductItem } from '../../ui/islands/assembly-products-item';
import { type AssemblyProductsProps, assemblyProductsPropsSchema, AssemblyProductsView } from '../../ui/islands/assembly-products-view';
import { lazyModule } from '../chunk-reload';

export const propsSchema = assemblyProductsPropsSchema;

const loadServices = lazyModule(() => import('../assembly-products'));

/** Loads the services on the first press (and again after a failure); later presses show or hide them. */
export default function AssemblyProducts({ sku }: AssemblyProductsProps) {
  const [items, setItems] = useState<readonly AssemblyProductItem[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  // The first render matches the server's (button disabled); from here on a press works.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const onToggle = async () => {
    if (loading) return;
    if (items) {
      setExpanded(!expanded);
      return;
    }
    setLoading(true);
    const loaded = await loadServices().then(
      ({ loadAssemblyProducts }) => loadAssemblyProducts(sku),
      () => null,
    );
    setLoading(false);
    setItems(loaded);
    setExpanded(loaded !== null);
  };

  return <AssemblyProductsView sku={sku} items={items} expanded={expanded} loading={loading} onToggle={ready ? onToggle : undefined} />;
}
