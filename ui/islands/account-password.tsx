import { Island } from '../island/island';
import { PasswordChangeView } from '../account/password-change-view';

/** The password change form (no props: nothing of the customer is shown). */
export function AccountPasswordIsland() {
  return (
    <Island name="account-password" hydrate="interaction">
      <PasswordChangeView values={{ current: '', password: '', confirmation: '' }} errors={{}} busy={false} failure={null} />
    </Island>
  );
}
