/**
 * The single client entry, loaded by `<script type="module" src=… nonce>` (ARCHITECTURE.md
 * "Islands", STYLE.md §11): finds the island markers written by `ui/island/island.tsx`, loads each
 * island's chunk when its strategy says so, validates its props and hydrates it in a root of
 * its own. Silent on success; failures are logged and leave the server HTML in place.
 *
 * Not islands, and why (the one place that says it): the header glue (cart, account, wish list
 * buttons, the mobile menu, notifications, the progress bar, consent) enhances server HTML that
 * works without script and needs no React at load; the sidebars (cart, authentication, account,
 * wish list) are not in the server HTML at all (their content is per shopper, the pages stay
 * cacheable), so each glue loads its sidebar's chunk on the first press and renders it with
 * `createRoot` into the empty `<dialog>` the layout renders. Islands are server HTML hydrated.
 */
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '../ui/island/island-markers';
import { reloadAfterChunkFailure } from './chunk-reload';
import { type IslandModule, ISLAND_LOADERS, isIslandName } from './island-loaders';
import { enhanceAccountButton } from './account-button';
import { enhanceAccountSidebar } from './account-sidebar-glue';
import { enhanceCartButton } from './cart-button';
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

/** One root per marker element, reused when the same island is rendered again. */
const roots = new WeakMap<Element, Root>();
/** The props attribute each marker was last scheduled with, so a second scan is a no-op. */
const scheduled = new WeakMap<Element, string>();

/** Marks the island hydrated once its first client render has committed (e2e can wait on it). */
function HydratedMark({ element, children }: { element: Element; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  }, [element]);
  return children;
}

function readProps(element: Element, name: string, module: IslandModule): object | null {
  let raw: unknown;
  try {
    raw = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  } catch (error) {
    console.error(`Island "${name}": props are not JSON`, error);
    return null;
  }
  if (!module.propsSchema) return typeof raw === 'object' && raw !== null ? raw : {};
  const parsed = module.propsSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(`Island "${name}": invalid props`, parsed.error);
    return null;
  }
  return parsed.data as object;
}

async function hydrateIsland(element: Element, name: string): Promise<void> {
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  let module: IslandModule;
  try {
    module = await ISLAND_LOADERS[name]();
  } catch (error) {
    reloadAfterChunkFailure(error);
    return;
  }
  const props = readProps(element, name, module);
  if (!props) return;
  const node = createElement(HydratedMark, {
    element,
    children: createElement(module.default as ComponentType<object>, props),
  });
  startTransition(() => {
    const root = roots.get(element);
    if (root) root.render(node);
    else roots.set(element, hydrateRoot(element, node));
  });
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
  const run = () => void hydrateIsland(element, name);
  if (rerender) return run();
  switch (element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE)) {
    case 'idle':
      return whenIdle(run);
    case 'visible':
      return whenVisible(element, run);
    default:
      return run();
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
}
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
