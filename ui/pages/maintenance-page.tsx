import { t, translate } from '../i18n/t';

/**
 * Any error other than 404 (storefront.md §2). `detail` (a catalogue key such as
 * 'Unknown middleware') is shown for programming errors; never a stack trace.
 */
export function MaintenancePage({ detail }: { detail?: string }) {
  return (
    <section className="error-page error-page--maintenance">
      <h1>{t('Hang on!')}</h1>
      <p className="error-page__lead">{t('We are under maintenance')}</p>
      <p>{t('We’ll be back shortly')}</p>
      {detail ? <p className="error-page__detail">{translate(detail)}</p> : null}
      <a className="button button--primary" href="/">
        {t('Go to home page')}
      </a>
    </section>
  );
}
