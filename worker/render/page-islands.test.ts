import { beforeEach, describe, expect, it } from 'vitest';
import manifest from '../../dist/client-manifest.json';
import { ISLAND_ATTRIBUTE } from '../../ui/island/island-markers';
import type { createApp } from '../app';
import type { FakeUpstream } from '../upstream/fake-upstream';
import { fakeShop, PAGE_KIND_PATHS, renderPage, takeBackendDown } from './fake-page-kinds';

// The JS budgets and preloads of scripts/build-client.mjs count the islands it derives for each
// page kind (manifest `pages`, `layouts`). These render real pages and check that every island
// in the HTML is one the build counted for that kind, so no budget can leave out an island a
// page renders. Needs `npm run build` first (as every storefront test).

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

const pages: Record<string, { layout: string; islands: string[] }> = manifest.pages;

async function islandsOn(path: string) {
  const { status, body } = await renderPage(app, path);
  const names = [...body.matchAll(new RegExp(`<sf-island ${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))].map((m) => m[1]!);
  const preloads = [...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  return { status, islands: [...new Set(names)].sort(), preloads };
}

beforeEach(async () => {
  ({ fake, app } = await fakeShop());
});

describe('islands a page renders are the ones the client build counts for its kind', () => {
  it.each(PAGE_KIND_PATHS)('%s (%s)', async (kind, path) => {
    const { status, islands } = await islandsOn(path);
    expect(status, path).toBeLessThan(500);
    // The minimal layout's only island was the notification stack, which is server HTML now
    // (client/notifications.ts); checkout gets its own islands with issue 7.
    if (pages[kind]?.layout !== 'minimal') expect(islands.length, `${path} renders islands`).toBeGreaterThan(0);
    const counted = pages[kind]?.islands;
    expect(counted, `page kind ${kind} in dist/client-manifest.json`).toBeDefined();
    expect(islands.filter((name) => !counted!.includes(name)), `${path} renders islands not counted for ${kind}`).toEqual([]);
  });

  it('maintenance page (backend down, nothing in KV)', async () => {
    await takeBackendDown(fake);
    const { status, islands } = await islandsOn('/');
    expect(status).toBe(503);
    expect(islands.filter((name) => !pages.maintenance!.islands.includes(name))).toEqual([]);
  });

  it('preloads the boot module\'s chunks, what the layout\'s islands load at start and the code of the page kind\'s islands that hydrate at load (nothing for interaction islands)', async () => {
    const atStart: Record<string, string[]> = manifest.atStart;
    const hydrateAtStart: Record<string, string[]> = manifest.hydrateAtStart;
    for (const [kind, path] of [['categories-overview', '/kategooriad.html'], ['checkout', '/checkout']] as const) {
      const { islands, preloads } = await islandsOn(path);
      for (const name of islands) expect(pages[kind]!.islands, kind).toContain(name);
      const layout = manifest.layouts[pages[kind]!.layout as keyof typeof manifest.layouts] as string[];
      expect(new Set(preloads), kind).toEqual(new Set([...manifest.bootImports, ...layout.flatMap((name) => atStart[name]!), ...pages[kind]!.islands.flatMap((name) => hydrateAtStart[name]!)]));
    }
    // The header's live search hydrates on interaction: nothing of it, nor React, is preloaded on a catalogue page.
    const { preloads } = await islandsOn('/kategooriad.html');
    expect(preloads.filter((href) => /live-search|island-hydrate/.test(href))).toEqual([]);
    // Checkout hydrates at load: React's side is preloaded with it.
    expect((await islandsOn('/checkout')).preloads.some((href) => href.includes('island-hydrate'))).toBe(true);
  });
});
