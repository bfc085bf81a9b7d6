import { useEffect, useState } from 'react';
import { type SubscriptionsProps, subscriptionsPropsSchema, SubscriptionsView } from '../../ui/account/subscriptions-view';
import { t, translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';
import { accountToast } from '../account/account-toast';

export const propsSchema = subscriptionsPropsSchema;

/** Newsletter on/off and loyalty join/leave; each shows what the backend answers, never a guess. */
export default function AccountSubscriptions(props: SubscriptionsProps) {
  const [state, setState] = useState<SubscriptionsProps>(props);
  const [busy, setBusy] = useState<'newsletter' | 'loyalty' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const fail = (message: string) => {
    const text = translate(message);
    setFailure(text);
    accountToast(text, 'danger');
  };

  const onNewsletter = async (subscribed: boolean) => {
    setBusy('newsletter');
    setFailure(null);
    const result = await callAccount('setNewsletterSubscription', [{ subscribed }]);
    setBusy(null);
    if (!result.ok || !result.data) return fail(result.ok ? 'Something went wrong' : result.message);
    setState(result.data);
    accountToast(t('Newsletter subscription updated'));
  };

  const onLoyalty = async (member: boolean) => {
    setBusy('loyalty');
    setFailure(null);
    const result = await callAccount('setLoyaltyProgramMembership', [{ member }]);
    setBusy(null);
    if (!result.ok) return fail(result.message);
    setState((current) => ({ ...current, loyalty: result.data.loyalty }));
    accountToast(result.data.loyalty.member ? t('You joined the loyalty programme') : t('You left the loyalty programme'));
  };

  return (
    <SubscriptionsView
      {...state}
      busy={busy}
      failure={failure}
      {...(ready ? { onNewsletter: (value: boolean) => void onNewsletter(value), onLoyalty: (value: boolean) => void onLoyalty(value) } : {})}
    />
  );
}
