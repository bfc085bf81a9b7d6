import { categoryPath } from '../../domain/links';
import { t } from '../i18n/t';

export type MenuItem = {
  uid: string;
  name: string;
  url_path: string;
  url_suffix?: string | null;
  include_in_menu?: number | boolean | null;
  children?: readonly MenuItem[] | null;
};

const visible = (items: readonly MenuItem[] | null | undefined) =>
  (items ?? []).filter((item) => item.include_in_menu !== 0 && item.include_in_menu !== false);

/**
 * The mega menu of seeded categories, three levels. Pure HTML and CSS (`:hover`,
 * `:focus-within`): no JavaScript is needed to browse the tree.
 */
export function MegaMenu({ items }: { items: readonly MenuItem[] }) {
  return (
    <nav className="mega-menu" aria-label={t('Main menu')}>
      <ul className="mega-menu__top">
        {visible(items).map((top) => (
          <li key={top.uid} className="mega-menu__item">
            <a href={categoryPath(top)} className="mega-menu__link">
              {top.name}
            </a>
            {visible(top.children).length > 0 ? (
              <div className="mega-menu__panel">
                <ul className="mega-menu__columns">
                  {visible(top.children).map((second) => (
                    <li key={second.uid}>
                      <a href={categoryPath(second)} className="mega-menu__heading">
                        {second.name}
                      </a>
                      {visible(second.children).length > 0 ? (
                        <ul>
                          {visible(second.children).map((third) => (
                            <li key={third.uid}>
                              <a href={categoryPath(third)}>{third.name}</a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
