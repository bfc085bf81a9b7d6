import { cleanStores } from 'nanostores';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATE_STRATEGIES } from '../ui/island/island-markers';
import { Island } from '../ui/island/island';
import { AccountAddressesIsland } from '../ui/islands/account-addresses';
import { AccountGdprIsland } from '../ui/islands/account-gdpr';
import { AccountPasswordIsland } from '../ui/islands/account-password';
import { AccountPersonalDataIsland } from '../ui/islands/account-personal-data';
import { AccountSubscriptionsIsland } from '../ui/islands/account-subscriptions';
import { AssemblyProductsIsland } from '../ui/islands/assembly-products';
import { GdprRequestIsland } from '../ui/islands/gdpr-request';
import { LiveSearchIsland } from '../ui/islands/live-search';
import { NewsletterFormIsland } from '../ui/islands/newsletter-form';
import { NewsletterPopupIsland } from '../ui/islands/newsletter-popup';
import { ProductGalleryIsland } from '../ui/islands/product-gallery';
import { ProductPurchaseIsland } from '../ui/islands/product-purchase';
import { RecentlyViewedIsland } from '../ui/islands/recently-viewed';
import { ReviewFormIsland } from '../ui/islands/review-form';
import { type IslandModule, ISLAND_LOADERS, isIslandName } from './island-loaders';
import { $recentlyViewedSkus } from './stores/recently-viewed';
import { $selectedVariant } from './stores/selected-variant';
import { CONFIGURABLE, SIMPLE, GALLERY, RATINGS } from './test/catalogue-fixtures';
import { $notifications, pushNotification } from './stores/notifications';

const MARKER = /^<sf-island data-island="([^"]*)" data-hydrate="([^"]*)" data-island-props="([^"]*)"(?: data-shows-captcha="")?>([\s\S]*)<\/sf-island>$/;

function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * React 19 emits `<link rel="preload" as="image">` for eager images (hoisted into <head> in a
 * full document render, outside the island): not part of what the island hydrates.
 */
const withoutImagePreloads = (html: string) => html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');

/** Render the server wrapper and split it like the boot script reads it. */
function serverRender(element: ReactElement) {
  const html = withoutImagePreloads(renderToString(element));
  const match = MARKER.exec(html);
  if (!match) throw new Error(`not a single island marker: ${html}`);
  const [, name = '', hydrate = '', props = '', inner = ''] = match;
  return { name, hydrate, props: JSON.parse(unescapeAttribute(props)) as unknown, inner };
}

/** What the client renders in its hydration pass: the island module with the validated props. */
async function clientRender(name: string, rawProps: unknown): Promise<string> {
  if (!isIslandName(name)) throw new Error(`no loader for ${name}`);
  const module: IslandModule = await ISLAND_LOADERS[name]();
  const parsed = module.propsSchema ? module.propsSchema.safeParse(rawProps) : { success: true as const, data: rawProps };
  if (!parsed.success) throw new Error(`props rejected: ${JSON.stringify(rawProps)}`);
  const Component = module.default as (props: object) => ReactElement;
  return withoutImagePreloads(renderToString(<Component {...(parsed.data as object)} />));
}

