import { t } from '../i18n/t';

export type Crumb = { name: string; href: string | null };

/** Breadcrumbs: home, ancestors, then the current page (not linked). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol>
        <li>
          <a href="/">{t('Home')}</a>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {crumb.href ? <a href={crumb.href}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
