import { Island } from '../island/island';
import { type GdprProps, GdprView } from '../account/gdpr-view';

/** The GDPR agreements with their dates and the withdrawal. */
export function AccountGdprIsland({ agreements }: GdprProps) {
  return (
    <Island name="account-gdpr" hydrate="interaction" props={{ agreements }}>
      <GdprView agreements={agreements} confirming={null} busy={null} failure={null} />
    </Island>
  );
}
