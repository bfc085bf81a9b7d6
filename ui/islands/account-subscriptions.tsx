import { Island } from '../island/island';
import { type SubscriptionsProps, SubscriptionsView } from '../account/subscriptions-view';

/** Newsletter and loyalty programme switches. */
export function AccountSubscriptionsIsland({ newsletter, loyalty }: SubscriptionsProps) {
  return (
    <Island name="account-subscriptions" hydrate="interaction" props={{ newsletter, loyalty }}>
      <SubscriptionsView newsletter={newsletter} loyalty={loyalty} busy={null} failure={null} />
    </Island>
  );
}
