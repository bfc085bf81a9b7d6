import type { ContentImage } from './content-types';
import { externalRel } from './content-types';

type InspirationItem = { id: number; title: string; image: ContentImage; link: string | null };

function InspirationPicture({ item }: { item: InspirationItem }) {
  return (
    <>
      {/* alt="": the item is named by the title beside it. */}
      <img src={item.image.src} srcSet={item.image.srcSet} sizes={item.image.sizes} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
      <span className="inspiration__title">{item.title}</span>
    </>
  );
}

/** Inspiration (customer.md §2): a grid of image links, each named by its title. */
export function Inspiration({ title, items }: { title: string; items: readonly InspirationItem[] }) {
  return (
    <section className="inspiration">
      <h2>{title}</h2>
      <ul className="inspiration__grid">
        {items.map((item) => (
          <li key={item.id}>
            {item.link ? (
              <a className="inspiration__link" href={item.link} rel={externalRel(item.link)}>
                <InspirationPicture item={item} />
              </a>
            ) : (
              // No link from the editor: the picture and its title, not a link to nowhere.
              <div className="inspiration__link">
                <InspirationPicture item={item} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
