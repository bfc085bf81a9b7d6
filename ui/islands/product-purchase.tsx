import { Island } from '../island/island';
import { type ProductPurchaseProps, ProductPurchaseView } from './product-purchase-view';

export type ProductPurchaseIslandProps = ProductPurchaseProps;

/**
 * Price, options, stock, delivery time and stock per store of the product page. Only a product
 * with options has anything to do in the browser (price, stock and images follow the chosen
 * variant): it is hydrated when idle, and options picked before that are adopted. Any other
 * product is plain server HTML and loads no JavaScript.
 */
export function ProductPurchaseIsland({ product }: ProductPurchaseIslandProps) {
  const view = <ProductPurchaseView product={product} selection={{}} variant={null} />;
  if (product.options.length === 0) return view;
  return (
    <Island name="product-purchase" props={{ product }} hydrate="idle">
      {view}
    </Island>
  );
}
