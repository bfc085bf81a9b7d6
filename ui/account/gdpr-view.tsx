import * as z from 'zod/mini';
import { t } from '../i18n/t';
import { formatOrderDate } from './order-date';
import { awaitsScript } from '../island/island-markers';

export const gdprPropsSchema = z.object({
  agreements: z.array(z.object({ code: z.string(), title: z.string(), accepted_at: z.nullable(z.string()), required: z.boolean() })),
});
export type GdprProps = z.output<typeof gdprPropsSchema>;
export type GdprAgreement = GdprProps['agreements'][number];

export type GdprViewProps = GdprProps & {
  /** The agreement whose cancellation waits for the customer's confirmation (a required one). */
  confirming: string | null;
  busy: string | null;
  failure: string | null;
  onCancel?: (agreement: GdprAgreement) => void;
  onConfirm?: (agreement: GdprAgreement) => void;
  onKeep?: () => void;
};

/**
 * customer.md §2 gdpr-acceptance-details: each agreement with the date it was accepted, and a
 * way to withdraw it. Withdrawing a required one signs the customer out (§4 GDPR), so it asks first.
 */
export function GdprView({ agreements, confirming, busy, failure, onCancel, onConfirm, onKeep }: GdprViewProps) {
  if (agreements.length === 0) return <p>{t('You have no agreements.')}</p>;
  return (
    <>
      <ul className="account-agreements">
        {agreements.map((agreement) => (
          <li key={agreement.code} className="account-block">
            <h2 id={`gdpr-${agreement.code}`}>{agreement.title}</h2>
            <p>
              {agreement.accepted_at ? t('Accepted on {date}', { date: formatOrderDate(agreement.accepted_at) }) : t('Not accepted')}
              {agreement.required ? ` · ${t('Required for an account')}` : ''}
            </p>
            {agreement.accepted_at && confirming === agreement.code ? (
              <div role="alertdialog" aria-labelledby={`gdpr-${agreement.code}-confirm`} className="account-confirm">
                <p id={`gdpr-${agreement.code}-confirm`}>{t('This agreement is required for an account. Cancelling it signs you out. Cancel the agreement?')}</p>
                <button type="button" className="button button--primary" disabled={!onConfirm || busy !== null} onClick={() => onConfirm?.(agreement)}>
                  {t('Cancel the agreement and sign out')}
                </button>{' '}
                <button type="button" className="button" disabled={busy !== null} onClick={onKeep}>
                  {t('Keep the agreement')}
                </button>
              </div>
            ) : agreement.accepted_at ? (
              <button type="button" className="button" aria-describedby={`gdpr-${agreement.code}`} disabled={!onCancel || busy !== null} {...awaitsScript(!onCancel)} onClick={() => onCancel?.(agreement)}>
                {t('Cancel the agreement')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
