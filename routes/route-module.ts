import type { ReactElement } from 'react';
import type { Session } from '../domain/session-cookies';
import type { GraphqlClient } from '../graphql/client';
import type { SharedData } from './shared-data';
import type { DocumentHead } from '../ui/document';
import type { StoredCmsPage } from '../kv-schema/cms-page';

/**
 * How a page may be cached (the edge HTML cache of the catalogue issue builds on this):
 * - `public`: anonymous-equivalent HTML (catalogue, content, home); personal bits come from islands.
 * - `private`: personal pages (account, checkout, cart): never stored by any shared cache.
 */
export type CachePolicy = 'public' | 'private';
export type LayoutName = 'default' | 'minimal';

export type LoaderArgs = {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  session: Session;
  /** Anonymous commerce client: no customer token is ever attached on public routes. */
  commerce: GraphqlClient;
  /**
   * The signed-in customer's client (the `vsf-customer` token as `Authorization`, no-store): given
   * only to `private` routes, whose answers are `private, no-store`. An expired or revoked token
   * rejects with an AuthorizationError, which becomes the authorization flow (storefront.md §4).
   */
  shopper?: GraphqlClient;
  /** POST a Klevu v2 search request to the search upstream; resolves to its JSON. */
  search: (body: unknown) => Promise<unknown>;
  shared: SharedData;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * A deferred part failed and its section is left out: the page is served but not stored by
   * the edge HTML cache, so the next request after the backend recovers shows it whole.
   */
  markDegraded: () => void;
  /**
   * The CMS page with this identifier (domain/cms-content.ts `contentPageIdentifier`) through KV
   * (`kv-schema/cms-page.ts`, stale-while-revalidate, no expiry): a warm page makes no CMS call,
   * and with the CMS down the last stored content is served. Rejects (→ the maintenance page)
   * only when KV holds nothing and the CMS cannot answer.
   */
  cmsPage: (identifier: string) => Promise<StoredCmsPage>;
  /**
   * Base URL of CMS media (`CMS_MEDIA_URL`, or `/cms-media`, this site's proxy of the CMS
   * upstream): a media `url` such as `/uploads/x.jpg` is shown at `${cmsMediaBase}${url}`.
   */
  cmsMediaBase: string;
};

export type RouteOutcome =
  | { kind: 'page'; head: DocumentHead; element: ReactElement; status?: number }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status?: 301 | 302 };

/** One route of storefront.md §2 / customer.md §2: everything about it in one place. */
export type RouteModule = {
  id: string;
  /** Hono path patterns. */
  paths: readonly string[];
  /** Guard names run in order before the loader; an unknown name is a 500. */
  guards: readonly string[];
  layout: LayoutName;
  cache: CachePolicy;
  /**
   * Awaits the critical data (its failure becomes the 503 maintenance page) and returns the
   * page element, whose deferred parts are promises read under Suspense.
   */
  load: (args: LoaderArgs) => Promise<RouteOutcome>;
  /**
   * Content tags this page's HTML depends on beyond the global ones (store config, menu, blocks,
   * newsletter): e.g. `cms-page:info/tarne` (domain/cms-content.ts). Known from the URL alone,
   * because the edge cache keys a page on these tags' versions before it renders; a CMS publish
   * of one page bumps only its tag, so other pages stay cached. Sent as `Cache-Tag`.
   */
  contentTags?: (url: URL) => readonly string[];
};

export function page(head: DocumentHead, element: ReactElement, status?: number): RouteOutcome {
  return status === undefined ? { kind: 'page', head, element } : { kind: 'page', head, element, status };
}
