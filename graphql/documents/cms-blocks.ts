import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

/**
 * CMS blocks by identifier. An unknown identifier gives a null item plus an error
 * (graphql-no-such-entity) beside the blocks that exist, as in Magento.
 */
export const CMS_BLOCKS_QUERY = gql`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
` as TypedQueryDocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables>;

export type CmsBlocksQueryVariables = { identifiers: string[] };

export type CmsBlocksQuery = {
  cmsBlocks: {
    items: Array<{ identifier: string | null; title: string | null; content: string | null } | null> | null;
  } | null;
};
