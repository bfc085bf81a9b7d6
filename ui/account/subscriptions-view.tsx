import * as z from 'zod/mini';
import { NEWSLETTER_STATUS_LABEL, NEWSLETTER_STATUSES, newsletterOn } from '../../domain/subscriptions';
import { t } from '../i18n/t';
import { formatOrderDate } from './order-date';
import { awaitsScript } from '../island/island-markers';

export const subscriptionsPropsSchema = z.object({
  newsletter: z.enum(NEWSLETTER_STATUSES),
  loyalty: z.object({ member: z.boolean(), eligible: z.boolean(), joined_at: z.nullable(z.string()) }),
});
export type SubscriptionsProps = z.output<typeof subscriptionsPropsSchema>;

export type SubscriptionsViewProps = SubscriptionsProps & {
  busy: 'newsletter' | 'loyalty' | null;
  failure: string | null;
  onNewsletter?: (subscribed: boolean) => void;
  onLoyalty?: (member: boolean) => void;
};

/**
 * customer.md §2 subscriptions: the newsletter with its status (§3 values) and the loyalty
 * programme, which needs ID-based authentication (§6): without an identity number from an eID
 * sign-in the page says so instead of offering to join.
 */
export function SubscriptionsView({ newsletter, loyalty, busy, failure, onNewsletter, onLoyalty }: SubscriptionsViewProps) {
  const on = newsletterOn(newsletter);
  return (
    <>
      <section className="account-block" aria-labelledby="account-newsletter">
        <h2 id="account-newsletter">{t('Newsletter')}</h2>
        <p data-newsletter-status={newsletter}>{t(NEWSLETTER_STATUS_LABEL[newsletter])}</p>
        <button type="button" className={`button${on ? '' : ' button--primary'}`} disabled={!onNewsletter || busy !== null} {...awaitsScript(!onNewsletter)} onClick={() => onNewsletter?.(!on)}>
          {on ? t('Unsubscribe from the newsletter') : t('Subscribe to the newsletter')}
        </button>
      </section>
      <section className="account-block" aria-labelledby="account-loyalty">
        <h2 id="account-loyalty">{t('Loyalty programme')}</h2>
        {loyalty.eligible ? (
          <>
            <p>
              {loyalty.member
                ? loyalty.joined_at
                  ? t('You joined the loyalty programme on {date}', { date: formatOrderDate(loyalty.joined_at) })
                  : t('You are a member of the loyalty programme')
                : t('You are not a member of the loyalty programme')}
            </p>
            <button type="button" className={`button${loyalty.member ? '' : ' button--primary'}`} disabled={!onLoyalty || busy !== null} {...awaitsScript(!onLoyalty)} onClick={() => onLoyalty?.(!loyalty.member)}>
              {loyalty.member ? t('Leave the loyalty programme') : t('Join the loyalty programme')}
            </button>
          </>
        ) : (
          <p>{t('The loyalty programme needs ID-based authentication. Sign in with Smart-ID, Mobile-ID or an ID card to join.')}</p>
        )}
      </section>
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
