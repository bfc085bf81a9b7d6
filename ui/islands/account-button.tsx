import { Island } from '../island/island';
import { AccountButtonView } from './account-button-view';

/** Header account button. The server always renders the guest state (cacheable HTML). */
export function AccountButtonIsland() {
  return (
    <Island name="account-button" hydrate="load">
      <AccountButtonView customerName={null} />
    </Island>
  );
}
