import { Island } from '../island/island';
import { type AssemblyProductsProps, AssemblyProductsView } from './assembly-products-view';

export type AssemblyProductsIslandProps = AssemblyProductsProps;

/**
 * The assembly-services button of the product page, just below the add-to-cart form: hydrated
 * when idle (not when visible: it is often in view at once), disabled until then.
 */
export function AssemblyProductsIsland({ sku }: AssemblyProductsIslandProps) {
  return (
    <Island name="assembly-products" props={{ sku }} hydrate="idle">
      <AssemblyProductsView sku={sku} list={null} expanded={false} loading={false} />
    </Island>
  );
}
