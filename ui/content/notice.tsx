import { t } from '../i18n/t';
import type { ContentImage, SafeHtml } from './content-types';
import { externalRel } from './content-types';

/** Notice (customer.md §2): sanitised HTML, an optional image (media base URL) and link. */
export function Notice({ html, image, link }: { html: SafeHtml; image: ContentImage | null; link: string | null }) {
  return (
    <section className={image ? 'notice notice--with-image' : 'notice'}>
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
