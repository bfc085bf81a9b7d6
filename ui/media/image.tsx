import { responsiveImage } from '../../domain/image-url';

type ImageProps = {
  /** Backend image URL (any origin); only its `/media/...` path is used. */
  url: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority (LCP). */
  priority?: boolean;
  /**
   * Above-the-fold images that are not the page's main one (gallery thumbnails) load eagerly at
   * normal priority: a lazy image in the first viewport waits for layout, and Lighthouse rightly
   * flags it when it ends up the largest paint.
   */
  eager?: boolean;
  className?: string;
};

/**
 * A product image through `/_ipx` at densities 1 and 2, over a 10×10 placeholder that shows
 * while it loads (a sibling image: the CSP allows no inline styles). Without a media URL the
 * placeholder file is shown.
 */
export function Image({ url, alt, width, height, priority = false, eager = false, className }: ImageProps) {
  const image = responsiveImage(url, { width, height });
  const loading = priority || eager ? 'eager' : 'lazy';
  return (
    <span className={`image-frame ${className ?? ''}`.trim()}>
      {image.placeholder ? (
        // Lazy unless the image itself is eager: React preloads every eager <img>.
        <img className="image-frame__placeholder" src={image.placeholder} alt="" aria-hidden="true" width={width} height={height} loading={loading} decoding="async" />
      ) : null}
      <img
        className="image-frame__image"
        src={image.src}
        srcSet={image.srcSet || undefined}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </span>
  );
}
