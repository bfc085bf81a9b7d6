import { showsNewsletterOn } from '../domain/newsletter';
import { NewsletterPopupIsland } from '../ui/islands/newsletter-popup';
import type { RouteModule } from './route-module';

/**
 * A route whose pages may offer the managed newsletter popup (customer.md §4: "on pages listed in
 * showOnPages"). Decided per request on the server: the popup's island (config and a small timer)
 * is in the page only when its path is listed and the config loaded, so other pages carry none of
 * its JavaScript. The page kinds wrapped count the popup in their JS budget (scripts/page-islands.mjs
 * sees the island in the route's module).
 *
 * Which routes: the content, home and catalogue listing pages (and /gdpr.html). Not the product page
 * (its JS is at its 90 KB budget), checkout (minimal layout), the account pages (personal, private)
 * nor the transactional pages (thank-you, payment-fail, password reset…): a path of theirs in
 * showOnPages is ignored.
 */
export function withNewsletterPopup(route: RouteModule): RouteModule {
  return {
    ...route,
    async load(args) {
      const outcome = await route.load(args);
      const config = args.shared.newsletter;
      if (outcome.kind !== 'page' || !config || !showsNewsletterOn(config.pages, args.url.pathname)) return outcome;
      const { pages: _pages, ...props } = config;
      return {
        ...outcome,
        element: (
          <>
            {outcome.element}
            <NewsletterPopupIsland {...props} />
          </>
        ),
      };
    },
  };
}
