import { env } from 'cloudflare:test';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import manifest from '../../dist/client-manifest.json';
import { page, type RouteModule } from '../../routes/route-module';
import { usedRules } from '../../scripts/first-screen-css.mjs';
import { DEFERRED_STYLE_ATTRIBUTE } from '../../ui/style-markers';
import { createApp } from '../app';
import type { FakeUpstream } from '../upstream/fake-upstream';
import { fakeShop, PAGE_KIND_PATHS, renderPage, takeBackendDown } from './fake-page-kinds';

// scripts/build-client.mjs splits the stylesheet per page kind: what the first screen's markup
// can use blocks rendering, the rest loads after the first paint (scripts/page-styles.mjs derives
// each kind's markup from the code). These render real pages and check that every rule their
// server HTML can use is in the kind's blocking stylesheet, so nothing on the first screen shows
// unstyled. Needs `npm run build` first (as every storefront test).

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

const styles: Record<string, { blocking: string; deferred: string | null }> = manifest.styles.pages;

async function text(url: string) {
  const response = await env.ASSETS.fetch(`https://shop.test${url}`);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The rules of the whole stylesheet that `html` can use, missing from `blocking`. */
async function unstyled(html: string, blocking: string) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const whole = await text(manifest.css);
  const inBlocking = new Set(usedRules(await text(blocking), () => true));
  return usedRules(whole, (name) => classes.has(name)).filter((rule) => !inBlocking.has(rule));
}

beforeEach(async () => {
  ({ fake, app } = await fakeShop());
});

describe("the rules a page's server HTML can use block its first paint", () => {
  it.each(PAGE_KIND_PATHS)('%s (%s)', async (kind, path) => {
    const { status, body } = await renderPage(app, path);
    expect(status, path).toBeLessThan(500);
    const kindStyles = styles[kind]!;
    expect(kindStyles, `page kind ${kind} in dist/client-manifest.json`).toBeDefined();
    expect(body).toContain(`<link rel="stylesheet" href="${kindStyles.blocking}"/>`);
    expect(await unstyled(body, kindStyles.blocking), `${path}: rules its HTML uses, not in ${kindStyles.blocking}`).toEqual([]);
  });

  it('maintenance page (backend down, nothing in KV)', async () => {
    await takeBackendDown(fake);
    const { status, body } = await renderPage(app, '/');
    expect(status).toBe(503);
    expect(await unstyled(body, styles.maintenance!.blocking)).toEqual([]);
  });

  it('loads the rest without blocking: media="print" until applied, and a <noscript> copy', async () => {
    const { body } = await renderPage(app, '/');
    const deferred = styles.home!.deferred!;
    expect(body).toContain(`<link rel="stylesheet" href="${deferred}" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""/>`);
    expect(body).toContain(`<noscript><link rel="stylesheet" href="${deferred}"/></noscript>`);
  });

  it('gives a page kind the build did not see (a route added outside routes/) the whole stylesheet, blocking', async () => {
    const extra: RouteModule = { id: 'unseen', paths: ['/unseen'], guards: [], layout: 'minimal', cache: 'private', load: async () => page({ title: 'Unseen' }, createElement('p', null, 'x')) };
    const { status, body } = await renderPage(createApp({ upstream: fake.upstream, routes: [extra] }), '/unseen');
    expect(status).toBe(200);
    expect(body).toContain(`<link rel="stylesheet" href="${manifest.css}"/>`);
    expect(body).not.toContain(DEFERRED_STYLE_ATTRIBUTE);
  });
});
