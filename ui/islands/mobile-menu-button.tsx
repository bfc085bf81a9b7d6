import { Island } from '../island/island';
import { MobileMenuButtonView } from './mobile-menu-button-view';

/** The header's menu button (≤ 1024 px); opens the `MobileMenu` dialog. Hydrated at once. */
export function MobileMenuButtonIsland() {
  return (
    <Island name="mobile-menu-button" hydrate="load">
      <MobileMenuButtonView />
    </Island>
  );
}
