import { t } from '../i18n/t';
import type { HeroSlideView } from './content-types';
import { externalRel } from './content-types';
import { TRACK_PROMOTION_ATTRIBUTE, trackPromotionData } from '../product/tracking-markers';

/**
 * Hero banner slider (customer.md §2), CSS only: the slides sit side by side in a horizontal
 * scroll-snap track (swipe, trackpad, keyboard arrows once focused), and each dot is a link to
 * its slide's fragment, which the browser scrolls into view: they work without any script. The
 * first slide's image of the page's first section is the LCP candidate (eager, high priority);
 * the rest are lazy. Every image has its width and height, so nothing shifts when it loads.
 */
export function HeroSlider({ id, slides, priority }: { id: string; slides: readonly HeroSlideView[]; priority: boolean }) {
  const slideId = (index: number) => `${id}-slide-${index + 1}`;
  return (
    <section className="hero-slider" aria-roledescription={t('carousel')} aria-label={t('Featured')}>
      <ul className="hero-slider__track" tabIndex={0} aria-label={t('Slides')}>
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            id={slideId(index)}
            className="hero-slider__slide"
            aria-roledescription={t('slide')}
            aria-label={t('{n} of {total}', { n: index + 1, total: slides.length })}
            {...{ [TRACK_PROMOTION_ATTRIBUTE]: trackPromotionData({ id: String(slide.id), name: slide.title, creative: slide.image?.alt ?? '', slot: `hero-${index + 1}` }) }}
          >
            {slide.image ? (
              <img
                className="hero-slider__image"
                src={slide.image.src}
                srcSet={slide.image.srcSet}
                sizes={slide.image.sizes}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={priority && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                {...(priority && index === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            ) : (
              // A text-only slide keeps the image's box (its CSS aspect ratio): the slides stay one height.
              <div className="hero-slider__image hero-slider__image--none" />
            )}
            <div className="hero-slider__caption">
              <h2 className="hero-slider__title">{slide.title}</h2>
              {slide.subtitle ? <p className="hero-slider__subtitle">{slide.subtitle}</p> : null}
              {slide.link ? (
                <a className="button" href={slide.link} rel={externalRel(slide.link)}>
                  {slide.linkText || t('Read more')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <nav className="hero-slider__dots" aria-label={t('Slides')}>
          {slides.map((slide, index) => (
            <a
              key={slide.id}
              className="hero-slider__dot"
              href={`#${slideId(index)}`}
              aria-label={t('Slide {n} of {total}: {title}', { n: index + 1, total: slides.length, title: slide.title })}
            />
          ))}
        </nav>
      ) : null}
    </section>
  );
}
