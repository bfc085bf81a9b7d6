import { Island } from '../island/island';
import { MobileMenuButtonView } from './mobile-menu-button-view';

/** Hamburger button of the mobile header; opens the mobile menu of `SidebarsIsland`. */
export function MobileMenuButtonIsland() {
  return (
    <Island name="mobile-menu-button" hydrate="load">
      <MobileMenuButtonView open={false} />
    </Island>
  );
}
