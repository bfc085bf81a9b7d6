import { type ReactNode, useState } from 'react';
import { type AssemblyProductsProps, assemblyProductsPropsSchema, AssemblyProductsView } from '../../ui/islands/assembly-products-view';
import { lazyModule } from '../chunk-reload';
import { useHydrated } from '../hydrated';

export const propsSchema = assemblyProductsPropsSchema;

const loadServices = lazyModule(() => import('../assembly-products'));

/**
 * Loads the services (and the code that lists them) on the first press, again after a failure;
 * later presses show or hide them.
 */
export default function AssemblyProducts({ sku }: AssemblyProductsProps) {
  const [list, setList] = useState<ReactNode | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  // The first render matches the server's (button disabled); from here on a press works.
  const ready = useHydrated();

  const onToggle = async () => {
    if (loading) return;
    if (list) {
      setExpanded(!expanded);
      return;
    }
    setLoading(true);
    const loaded = await loadServices().then(
      async ({ loadAssemblyProducts, AssemblyProductsList }) => {
        const items = await loadAssemblyProducts(sku);
        return items ? <AssemblyProductsList items={items} /> : null;
      },
      () => null,
    );
    setLoading(false);
    setList(loaded);
    setExpanded(loaded !== null);
  };

  return <AssemblyProductsView sku={sku} list={list} expanded={expanded} loading={loading} onToggle={ready ? onToggle : undefined} />;
}
