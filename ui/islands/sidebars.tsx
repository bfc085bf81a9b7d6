import type { QueryModes } from '../../domain/query-modes';
import { Island } from '../island/island';
import { initialSidebarsState, SidebarsView } from './sidebars-view';

export type SidebarsIslandProps = {
  /** `queryModes(query).authentication`: the authentication sidebar opens on load in this mode. */
  initialAuthentication: QueryModes['authentication'];
};

/**
 * The layout's sidebars and mobile menu, closed unless the query string opens the
 * authentication sidebar. Hydrated at once when it renders open, otherwise when idle.
 */
export function SidebarsIsland({ initialAuthentication }: SidebarsIslandProps) {
  return (
    <Island
      name="sidebars"
      props={{ initialAuthentication }}
      hydrate={initialAuthentication ? 'load' : 'idle'}
    >
      <SidebarsView {...initialSidebarsState(initialAuthentication)} />
    </Island>
  );
}
