import { RouteDocument } from '../generated/operations';
import type { RouteQuery, RouteQueryVariables } from '../generated/operations';

/**
 * Resolves a storefront path (category or product url, with or without `.html`) to its entity.
 * `route` is null for an unknown url; redirect_code 301/302 means `relative_url` is the new path.
 */
export const ROUTE_QUERY = RouteDocument;

export type { RouteQuery, RouteQueryVariables };

/** What a path resolves to; the union members are told apart by `__typename`. */
export type RouteEntity = NonNullable<RouteQuery['route']>;
export type RouteCategory = Extract<RouteEntity, { __typename: 'CategoryTree' }>;
export type RouteProduct = Exclude<RouteEntity, { __typename: 'CategoryTree' }>;
