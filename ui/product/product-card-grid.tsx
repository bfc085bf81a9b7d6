import { ProductCard, type ProductCardData } from './product-card';
import { TRACK_LIST_ATTRIBUTE } from './tracking-markers';

/** Product cards in the shared grid (the home page's strip, CMS product widgets). */
/** `listName`: the list's name in tracking (GA4 item_list_name; client/tracking/dom-tracking.ts). */
export function ProductCardGrid({ products, listName }: { products: readonly ProductCardData[]; listName: string }) {
  return (
    <ul className="product-grid" {...{ [TRACK_LIST_ATTRIBUTE]: listName }}>
      {products.map((product) => (
        <li key={product.uid}>
          <ProductCard product={product} imageUrl={product.small_image?.url ?? null} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What a deferred grid shows until its cards stream in: as many empty cards as are expected, each
 * as tall as a card with a one-line name, so the content below does not move when they arrive.
 */
export function ProductCardGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="product-grid product-grid--loading" aria-hidden="true">
      {Array.from({ length: Math.max(1, count) }, (_, index) => (
        <li key={index} className="product-card-skeleton">
          <div className="product-card-skeleton__image" />
          <div className="product-card-skeleton__name" />
          <div className="product-card-skeleton__price" />
        </li>
      ))}
    </ul>
  );
}
