import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { CmsBlocksQuery, CmsBlocksQueryVariables } from '../generated/operations';

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
` as TypedDocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables>;

export type { CmsBlocksQuery, CmsBlocksQueryVariables };
