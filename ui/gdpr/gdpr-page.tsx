import { GdprRequestIsland } from '../islands/gdpr-request';
import { t } from '../i18n/t';

/**
 * /gdpr.html (customer.md §2): the data subject's rights this page takes requests for (GDPR
 * arts. 15–17), the answer time (art. 12(3)), the retention notices of storefront.md §9 and the
 * request form. The same HTML for everyone: nothing personal is rendered here.
 */
export function GdprPage() {
  return (
    <article className="gdpr-page">
      <h1>{t('Personal data requests')}</h1>
      <p>{t('You can ask us what personal data we hold about you, have it corrected or have it deleted. Send the request with the form below.')}</p>
      <h2>{t('Your rights')}</h2>
      <dl className="gdpr-page__rights">
        <dt>{t('Access')}</dt>
        <dd>{t('You receive a copy of the personal data we hold about you and how we use it.')}</dd>
        <dt>{t('Rectification')}</dt>
        <dd>{t('We correct personal data about you that is wrong or incomplete.')}</dd>
        <dt>{t('Erasure')}</dt>
        <dd>{t('We delete your personal data unless the law requires us to keep it.')}</dd>
      </dl>
      <h2>{t('How long we keep data')}</h2>
      <ul>
        <li>{t('Purchase data is kept for 7 years (accounting law), also after an erasure request.')}</li>
        <li>{t('Video surveillance recordings are kept for 1 month.')}</li>
      </ul>
      <p>{t('We answer within one month of receiving the request.')}</p>
      <GdprRequestIsland />
    </article>
  );
}
