import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { ACCOUNT_PAGES, accountPageHref, type AccountPageSlug } from './account-pages';

/**
 * Every my-account page: its heading, the side navigation between the pages (the current one
 * marked `aria-current`) and the page's content. Server-rendered; no script needed to move
 * between pages.
 */
export function AccountFrame({ current, title, children }: { current: AccountPageSlug; title: string; children: ReactNode }) {
  return (
    <div className="account">
      <nav className="account__nav" aria-label={t('My account')}>
        <p className="account__nav-title">{t('My account')}</p>
        <ul>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.slug}>
              <a href={accountPageHref(page.slug)} aria-current={page.slug === current ? 'page' : undefined}>
                {t(page.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account__content" aria-labelledby="account-heading">
        <h1 id="account-heading">{title}</h1>
        {children}
      </section>
    </div>
  );
}
