import type { SearchRecord } from '../../domain/search-request';
import { Image } from '../media/image';
import { Price } from './price';

/** A listbox option: a product result or a popular term; both are links. */
export type LiveSearchOption = { kind: 'product'; record: SearchRecord; href: string } | { kind: 'term'; term: string; href: string };

export const optionId = (id: string, index: number) => `${id}-option-${index}`;

/**
 * The options of the live-search listbox: a 100×100 thumbnail, name and price per product, or
 * the popular term. Each is a link (middle-click and hover work), out of the tab order: the
 * searchbox moves through them with `aria-activedescendant`. Loaded with the search engine on
 * first use, not with the island.
 */
export function LiveSearchOptions({ id, options, activeIndex }: { id: string; options: readonly LiveSearchOption[]; activeIndex: number }) {
  return options.map((option, index) => (
    <li key={`${index}:${option.href}`} role="none" className={option.kind === 'term' ? 'live-search__option live-search__option--term' : 'live-search__option'}>
      {/* The link is the option (role="option" is allowed on a[href]): an option holding a link is
          a control nested in a control (axe nested-interactive). */}
      <a href={option.href} tabIndex={-1} id={optionId(id, index)} role="option" aria-selected={index === activeIndex} className="live-search__link">
        {option.kind === 'term' ? (
          option.term
        ) : (
          <>
            <Image url={option.record.image} alt="" width={100} height={100} className="live-search__image" />
            <span className="live-search__name">{option.record.name}</span>
            <Price final={option.record.salePrice} regular={option.record.price} currency={option.record.currency} className="live-search__price" />
          </>
        )}
      </a>
    </li>
  ));
}
