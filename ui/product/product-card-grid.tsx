import { ProductCard, type ProductCardData } from './product-card';

/** Product cards in the shared grid (the home page's strip, CMS product widgets). */
export function ProductCardGrid({ products }: { products: readonly ProductCardData[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.uid}>
          <ProductCard product={product} imageUrl={product.small_image?.url ?? null} />
        </li>
      ))}
    </ul>
  );
}
