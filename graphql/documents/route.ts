import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

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
` as TypedQueryDocumentNode<RouteQuery, RouteQueryVariables>;

export type RouteQueryVariables = { url: string };

type Routable = {
  relative_url: string | null;
  redirect_code: number;
  type: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
};

export type RouteCategory = Routable & {
  __typename: 'CategoryTree';
  uid: string;
  id: number | null;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  description: string | null;
  product_count: number | null;
  /** Null for a top-level category. */
  breadcrumbs: Array<{
    category_uid: string;
    category_name: string | null;
    category_url_path: string | null;
    category_level: number | null;
  } | null> | null;
  children: Array<{
    uid: string;
    name: string | null;
    url_path: string | null;
    url_suffix: string | null;
    product_count: number | null;
  } | null> | null;
};

export type RouteProduct = Routable & {
  __typename: 'SimpleProduct' | 'ConfigurableProduct' | 'GiftCardProduct' | 'BundleProduct' | 'GroupedProduct' | 'DownloadableProduct' | 'VirtualProduct';
  uid: string;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
};

/** A CMS page route: only the routable fields are asked for. */
export type RouteCmsPage = Routable & { __typename: 'CmsPage' };

export type RouteQuery = { route: RouteCategory | RouteProduct | RouteCmsPage | null };
