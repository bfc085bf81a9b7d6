import { Island } from '../island/island';
import { type AssemblyProductsProps, AssemblyProductsView } from './assembly-products-view';

export type AssemblyProductsIslandProps = AssemblyProductsProps;

/** The assembly-services button of the product page; hydrated when it nears the viewport. */
export function AssemblyProductsIsland({ sku }: AssemblyProductsIslandProps) {
  return (
    <Island name="assembly-products" props={{ sku }} hydrate="visible">
      <AssemblyProductsView sku={sku} items={null} expanded={false} loading={false} />
    </Island>
  );
}
