import * as z from 'zod/mini';
import { recordOf } from '../island/props-schema';
import { IMAGE_SIZES } from '../../domain/image-url';
import { t } from '../i18n/t';
import { Image } from '../media/image';

export const productGalleryPropsSchema = z.object({
  /** Product name: the alt text of images without a label. */
  name: z.string(),
  /** `media_gallery` by position. */
  images: z.array(z.object({ url: z.string(), label: z.nullable(z.string()) })),
  /** Image of each variant SKU, shown when that variant is selected. */
  variantImages: recordOf(z.string()),
});
export type ProductGalleryProps = z.output<typeof productGalleryPropsSchema>;

export type ProductGalleryViewProps = ProductGalleryProps & {
  /** URL of the large image (an image of `images` or a variant's). */
  mainUrl: string | null;
  onSelect?: (url: string) => void;
};

/** The first gallery image: what the server shows large. */
export const initialGalleryImage = ({ images }: Pick<ProductGalleryProps, 'images'>) => images[0]?.url ?? null;

/**
 * Product gallery (issue 3): the large image at 1080×1340, loaded eagerly with high priority
 * (it is the page's largest paint), and 100 px thumbnails as buttons that show their image.
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
                onClick={onSelect ? () => onSelect(image.url) : undefined}
              >
                <Image url={image.url} alt="" width={thumbnail.width} height={thumbnail.height} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
