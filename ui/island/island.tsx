import { createElement, type ReactNode } from 'react';
import {
  type HydrateStrategy,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SHOWS_CAPTCHA_ATTRIBUTE,
  ISLAND_TAG,
} from './island-markers';
import { type IslandName, isIslandName } from './registry';

/** What may cross from the server to an island: JSON, nothing else (no functions, dates, undefined-only values). */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type IslandProps = { readonly [key: string]: JsonValue };

export type IslandOptions = {
  /** One of `ISLAND_NAMES`; the client hydrates it with the default export of `client/islands/<name>.tsx`. */
  name: IslandName;
  /** Plain data; the same object the client component receives (after its `propsSchema`). */
  props?: IslandProps;
  hydrate?: HydrateStrategy;
  /** Its form shows a captcha when one is configured (ISLAND_SHOWS_CAPTCHA_ATTRIBUTE). */
  showsCaptcha?: boolean;
  /** The server render of the island: exactly what the client component renders for `props`. */
  children: ReactNode;
};

/**
 * Server side of an island (ARCHITECTURE.md "Islands"): a `display: contents` marker element
 * carrying the name, the hydration strategy and the props as a JSON attribute. React escapes
 * attribute values (`"`, `&`, `<`, `>`), so no prop value can break out of the attribute.
 *
 * Islands must not use `useId`: the server renders them inside the page's tree and the client
 * inside a root of their own, so generated ids would differ. Use ids derived from the name.
 *
 * Render islands only through their wrapper in `ui/islands/<name>.tsx`: the build finds which
 * islands a page renders by which wrappers its modules use (scripts/page-islands.mjs).
 *
 * @throws Error when `name` is not a registered island (only reachable by casting past the type).
 */
export function Island({ name, props = {}, hydrate = 'load', showsCaptcha = false, children }: IslandOptions): ReactNode {
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}": add it to ui/island/registry.ts`);
  return createElement(
    ISLAND_TAG,
    {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      ...(showsCaptcha ? { [ISLAND_SHOWS_CAPTCHA_ATTRIBUTE]: '' } : {}),
    },
    children,
  );
}
