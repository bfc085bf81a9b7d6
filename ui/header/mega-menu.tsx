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

/** The items shown in menus (`include_in_menu` not switched off). */
export const visibleMenuItems = (items: readonly MenuItem[] | null | undefined): MenuItem[] =>
  (items ?? []).filter((item) => item.include_in_menu !== 0 && item.include_in_menu !== false);

/**
 * The mega menu of seeded categories, three levels. Pure HTML and CSS (`:hover`,
 * `:focus-within`): no JavaScript is needed to browse the tree.
 */
export function MegaMenu({ items }: { items: readonly MenuItem[] }) {
  return (
    <nav className="mega-menu" aria-label={t('Main menu')}>
      <ul className="mega-menu__top">
        {visibleMenuItems(items).map((top) => (
          <li key={top.uid} className="mega-menu__item">
            <a href={categoryPath(top)} className="mega-menu__link">
              {top.name}
            </a>
            {visibleMenuItems(top.children).length > 0 ? (
              <div className="mega-menu__panel">
                <ul className="mega-menu__columns">
                  {visibleMenuItems(top.children).map((second) => (
                    <li key={second.uid}>
                      <a href={categoryPath(second)} className="mega-menu__heading">
                        {second.name}
                      </a>
                      {visibleMenuItems(second.children).length > 0 ? (
                        <ul>
                          {visibleMenuItems(second.children).map((third) => (
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
