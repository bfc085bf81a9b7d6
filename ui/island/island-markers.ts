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
 * Set by the boot script on an island with a prelude (client/island-loaders.ts `IslandPrelude`):
 * `loading` while its chunk loads, `running` once the prelude has been called, then `yes` (the
 * island is needed: its strategy goes on) or `no` (it is not: never hydrated).
 */
export const ISLAND_PRELUDE_ATTRIBUTE = 'data-prelude';

/**
 * - `load`: as soon as the boot script runs (React and the island's chunk load with the page).
 * - `idle`: when the main thread is idle.
 * - `visible`: when one of the island's child elements nears the viewport.
 * - `interaction`: on the shopper's first sign of using it (a pointer over or down on it, focus in
 *   it, a key); presses and typing before it has hydrated are kept and replayed once it has
 *   (client/island-interaction.ts). React loads then, not with the page.
 */
export const HYDRATE_STRATEGIES = ['load', 'idle', 'visible', 'interaction'] as const;
export type HydrateStrategy = (typeof HYDRATE_STRATEGIES)[number];

/**
 * On a control the server renders disabled only because its island has not hydrated yet (it
 * could do nothing without script). The boot script enables such controls of an `interaction`
 * island at once, so the first press is caught and replayed; the island's first render keeps the
 * attribute (it must match the server's HTML) and drops it once it can act.
 */
export const AWAITS_SCRIPT_ATTRIBUTE = 'data-awaits-script';
/** The attribute for a control that is disabled only while `waiting` for its island to hydrate. */
export const awaitsScript = (waiting: boolean): { [AWAITS_SCRIPT_ATTRIBUTE]?: '' } => (waiting ? { [AWAITS_SCRIPT_ATTRIBUTE]: '' } : {});

/**
 * On an `interaction` island whose form shows a captcha when one is configured (the newsletter
 * form): the box must be there to tick before the first press, so on a page with a captcha
 * (ui/captcha-markers.ts `CAPTCHA_CONFIG_ATTRIBUTE`) the boot script hydrates it when visible.
 */
export const ISLAND_SHOWS_CAPTCHA_ATTRIBUTE = 'data-shows-captcha';

/**
 * A window event asking the `interaction` islands named in its `detail` to hydrate now, as if the
 * shopper had started using them (the purchase island asks the gallery to follow a chosen variant).
 */
export const HYDRATE_REQUEST_EVENT = 'vsf-hydrate';
/** Ask the island `name` to hydrate now (a no-op when it has, or is not on the page). */
export const requestHydration = (name: string): void => void window.dispatchEvent(new CustomEvent(HYDRATE_REQUEST_EVENT, { detail: name }));

export const ISLAND_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
