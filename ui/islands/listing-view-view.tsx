import * as z from 'zod/mini';
import { t } from '../i18n/t';
import { Icon } from './header-icons';

/** Id of the listing's sort `<select>` (ui/listing/product-listing.tsx); the island applies it on change. */
export const LISTING_SORT_ID = 'listing-sort';

export const listingViewPropsSchema = z.object({ targetId: z.string() });
export type ListingViewProps = z.output<typeof listingViewPropsSchema>;

export type ListingViewViewProps = ListingViewProps & {
  view: 'grid' | 'list';
  onChange?: (view: 'grid' | 'list') => void;
};

/** Grid/list toggle buttons of a product listing (storefront.md §4 toggles); `aria-pressed` shows the current view. */
export function ListingViewView({ targetId, view, onChange }: ListingViewViewProps) {
  return (
    <div className="listing-view" role="group" aria-label={t('View as')}>
      <button type="button" className="listing-view__button" aria-pressed={view === 'grid'} aria-controls={targetId} onClick={() => onChange?.('grid')}>
        <Icon>
          <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
        </Icon>
        <span className="visually-hidden">{t('Grid')}</span>
      </button>
      <button type="button" className="listing-view__button" aria-pressed={view === 'list'} aria-controls={targetId} onClick={() => onChange?.('list')}>
        <Icon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
        <span className="visually-hidden">{t('List')}</span>
      </button>
    </div>
  );
}
