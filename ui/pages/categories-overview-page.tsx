import { categoryPath } from '../../domain/links';
import type { MenuItem } from '../header/mega-menu';
import { t } from '../i18n/t';

/** /kategooriad.html: the whole tree, two levels per top category. */
export function CategoriesOverviewPage({ menu }: { menu: readonly MenuItem[] }) {
  return (
    <section className="categories-overview">
      <h1>{t('All categories')}</h1>
      <ul className="category-tiles">
        {menu.map((top) => (
          <li key={top.uid} className="category-tile">
            <h2>
              <a href={categoryPath(top)}>{top.name}</a>
            </h2>
            {top.children?.length ? (
              <ul>
                {top.children.map((child) => (
                  <li key={child.uid}>
                    <a href={categoryPath(child)}>{child.name}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