const cases: [string, ReactElement][] = [
  ['LiveSearchIsland header', <LiveSearchIsland id="header-search" placeholder="Otsi tooteid või kaubamärke..." variant="header" />],
  ['LiveSearchIsland header with the search term', <LiveSearchIsland id="header-search" placeholder="Otsi" variant="header" term={'diivan "<b>"'} />],
  ['LiveSearchIsland page', <LiveSearchIsland id="not-found-search" placeholder="Otsi tooteid" variant="page" />],
  ['ProductPurchaseIsland configurable', <ProductPurchaseIsland product={CONFIGURABLE} />],
  ['ProductPurchaseIsland simple', <ProductPurchaseIsland product={SIMPLE} />],
  ['ProductGalleryIsland', <ProductGalleryIsland {...GALLERY} />],
  ['ProductGalleryIsland without images', <ProductGalleryIsland {...GALLERY} images={[]} />],
  ['RecentlyViewedIsland', <RecentlyViewedIsland currentSku="SOFA-1" />],
  ['ReviewFormIsland', <ReviewFormIsland sku="SOFA-1" ratings={RATINGS} />],
  ['ReviewFormIsland without rating dimensions', <ReviewFormIsland sku="SOFA-1" ratings={[]} />],
  ['AssemblyProductsIsland', <AssemblyProductsIsland sku="SOFA-1" />],
  [
    'AccountPersonalDataIsland',
    <AccountPersonalDataIsland customer={{ firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.ee', date_of_birth: '1990-05-04', account_type: 'customer', id_number: '40504040001' }} />,
  ],
  [
    'AccountAddressesIsland',
    <AccountAddressesIsland
      firstname="Mari"
      lastname="Maasikas"
      countryName="Eesti"
      addresses={[{ id: 1, firstname: 'Mari', lastname: 'Maasikas', telephone: '+37251234567', street: ['Tartu mnt 1', '5'], city: 'Tallinn', postcode: '10115', region: { region: 'Harju maakond' }, default_shipping: true, default_billing: false }]}
    />,
  ],
  ['AccountAddressesIsland empty', <AccountAddressesIsland firstname="" lastname="" countryName="Eesti" addresses={[]} />],
  ['AccountPasswordIsland', <AccountPasswordIsland />],
  ['AccountSubscriptionsIsland', <AccountSubscriptionsIsland newsletter="UNCONFIRMED" loyalty={{ member: true, eligible: true, joined_at: '2026-01-02 10:00:00' }} />],
  ['AccountSubscriptionsIsland not eligible', <AccountSubscriptionsIsland newsletter="NOT_ACTIVE" loyalty={{ member: false, eligible: false, joined_at: null }} />],
  ['GdprRequestIsland', <GdprRequestIsland />],
  ['NewsletterFormIsland', <NewsletterFormIsland id="newsletter-section-7" />],
  [
    'NewsletterPopupIsland',
    <NewsletterPopupIsland heading="Liitu" subheading={null} description="Kord kuus" image={{ src: '/cms-media/uploads/a.jpg', alt: '', width: 960, height: 480 }} openAfterSeconds={15} reopenAfterClosedHours={48} />,
  ],
  ['AccountGdprIsland', <AccountGdprIsland agreements={[{ code: 'terms_of_sale', title: 'Müügitingimused', accepted_at: '2026-01-02 10:00:00', required: true }, { code: 'marketing', title: 'Turundus', accepted_at: null, required: false }]} />],
];

afterEach(() => {
  cleanStores($notifications, $selectedVariant, $recentlyViewedSkus);
  $notifications.set([]);
  $selectedVariant.set(null);
  $recentlyViewedSkus.set([]);
});

describe('hydration parity: the server wrapper and the client island render the same HTML', () => {
  it.each(cases)('%s', async (_name, element) => {
    const logged = vi.spyOn(console, 'error');
    const warned = vi.spyOn(console, 'warn');
    const server = serverRender(element);
    expect(await clientRender(server.name, server.props)).toBe(server.inner);
    expect(logged).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
    logged.mockRestore();
    warned.mockRestore();
  });

  it('holds even when the browser stores already changed before hydration (ssr: initial)', async () => {
    // e.g. the cart loaded, a notice was pushed, or a button was clicked before this island hydrated.
    pushNotification({ title: 'Product added to cart', type: 'success' });
    $selectedVariant.set({ productSku: 'SOFA-1', sku: 'SOFA-1-BLUE-2' });
    $recentlyViewedSkus.set(['A', 'B']);
    for (const [, element] of cases) {
      const server = serverRender(element);
      expect(await clientRender(server.name, server.props), server.name).toBe(server.inner);
    }
  });
});

describe('server wrappers', () => {
  it.each(cases)('%s uses a registered island name and valid JSON props', (_name, element) => {
    const { name, hydrate } = serverRender(element);
    expect(isIslandName(name)).toBe(true);
    expect(HYDRATE_STRATEGIES).toContain(hydrate);
  });

  it('keep the search term in the header box, as the value of a search input', () => {
    const html = renderToString(<LiveSearchIsland id="header-search" placeholder="Otsi" variant="header" term="diivan" />);
    expect(html).toMatch(/<input id="header-search" type="search"[^>]* value="diivan"\/>/);
    expect(renderToString(<LiveSearchIsland id="header-search" placeholder="Otsi" variant="header" />)).not.toContain('value=');
  });
});

describe('client islands against the stores', () => {
  it('notifications list renders the live region and each notice', async () => {
    const { NotificationsView } = await import('../ui/islands/notifications-view');
    const html = renderToString(
      <NotificationsView notifications={[{ id: 'n1', title: 'Hello', type: 'danger', persist: false, timeToLive: 3000 }]} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('notification--danger');
    expect(html).toContain('Hello');
  });

});

describe('Island', () => {
  it('writes name, strategy and JSON props; attribute escaping keeps hostile strings inert', () => {
    const props = { text: '</sf-island><script>alert("x")</script>&amp;', list: [1, null, true] };
    const html = renderToString(
      <Island name="live-search" props={props} hydrate="visible">
        <b>child</b>
      </Island>,
    );
    expect(html).not.toContain('<script>');
    const parsed = serverRender(
      <Island name="live-search" props={props} hydrate="visible">
        <b>child</b>
      </Island>,
    );
    expect(parsed).toEqual({ name: 'live-search', hydrate: 'visible', props, inner: '<b>child</b>' });
  });

  it('defaults to load and empty props', () => {
    expect(serverRender(<Island name="live-search">x</Island>)).toMatchObject({ hydrate: 'load', props: {} });
  });

  it('rejects a name that is not registered (only reachable by casting past its type)', () => {
    expect(() => renderToString(<Island name={'CartButton' as 'live-search'}>x</Island>)).toThrow(/Unknown island "CartButton"/);
  });
});
