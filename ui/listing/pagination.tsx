import { t } from '../i18n/t';

/** The page numbers shown: first, last, and two either side of the current one. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Plain links: paging works without JavaScript and for crawlers. */
export function Pagination({ current, total, href }: { current: number; total: number; href: (page: number) => string }) {
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('Pagination')}>
      <ul>
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev">
              {t('Previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(current, total).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === current ? (
                <span aria-current="page">{entry}</span>
              ) : (
                <a href={href(entry)} aria-label={t('Page {page}', { page: entry })}>
                  {entry}
                </a>
              )}
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <a href={href(current + 1)} rel="next">
              {t('Next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
