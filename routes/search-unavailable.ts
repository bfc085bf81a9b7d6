/** Why the search service could not be used; every kind is a 503 for the shopper. */
export type SearchFailureKind = 'timeout' | 'unreachable' | 'status' | 'empty-body' | 'invalid-json';

/**
 * The search upstream failed or answered something that is not a search reply: the maintenance
 * page (503) for the search page, a 503 JSON error for `/klevu-api`. Thrown by the search client
 * (worker/upstream/search-client.ts) and by the search route for a reply it cannot read.
 */
export class SearchUnavailable extends Error {
  override readonly name = 'SearchUnavailable';
  constructor(
    readonly kind: SearchFailureKind,
    message: string,
  ) {
    super(`search upstream: ${message}`);
  }
}
