import { MainMenuDocument } from '../generated/operations';
import type { MainMenuQuery, MainMenuQueryVariables } from '../generated/operations';

/**
 * The mega menu: the children of the store's root category and two levels below them.
 * "Mg==" is the uid of category 2, Magento's default root category (uid = base64 of the id);
 * `parent_category_uid` is the non-deprecated form of `parent_id: { in: ["2"] }`.
 * Entries with include_in_menu 0 come back too; the menu hides them.
 */
export const MAIN_MENU_QUERY = MainMenuDocument;

export type { MainMenuQuery, MainMenuQueryVariables };

