import { Island } from '../island/island';
import { galleryImages, type ProductGalleryProps, ProductGalleryView } from './product-gallery-view';

export type ProductGalleryIslandProps = ProductGalleryProps;

/**
 * The product gallery; follows the variant chosen in the purchase island (`$selectedVariant`):
 * that variant's images replace the large image and the thumbnails. Hydrated when the shopper
 * starts using it (a press before is replayed), or when a variant is chosen (the purchase island
 * asks): the server HTML already shows the first image. One image and no variant images leave nothing to
 * do, so it is then plain server HTML and loads no JavaScript.
 */
export function ProductGalleryIsland(props: ProductGalleryIslandProps) {
  const { images, mainUrl } = galleryImages(props, null, null);
  const view = <ProductGalleryView name={props.name} images={images} mainUrl={mainUrl} />;
  if (props.images.length <= 1 && Object.keys(props.variantImages).length === 0) return view;
  return (
    <Island name="product-gallery" props={props} hydrate="interaction">
      {view}
    </Island>
  );
}
