import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { RouteQuery, RouteQueryVariables } from '../generated/operations';

/**
 * Resolves a storefront path (category or product url, with or without `.html`) to its entity.
 * `route` is null for an unknown url; redirect_code 301/302 means `relative_url` is the new path.
 */
export const ROUTE_QUERY = gql`
  query Route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree {
        uid
        id
        name
        url_path
        url_suffix
        description
        product_count
        breadcrumbs {
          category_uid
          category_name
          category_url_path
          category_level
        }
        children {
          uid
          name
          url_path
          url_suffix
          product_count
        }
      }
      ... on ProductInterface {
        uid
        id
        sku
        name
        url_key
      }
    }
  }
` as TypedDocumentNode<RouteQuery, RouteQueryVariables>;

export type { RouteQuery, RouteQueryVariables };

/** What a path resolves to; the union members are told apart by `__typename`. */
export type RouteEntity = NonNullable<RouteQuery['route']>;
export type RouteCategory = Extract<RouteEntity, { __typename: 'CategoryTree' }>;
export type RouteProduct = Exclude<RouteEntity, { __typename: 'CategoryTree' }>;
