import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { MainMenuQuery, MainMenuQueryVariables } from '../generated/operations';
import { MENU_CATEGORY_FRAGMENT } from './fragments';

/**
 * The mega menu: the children of the store's root category and two levels below them.
 * "Mg==" is the uid of category 2, Magento's default root category (uid = base64 of the id);
 * `parent_category_uid` is the non-deprecated form of `parent_id: { in: ["2"] }`.
 * Entries with include_in_menu 0 come back too; the menu hides them.
 */
export const MAIN_MENU_QUERY = gql`
  query MainMenu {
    categories(filters: { parent_category_uid: { eq: "Mg==" } }, pageSize: 100) {
      items {
        ...MenuCategory
        children {
          ...MenuCategory
          children {
            ...MenuCategory
          }
        }
      }
    }
  }
  ${MENU_CATEGORY_FRAGMENT}
` as TypedDocumentNode<MainMenuQuery, MainMenuQueryVariables>;

export type { MainMenuQuery, MainMenuQueryVariables };

