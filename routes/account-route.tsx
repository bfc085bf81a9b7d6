import type { ReactElement } from 'react';
import type { GraphqlClient } from '../graphql/client';
import { AccountFrame } from '../ui/account/account-frame';
import { ACCOUNT_PAGES, type AccountPageSlug } from '../ui/account/account-pages';
import { t } from '../ui/i18n/t';
import { page, type LoaderArgs, type RouteModule, type RouteOutcome } from './route-module';

type AccountRouteOptions = {
  id: string;
  slug: AccountPageSlug;
  /** Path patterns; default `/my-account/{slug}`. */
  paths?: readonly string[];
  /**
   * The page's content for the signed-in customer (`shopper` carries their token), or another
   * outcome (not-found, redirect). Rejects with the client's AuthorizationError for an expired
   * token (the authorization flow) and with a transport error when the backend is down (503).
   */
  load: (args: LoaderArgs & { shopper: GraphqlClient }) => Promise<ReactElement | Exclude<RouteOutcome, { kind: 'page' }>>;
  /** The heading when not the page's title (a single order: its number). */
  heading?: (args: LoaderArgs) => string;
};

/**
 * A my-account page (customer.md §2): the is-authenticated guard (a visitor without the customer
 * cookie goes to /), the `private` cache policy (rendered per request with the customer's token,
 * answered `private, no-store`, never through the edge HTML cache), not indexed, in the account
 * frame with its side navigation. The mega menu and bank logos are hidden on these paths
 * (domain/layout-rules.ts).
 */
export function accountRoute(options: AccountRouteOptions): RouteModule {
  const titleKey = ACCOUNT_PAGES.find((entry) => entry.slug === options.slug)?.title ?? 'My account';
  return {
    id: options.id,
    paths: options.paths ?? [`/my-account/${options.slug}`],
    guards: ['is-authenticated'],
    layout: 'default',
    cache: 'private',
    async load(args) {
      // Private routes always get the shopper client (worker/pipeline/render-route.tsx).
      if (!args.shopper) return { kind: 'redirect', location: '/', status: 302 };
      const content = await options.load({ ...args, shopper: args.shopper });
      if ('kind' in content && (content.kind === 'not-found' || content.kind === 'redirect')) return content;
      const heading = options.heading?.(args) ?? t(titleKey);
      return page(
        { title: `${heading} | ${args.shared.storeConfig.store_name ?? ''}`, robots: 'noindex' },
        <AccountFrame current={options.slug} title={heading}>
          {content}
        </AccountFrame>,
      );
    },
  };
}
