import { useEffect, useState } from 'react';
import { type GdprAgreement, type GdprProps, gdprPropsSchema, GdprView } from '../../ui/account/gdpr-view';
import { t, translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';
import { leaveSignedOut } from '../account/account-session';
import { accountToast } from '../account/account-toast';

export const propsSchema = gdprPropsSchema;

/**
 * Withdrawing an agreement: an optional one at once; a required one after the customer confirms,
 * and then the backend has ended every session, so the page goes home signed out with a notice.
 */
export default function AccountGdpr(props: GdprProps) {
  const [agreements, setAgreements] = useState(props.agreements);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const cancel = async (agreement: GdprAgreement) => {
    setBusy(agreement.code);
    setFailure(null);
    const result = await callAccount('cancelGdprAgreement', [{ code: agreement.code }]);
    if (result.ok && result.data.signedOut) {
      leaveSignedOut({ key: result.data.notice ?? '', type: 'info', timeToLive: 5000 });
      return;
    }
    setBusy(null);
    setConfirming(null);
    if (!result.ok || !result.data.cancelled) {
      const text = translate(result.ok ? 'Something went wrong' : result.message);
      setFailure(text);
      accountToast(text, 'danger');
      return;
    }
    const reloaded = await callAccount('gdprAgreements', []);
    if (reloaded.ok) setAgreements(reloaded.data.agreements);
    else setAgreements((shown) => shown.map((item) => (item.code === agreement.code ? { ...item, accepted_at: null } : item)));
    accountToast(t('The agreement has been cancelled'));
  };

  return (
    <GdprView
      agreements={agreements}
      confirming={confirming}
      busy={busy}
      failure={failure}
      onKeep={() => setConfirming(null)}
      {...(ready
        ? {
            onCancel: (agreement: GdprAgreement) => (agreement.required ? setConfirming(agreement.code) : void cancel(agreement)),
            onConfirm: (agreement: GdprAgreement) => void cancel(agreement),
          }
        : {})}
    />
  );
}
