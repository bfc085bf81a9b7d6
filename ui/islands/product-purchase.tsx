import { Island } from '../island/island';
import { type ProductPurchaseProps, ProductPurchaseView } from './product-purchase-view';

export type ProductPurchaseIslandProps = ProductPurchaseProps;

/**
 * Price, options, stock, delivery time, stock per store and add to cart of the product page.
 * Hydrated when the shopper starts using it: a press before that (add to cart, an option) is
 * held and replayed once, values typed are kept. Its prelude sends `view_item` with the page.
 */
export function ProductPurchaseIsland({ product }: ProductPurchaseIslandProps) {
  const view = <ProductPurchaseView product={product} selection={{}} variant={null} />;
  return (
    <Island name="product-purchase" props={{ product }} hydrate="interaction">
      {view}
    </Island>
  );
}
