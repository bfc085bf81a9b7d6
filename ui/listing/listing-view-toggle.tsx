import { t } from '../i18n/t';
import { Icon } from '../islands/header-icons';
import { LISTING_VIEW_ATTRIBUTE } from './listing-markers';

/**
 * Grid/list toggle buttons of a product listing (storefront.md §4 toggles); `aria-pressed` shows
 * the current view (the server renders grid). Plain server HTML: client/listing-view.ts, run by
 * the boot module (no React), adopts the remembered view and makes the buttons act.
 */
export function ListingViewToggle({ targetId }: { targetId: string }) {
  return (
    <div className="listing-view" role="group" aria-label={t('View as')}>
      <button type="button" className="listing-view__button" aria-pressed="true" aria-controls={targetId} {...{ [LISTING_VIEW_ATTRIBUTE]: 'grid' }}>
        <Icon>
          <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
          <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
          <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
        </Icon>
        <span className="visually-hidden">{t('Grid')}</span>
      </button>
      <button type="button" className="listing-view__button" aria-pressed="false" aria-controls={targetId} {...{ [LISTING_VIEW_ATTRIBUTE]: 'list' }}>
        <Icon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
        <span className="visually-hidden">{t('List')}</span>
      </button>
    </div>
  );
}
