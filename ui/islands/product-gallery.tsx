import { Island } from '../island/island';
import { initialGalleryImage, type ProductGalleryProps, ProductGalleryView } from './product-gallery-view';

export type ProductGalleryIslandProps = ProductGalleryProps;

/**
 * The product gallery; follows the variant chosen in the purchase island (`$selectedVariant`).
 * Hydrated when idle: the server HTML already shows the first image. One image and no variant
 * images leave nothing to do, so it is then plain server HTML and loads no JavaScript.
 */
export function ProductGalleryIsland({ name, images, variantImages }: ProductGalleryIslandProps) {
  const view = <ProductGalleryView name={name} images={images} variantImages={variantImages} mainUrl={initialGalleryImage({ images })} />;
  if (images.length <= 1 && Object.keys(variantImages).length === 0) return view;
  return (
    <Island name="product-gallery" props={{ name, images, variantImages }} hydrate="idle">
      {view}
    </Island>
  );
}
