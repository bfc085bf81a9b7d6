import { t } from '../i18n/t';
import { LiveSearchIsland } from '../islands/live-search';

/**
 * The 404 page (storefront.md §2). `detail` carries 'This page could not be found' when no
 * route matched at all.
 */
export function NotFoundPage({ detail }: { detail?: string }) {
  return (
    <section className="error-page error-page--not-found">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('Page not found')}</h1>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <p>{t('The page was not found. You may have mistyped the address or the page may have moved')}</p>
      <div className="error-page__search">
        <LiveSearchIsland id="not-found-search" variant="page" placeholder={t('Search products')} />
      </div>
      <a className="button button--primary" href="/">
        {t('Go to home page')}
      </a>
    </section>
  );
}
