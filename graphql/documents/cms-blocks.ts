import { CmsBlocksDocument } from '../generated/operations';
import type { CmsBlocksQuery, CmsBlocksQueryVariables } from '../generated/operations';

/**
 * CMS blocks by identifier. An unknown identifier gives a null item plus an error
 * (graphql-no-such-entity) beside the blocks that exist, as in Magento.
 */
export const CMS_BLOCKS_QUERY = CmsBlocksDocument;

export type { CmsBlocksQuery, CmsBlocksQueryVariables };
