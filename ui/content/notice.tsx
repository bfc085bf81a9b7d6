import { t } from '../i18n/t';
import type { ContentImage, SafeHtml } from './content-types';
import { externalRel } from './content-types';
import { TRACK_PROMOTION_ATTRIBUTE, trackPromotionData } from '../product/tracking-markers';

/**
 * Notice (customer.md §2): sanitised HTML, an optional image (media base URL) and link. With a
 * link it is a promotion in tracking (view_promotion / select_promotion, named by its image's alt
 * text or its link).
 */
export function Notice({ id, html, image, link }: { id: string; html: SafeHtml; image: ContentImage | null; link: string | null }) {
  const promotion = link ? { [TRACK_PROMOTION_ATTRIBUTE]: trackPromotionData({ id, name: image?.alt || link, slot: 'notice' }) } : {};
  return (
    <section className={image ? 'notice notice--with-image' : 'notice'} {...promotion}>
      {image ? (
        <img className="notice__image" src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      ) : null}
      <div className="notice__body">
        <div className="cms-html" dangerouslySetInnerHTML={{ __html: html.sanitised }} />
        {link ? (
          <a className="notice__link" href={link} rel={externalRel(link)}>
            {t('Read more')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
