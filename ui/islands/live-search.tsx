import { Island } from '../island/island';
import { INITIAL_LIVE_SEARCH_STATE, type LiveSearchProps, LiveSearchView } from './live-search-view';

export type LiveSearchIslandProps = LiveSearchProps;

/**
 * The search box with live results: the header's (`variant: 'header'`, hydrated when idle) and
 * the 404 page's (`'page'`, hydrated when visible). Without JavaScript it is the plain GET form
 * to /search.
 */
export function LiveSearchIsland({ id, placeholder, variant }: LiveSearchIslandProps) {
  return (
    <Island name="live-search" props={{ id, placeholder, variant }} hydrate={variant === 'header' ? 'idle' : 'visible'}>
      <LiveSearchView id={id} placeholder={placeholder} variant={variant} {...INITIAL_LIVE_SEARCH_STATE} />
    </Island>
  );
}
