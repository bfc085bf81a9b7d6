import type { ContentImage } from './content-types';
import { externalRel } from './content-types';

type InspirationItem = { id: number; title: string; image: ContentImage; link: string };

/** Inspiration (customer.md §2): a grid of image links, each named by its title. */
export function Inspiration({ title, items }: { title: string; items: readonly InspirationItem[] }) {
  return (
    <section className="inspiration">
      <h2>{title}</h2>
      <ul className="inspiration__grid">
        {items.map((item) => (
          <li key={item.id}>
            <a className="inspiration__link" href={item.link} rel={externalRel(item.link)}>
              {/* alt="": the link is named by the title below it. */}
              <img src={item.image.src} srcSet={item.image.srcSet} sizes={item.image.sizes} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
              <span className="inspiration__title">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
