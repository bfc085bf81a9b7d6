import { Island } from '../island/island';
import { type AssemblyProductsProps, AssemblyProductsView } from './assembly-products-view';

export type AssemblyProductsIslandProps = AssemblyProductsProps;

/**
 * The assembly-services button of the product page, just below the add-to-cart form: hydrated
 * when the shopper starts using it (the first press is held and replayed).
 */
export function AssemblyProductsIsland({ sku }: AssemblyProductsIslandProps) {
  return (
    <Island name="assembly-products" props={{ sku }} hydrate="interaction">
      <AssemblyProductsView sku={sku} list={null} expanded={false} loading={false} />
    </Island>
  );
}
