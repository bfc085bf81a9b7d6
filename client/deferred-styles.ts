import { DEFERRED_STYLE_ATTRIBUTE } from '../ui/style-markers';

/**
 * Applies the page's deferred stylesheets (ui/document.tsx): each `media="print"` link marked
 * with DEFERRED_STYLE_ATTRIBUTE gets `media="all"` once it has loaded (at once if it already
 * has). A sheet that is still loading keeps `print` until then, so it never blocks rendering.
 * An event listener rather than an `onload` attribute: the CSP allows no inline handlers.
 */
export function applyDeferredStyles(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    const apply = () => {
      link.media = 'all';
    };
    if (link.sheet) apply();
    else link.addEventListener('load', apply, { once: true });
  }
}
