/**
 * The contract between the server `<Island>` and the client boot script (STYLE.md §11): both
 * import these names, so the marker format is changed in one place.
 *
 * The wrapper is a custom element rather than a `<div>`: the HTML parser never auto-closes an
 * unknown element, so an island may sit inside a `<p>` or `<span>` without the parser
 * reshaping the markup React hydrates against. `islands.css` gives it `display: contents`
 * (a style attribute would need `style-src 'unsafe-inline'` under our CSP).
 */
export const ISLAND_TAG = 'sf-island';
/** Island name: one of `ISLAND_NAMES` (ui/island/registry.ts), mapping 1:1 to `client/islands/<name>.tsx`. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The props as JSON (plain data; the client validates them with the island's `propsSchema`). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** When to hydrate: one of `HYDRATE_STRATEGIES`. */
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-hydrate';
/** Set by the boot script once the island's first client render has committed. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * - `load`: as soon as the boot script runs (header buttons: they must answer a click).
 * - `idle`: when the main thread is idle (below-the-fold shells, notifications).
 * - `visible`: when one of the island's child elements nears the viewport.
 */
export const HYDRATE_STRATEGIES = ['load', 'idle', 'visible'] as const;
export type HydrateStrategy = (typeof HYDRATE_STRATEGIES)[number];

export const ISLAND_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
