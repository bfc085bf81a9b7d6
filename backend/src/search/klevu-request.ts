// The request body of POST /klevu/cs/v2/search: the part of Klevu's API v2 search request
// (https://docs.klevu.com/apis/smart-search-api-v2) the storefront uses. Keys Klevu knows but we
// do not use (fields, groupBy, analytics settings…) are accepted and ignored.
import { z } from 'zod';

export const KLEVU_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'NEW_ARRIVAL_DESC'] as const;
export type KlevuSort = (typeof KLEVU_SORTS)[number];

export const PRODUCT_RECORD = 'KLEVU_PRODUCT';

const ApplyFilter = z.object({
  key: z.string().min(1).max(100),
  values: z.array(z.string().max(200)).max(100),
});

const RecordQuery = z.object({
  id: z.string().min(1).max(100),
  typeOfRequest: z.literal('SEARCH', { error: 'Only typeOfRequest "SEARCH" is supported' }),
  settings: z.object({
    // Any length is accepted here; the search cuts it (fts-query.ts MAX_TERM_LENGTH).
    query: z.object({ term: z.string() }),
    typeOfRecords: z
      .array(z.string())
      .refine((types) => types.includes(PRODUCT_RECORD), { error: `typeOfRecords must include "${PRODUCT_RECORD}"` })
      .default([PRODUCT_RECORD]),
    limit: z.number().int().min(1).max(100).default(10),
    offset: z.number().int().min(0).max(100_000).default(0),
    sort: z.enum(KLEVU_SORTS).default('RELEVANCE'),
  }),
  filters: z
    .object({
      filtersToReturn: z.object({ enabled: z.boolean() }).optional(),
      applyFilters: z.object({ filters: z.array(ApplyFilter).max(20) }).optional(),
    })
    .optional(),
});

export const KlevuSearchRequest = z.object({
  context: z.object({ apiKeys: z.array(z.string().min(1)).min(1) }),
  recordQueries: z.array(RecordQuery).min(1).max(5),
});

export type KlevuSearchRequest = z.output<typeof KlevuSearchRequest>;
export type KlevuRecordQuery = z.output<typeof RecordQuery>;
export type KlevuApplyFilter = z.output<typeof ApplyFilter>;
