import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { initialGalleryImage, type ProductGalleryProps, productGalleryPropsSchema, ProductGalleryView } from '../../ui/islands/product-gallery-view';
import { $selectedVariant } from '../stores/selected-variant';

export const propsSchema = productGalleryPropsSchema;

export default function ProductGallery(props: ProductGalleryProps) {
  const [mainUrl, setMainUrl] = useState(() => initialGalleryImage(props));
  const selected = useStore($selectedVariant, { ssr: 'initial' });
  const variantImage = selected ? props.variantImages[selected.sku] : undefined;

  // A newly selected variant with its own image shows that image; a thumbnail click overrides.
  useEffect(() => {
    if (variantImage) setMainUrl(variantImage);
  }, [variantImage]);

  return <ProductGalleryView {...props} mainUrl={mainUrl} onSelect={setMainUrl} />;
}
