import { Island } from '../island/island';
import { INITIAL_LIVE_SEARCH_STATE, type LiveSearchProps, LiveSearchView } from './live-search-view';

export type LiveSearchIslandProps = LiveSearchProps;

/**
 * The search box with live results: the header's (`variant: 'header'`) and the 404 page's
 * (`'page'`), hydrated when the shopper starts using it (what is typed before is kept). Without JavaScript it is the plain GET form
 * to /search. `term` (the search page's) is the box's initial value.
 */
export function LiveSearchIsland({ id, placeholder, variant, term }: LiveSearchIslandProps) {
  const props: LiveSearchIslandProps & { [key: string]: string } = term ? { id, placeholder, variant, term } : { id, placeholder, variant };
  return (
    <Island name="live-search" props={props} hydrate="interaction">
      <LiveSearchView {...props} {...INITIAL_LIVE_SEARCH_STATE} />
    </Island>
  );
}
