/**
 * React's side of the islands, a chunk of its own (with React and react-dom): the boot module
 * (client/boot.ts) has no React, and loads this only when an island's strategy says it is time,
 * together with the island's own chunk. Validates the props and hydrates the island in a root of
 * its own; resolves once the island can act.
 */
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../ui/island/island-markers';
import type { IslandModule } from './island-loaders';

/** One root per marker element, reused when the same island is rendered again. */
const roots = new WeakMap<Element, Root>();

/**
 * Marks the island hydrated once it can act: after the render that hydrates (which matches the
 * server's HTML, controls that need script still disabled) AND the render its first effects ask
 * for (`useHydrated` turning them on). The first effect asks for one more render; the second
 * runs after it has committed, when every handler is in place.
 */
function HydratedMark({ element, done, children }: { element: Element; done: () => void; children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!settled) {
      setSettled(true);
      return;
    }
    element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    done();
  }, [element, settled, done]);
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

/**
 * Hydrate (or, the second time, re-render) `element` with `module`. Resolves `true` once the
 * island can act, `false` at once when its props are unusable (the server HTML stays).
 */
export function hydrateIsland(element: Element, name: string, module: IslandModule): Promise<boolean> {
  const props = readProps(element, name, module);
  if (!props) return Promise.resolve(false);
  return new Promise((resolve) => {
    const node = createElement(HydratedMark, {
      element,
      done: () => resolve(true),
      children: createElement(module.default as ComponentType<object>, props),
    });
    startTransition(() => {
      const root = roots.get(element);
      if (root) root.render(node);
      else roots.set(element, hydrateRoot(element, node));
    });
  });
}
