import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { galleryImages, type ProductGalleryProps, productGalleryPropsSchema, ProductGalleryView } from '../../ui/islands/product-gallery-view';
import { $selectedVariant } from '../stores/selected-variant';
import { useHydrated } from '../hydrated';

export const propsSchema = productGalleryPropsSchema;

export default function ProductGallery(props: ProductGalleryProps) {
  const [picked, setPicked] = useState<string | null>(null);
  // The first render matches the server's (thumbnails disabled); from here on a press works.
  const ready = useHydrated();
  const selected = useStore($selectedVariant, { ssr: 'initial' });
  const variantSku = selected?.productSku === props.productSku ? selected.sku : null;
  // A thumbnail click picks among the images shown; choosing another variant shows its first.
  const { images, mainUrl } = galleryImages(props, variantSku, picked);
  return <ProductGalleryView name={props.name} images={images} mainUrl={mainUrl} onSelect={ready ? setPicked : undefined} />;
}
