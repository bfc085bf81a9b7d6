import { Island } from '../island/island';
import { type ProductPurchaseProps, ProductPurchaseView } from './product-purchase-view';

export type ProductPurchaseIslandProps = ProductPurchaseProps;

/**
 * Price, options, stock, delivery time and add to cart of the product page. Hydrated on load:
 * it is the page's main control. Until the cart issue lands a valid add is only recorded in
 * `$cartIntents` (never sent) and shows the 'Product added to cart' toast.
 */
export function ProductPurchaseIsland({ product }: ProductPurchaseIslandProps) {
  return (
    <Island name="product-purchase" props={{ product }} hydrate="load">
      <ProductPurchaseView product={product} selection={{}} variant={null} rejection={null} />
    </Island>
  );
}
