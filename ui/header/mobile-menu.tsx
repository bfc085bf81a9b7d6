import { categoryPath } from '../../domain/links';
import { t } from '../i18n/t';
import { CloseIcon } from '../islands/header-icons';
import { MOBILE_MENU_ID } from './cart-markers';
import { type MenuItem, visibleMenuItems } from './mega-menu';

/**
 * One level of the category tree: a category with subcategories is a `<details>` (expandable
 * with keyboard and screen reader, no JavaScript) whose first entry links the category itself.
 */
function MenuLevel({ items, level, parent }: { items: readonly MenuItem[]; level: number; parent?: MenuItem }) {
  return (
    <ul className={`mobile-menu__level mobile-menu__level--${level}`}>
      {parent ? (
        <li>
          <a className="mobile-menu__row mobile-menu__row--all" href={categoryPath(parent)}>
            {t('View all: {category}', { category: parent.name })}
          </a>
        </li>
      ) : null}
      {items.map((item) => {
        const children = visibleMenuItems(item.children);
        return (
          <li key={item.uid}>
            {children.length > 0 ? (
              <details className="mobile-menu__branch">
                <summary className="mobile-menu__row">{item.name}</summary>
                <MenuLevel items={children} level={level + 1} parent={item} />
              </details>
            ) : (
              <a className="mobile-menu__row" href={categoryPath(item)}>
                {item.name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The phone and tablet menu (≤ 1024 px): a native modal `<dialog>` with the whole category tree,
 * rendered by the server. The menu button opens it (invoker command; client/mobile-menu.ts where
 * the browser lacks them); Escape and the close button close it natively, client/mobile-menu.ts
 * also on a link click or a click on the backdrop.
 */
export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
  const tree = visibleMenuItems(items);
  if (tree.length === 0) return null;
  return (
    <dialog id={MOBILE_MENU_ID} className="mobile-menu" aria-labelledby={`${MOBILE_MENU_ID}-title`}>
      <div className="mobile-menu__sheet">
        <div className="mobile-menu__header">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="mobile-menu__title">
            {t('Menu')}
          </h2>
          <form method="dialog">
            <button type="submit" className="mobile-menu__close" aria-label={t('Close')}>
              <CloseIcon />
            </button>
          </form>
        </div>
        <nav aria-labelledby={`${MOBILE_MENU_ID}-title`}>
          <MenuLevel items={tree} level={1} />
        </nav>
      </div>
    </dialog>
  );
}
