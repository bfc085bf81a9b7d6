import * as z from 'zod/mini';
import { recordOf } from '../island/props-schema';
import { IMAGE_SIZES } from '../../domain/image-url';
import { t } from '../i18n/t';
import { Image } from '../media/image';
import { awaitsScript } from '../island/island-markers';

const images = z.array(z.object({ url: z.string(), label: z.nullable(z.string()) }));

export const productGalleryPropsSchema = z.object({
  /** Product name: the alt text of images without a label. */
  name: z.string(),
  /** The product's SKU: a variant selection made for another product is ignored. */
  productSku: z.string(),
  /** `media_gallery` by position. */
  images,
  /** Each variant SKU's own `media_gallery` by position, shown (large image and thumbnails) while that variant is selected. */
  variantImages: recordOf(images),
});
export type ProductGalleryProps = z.output<typeof productGalleryPropsSchema>;
export type GalleryImage = ProductGalleryProps['images'][number];

export type ProductGalleryViewProps = Pick<ProductGalleryProps, 'name'> & {
  /** The images shown: the product's, or the selected variant's. */
  images: readonly GalleryImage[];
  /** URL of the large image, one of `images`. */
  mainUrl: string | null;
  /** Absent until hydrated: the thumbnails are disabled until a press can do something. */
  onSelect?: (url: string) => void;
};

/**
 * What the gallery shows: the selected variant's images when it has any, else the product's;
 * large, the image the shopper picked among them, else the first.
 */
export function galleryImages(props: Pick<ProductGalleryProps, 'images' | 'variantImages'>, variantSku: string | null, picked: string | null) {
  const variantImages = variantSku ? props.variantImages[variantSku] : undefined;
  const shown = variantImages && variantImages.length > 0 ? variantImages : props.images;
  const mainUrl = shown.find((image) => image.url === picked)?.url ?? shown[0]?.url ?? null;
  return { images: shown, mainUrl };
}

/** Thumbnails in the first viewport beside or under the main image (a row of four on a phone). */
const EAGER_THUMBNAILS = 4;

/**
 * Product gallery (issue 3): the large image at 1080×1340, loaded eagerly with high priority
 * (it is the page's largest paint), and 100 px thumbnails as buttons that show their image.
 * Both boxes have their size before any image arrives (CSS aspect ratios), so nothing shifts.
 */
export function ProductGalleryView({ name, images, mainUrl, onSelect }: ProductGalleryViewProps) {
  const label = images.find((image) => image.url === mainUrl)?.label;
  const { gallery, thumbnail } = IMAGE_SIZES;
  return (
    <section className="product-gallery" aria-label={t('Product images')}>
      <Image url={mainUrl} alt={label || name} width={gallery.width} height={gallery.height} priority className="product-gallery__main" />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, index) => (
            <li key={`${index}:${image.url}`}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={image.url === mainUrl ? 'true' : undefined}
                aria-label={t('Show image {n} of {total}', { n: index + 1, total: images.length })}
                disabled={!onSelect}
                {...awaitsScript(!onSelect)}
                onClick={onSelect ? () => onSelect(image.url) : undefined}
              >
                <Image url={image.url} alt="" width={thumbnail.width} height={thumbnail.height} eager={index < EAGER_THUMBNAILS} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
