import { Island } from '../island/island';
import { type StoreStockProps, StoreStockView } from './store-stock-view';

export type StoreStockIslandProps = StoreStockProps;

/**
 * Stock in each store; follows the variant chosen in the purchase island. With stock for the
 * product's own SKU only (no variants) nothing can change it, so it is plain server HTML and
 * loads no JavaScript. Otherwise hydrated when idle, not when visible: a configurable parent
 * without stock rows renders a hidden shell, which never intersects the viewport.
 */
export function StoreStockIsland({ bySku, productSku }: StoreStockIslandProps) {
  if (Object.keys(bySku).every((sku) => sku === productSku)) return <StoreStockView bySku={bySku} productSku={productSku} sku={productSku} />;
  return (
    <Island name="store-stock" props={{ bySku, productSku }} hydrate="idle">
      <StoreStockView bySku={bySku} productSku={productSku} sku={productSku} />
    </Island>
  );
}
