/**
 * The single client entry, loaded by `<script type="module" src=… nonce>` (ARCHITECTURE.md
 * "Islands", STYLE.md §11): finds the island markers written by `ui/island/island.tsx` and, when
 * an island's strategy says so, loads its chunk and React's side of hydrating
 * (client/island-hydrate.ts) together. No React here: a page loads React only when one of its
 * islands is about to be used (issue 20), so this module and its imports are what every page
 * costs. Silent on success; failures are logged and leave the server HTML in place.
 *
 * Not islands, and why (the one place that says it): the header glue (cart, account, wish list
 * buttons, the mobile menu, notifications, the progress bar, consent) enhances server HTML that
 * works without script and needs no React at load; the sidebars (cart, authentication, account,
 * wish list) are not in the server HTML at all (their content is per shopper, the pages stay
 * cacheable), so each glue loads its sidebar's chunk on the first press and renders it with
 * `createRoot` into the empty `<dialog>` the layout renders. Islands are server HTML hydrated.
 * An island may have a prelude (`client/islands/<name>.prelude.ts`): React-free work that must
 * happen with the page whatever the strategy (a view to record, a timer), which may also say the
 * island is not needed at all.
 */
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_PRELUDE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SHOWS_CAPTCHA_ATTRIBUTE,
} from '../ui/island/island-markers';
import { CAPTCHA_CONFIG_ATTRIBUTE } from '../ui/captcha-markers';
import { reloadAfterChunkFailure } from './chunk-reload';
import { ISLAND_LOADERS, ISLAND_PRELUDES, isIslandName } from './island-loaders';
import { whenInteracted } from './island-interaction';
import { enhanceAccountButton } from './account-button';
import { enhanceAccountSidebar } from './account-sidebar-glue';
import { enhanceCartButton } from './cart-button';
import { enhanceHeaderSearch } from './header-search';
import { enhanceListingView } from './listing-view';
import { applyDeferredStyles } from './deferred-styles';
import { enhanceMobileMenu } from './mobile-menu';
import { enhanceNotifications } from './notifications';
import { enhanceProgressBar } from './progress-trigger';
import { enhanceWishlist } from './wishlist-button';
import { startConsent } from './tracking/consent';
import { startConsentBanner, startThirdParties } from './tracking/consent-start';
import { startAnalytics } from './tracking/tracker';

// Consent Mode's defaults go on the data layer before anything else (issue 10 point 2).
startConsent();
applyDeferredStyles();

/** The props attribute each marker was last scheduled with, so a second scan is a no-op. */
const scheduled = new WeakMap<Element, string>();

/** Load the island's chunk and React's side together, then hydrate; `true` once it can act. */
async function hydrateIsland(element: Element, name: string): Promise<boolean> {
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return false;
  }
  try {
    const [{ hydrateIsland: hydrate }, module] = await Promise.all([import('./island-hydrate'), ISLAND_LOADERS[name]()]);
    return await hydrate(element, name, module);
  } catch (error) {
    reloadAfterChunkFailure(error);
    return false;
  }
}

/** The island's prelude, when it has one: `false` when it says the island is not needed. */
async function preludeAllows(element: Element, name: string): Promise<boolean> {
  if (!Object.hasOwn(ISLAND_PRELUDES, name)) return true;
  element.setAttribute(ISLAND_PRELUDE_ATTRIBUTE, 'loading');
  let props: unknown = null;
  try {
    props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null');
  } catch {
    // The island's own props check reports it.
  }
  try {
    const { prelude } = await ISLAND_PRELUDES[name as keyof typeof ISLAND_PRELUDES]();
    const result = prelude(element, props);
    element.setAttribute(ISLAND_PRELUDE_ATTRIBUTE, 'running');
    const needed = await result;
    element.setAttribute(ISLAND_PRELUDE_ATTRIBUTE, needed ? 'yes' : 'no');
    return needed;
  } catch (error) {
    reloadAfterChunkFailure(error);
    return false;
  }
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** The marker is `display: contents` (no box), so observe its children instead. */
function whenVisible(element: Element, run: () => void): void {
  const targets = Array.from(element.children);
  if (targets.length === 0 || typeof IntersectionObserver !== 'function') {
    whenIdle(run);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  for (const target of targets) observer.observe(target);
}

function schedule(element: Element): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const props = element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}';
  if (scheduled.get(element) === props) return;
  // An island inside another island is hydrated by the outer one's React tree, not separately.
  if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) {
    console.error(`Island "${name}" is nested in another island; it is not hydrated on its own`);
    return;
  }
  const rerender = scheduled.has(element);
  scheduled.set(element, props);
  if (rerender) {
    void hydrateIsland(element, name);
    return;
  }
  const allowed = preludeAllows(element, name);
  const run = () => allowed.then((yes) => yes && hydrateIsland(element, name));
  const captchaFirst = element.hasAttribute(ISLAND_SHOWS_CAPTCHA_ATTRIBUTE) && document.body.hasAttribute(CAPTCHA_CONFIG_ATTRIBUTE);
  switch (element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE)) {
    case 'interaction':
      return captchaFirst ? whenVisible(element, () => void run()) : whenInteracted(element, name, run);
    case 'idle':
      return whenIdle(() => void run());
    case 'visible':
      return whenVisible(element, () => void run());
    default:
      void run();
  }
}

/** Schedule every island under `root` that is new or whose props attribute changed. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) schedule(element);
}

// Module scripts run after parsing, but an `async` one may run earlier: wait for the whole
// document (streamed Suspense parts included) so no island is missed.
function start(): void {
  enhanceMobileMenu();
  enhanceHeaderSearch();
  enhanceListingView();
  enhanceCartButton();
  enhanceAccountButton();
  enhanceAccountSidebar();
  enhanceWishlist();
  enhanceNotifications();
  startAnalytics(); // before the islands: it takes the events they publish
  enhanceProgressBar();
  hydrateIslands();
  startConsentBanner();
  startThirdParties();
  // Every glue is wired and every island scheduled (e2e waits on it: presses are answered now).
  document.documentElement.setAttribute('data-booted', '');
}
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
