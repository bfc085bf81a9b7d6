import { t } from '../i18n/t';
import { LiveSearchIsland } from '../islands/live-search';
import { CloseIcon, SearchIcon } from '../islands/header-icons';
import { HEADER_SEARCH_ID } from './cart-markers';

/**
 * The header search (storefront.md §2 "search bar … open and close buttons, live results"; §4
 * "Sidebars (search, …) toggle"). One search box for every width: on wider screens it is the bar
 * in the header; below 768 px (domain/breakpoints.ts `md`) the header shows a search button
 * instead, and the same box opens over the page as a popover (ui/styles/app.css). The popover
 * needs no script: `popovertarget` opens and closes it, Escape and a tap outside close it, and
 * the browser returns focus to the button. The island (client/islands/live-search.tsx) marks the
 * field to be focused on opening and closes the panel on an Escape it does not need itself. Where popovers are not supported, the CSS keeps the box as a row of the header.
 */
export function HeaderSearch({ term }: { term?: string | undefined }) {
  return (
    <>
      <button type="button" className="header-action header-action--search" aria-label={t('Open search')} popoverTarget={HEADER_SEARCH_ID}>
        <SearchIcon />
      </button>
      <div id={HEADER_SEARCH_ID} className="site-header__search" popover="auto">
        <LiveSearchIsland id="header-search" variant="header" placeholder={t('Search for products or brands...')} {...(term ? { term } : {})} />
        <button type="button" className="panel-close site-header__search-close" aria-label={t('Close search')} popoverTarget={HEADER_SEARCH_ID} popoverTargetAction="hide">
          <CloseIcon />
        </button>
      </div>
    </>
  );
}
