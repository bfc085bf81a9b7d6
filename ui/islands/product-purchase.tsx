import { Island } from '../island/island';
import { type ProductPurchaseProps, ProductPurchaseView } from './product-purchase-view';

export type ProductPurchaseIslandProps = ProductPurchaseProps;

/**
 * Price, options, stock, delivery time, stock per store and add to cart of the product page.
 * Hydrated when idle (the add-to-cart button is disabled until then); options picked and values
 * typed before that are adopted.
 */
export function ProductPurchaseIsland({ product }: ProductPurchaseIslandProps) {
  const view = <ProductPurchaseView product={product} selection={{}} variant={null} />;
  return (
    <Island name="product-purchase" props={{ product }} hydrate="idle">
      {view}
    </Island>
  );
}
