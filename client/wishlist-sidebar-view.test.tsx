import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addsFromSidebar, type WishlistItemView, WishlistSidebarView, type WishlistSidebarViewProps } from '../ui/islands/wishlist-sidebar-view';
import { signedIn } from './wishlist-button';

const price = (final: number, regular = final) => ({ regular_price: { value: regular, currency: 'EUR' }, final_price: { value: final, currency: 'EUR' } });
const item = (overrides: Partial<WishlistItemView> & { id: string; name: string }): WishlistItemView => ({
  typename: 'SimpleProduct',
  path: `/p/1/${overrides.id}.html`,
  product: { name: overrides.name, sku: `SKU-${overrides.id}`, stock_status: 'IN_STOCK', small_image: { url: '/media/catalog/product/x.svg' }, price_range: { minimum_price: price(209) } },
  options: [],
  variant: null,
  ...overrides,
});

const ARMCHAIR = item({ id: '11', name: 'Tugitool Kaisa' });
const SOFA_HALL = item({
  id: '12',
  name: 'Diivan Toompea',
  typename: 'ConfigurableProduct',
  options: [{ label: 'Värv', value: 'Hall' }],
  variant: { image: '/media/catalog/product/hall.svg', price: price(623.99, 779.99) },
});
const SOFA_BARE = item({ id: '13', name: 'Diivan Haab', typename: 'ConfigurableProduct' });

const noop = () => {};
const render = (overrides: Partial<WishlistSidebarViewProps> = {}) =>
  renderToString(<WishlistSidebarView items={[ARMCHAIR, SOFA_HALL, SOFA_BARE]} status="ready" busy={{}} view="list" onView={noop} onAddToCart={noop} onRemove={noop} {...overrides} />);

describe('wish list sidebar view', () => {
  it('lists each item with its link, image, price (the variant’s when chosen), variant and remove', () => {
    const html = render();
    expect(html).toContain('<a href="/p/1/11.html" class="wishlist-item__name">Tugitool Kaisa</a>');
    expect(html).toContain('Värv: Hall');
    expect(html).toMatch(/623,99\s€/);
    expect(html).toMatch(/779,99\s€/);
    expect(html).toContain('/_ipx/w_170,h_170/media/catalog/product/hall.svg');
    expect(html).toContain('aria-label="Eemalda Tugitool Kaisa soovinimekirjast"');
    expect(html).toContain('data-view="list"');
  });

  it('adds to the cart what it can; a configurable without its variant links to its page in the wishlist query mode', () => {
    const html = render();
    expect(html.match(/Lisa ostukorvi/g)).toHaveLength(2);
    expect(html).toContain('href="/p/1/13.html?wishlist=13"');
  });

  it('marks the pressed view and busy items', () => {
    const html = render({ view: 'grid', busy: { '11': 'cart' } });
    expect(html).toContain('data-view="grid"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>[\s\S]*?Ruudustik/);
    expect(html).toMatch(/<li class="wishlist-item" aria-busy="true">/);
  });

  it('shows the empty state, the loading text and the error as the status says', () => {
    expect(render({ items: [] })).toContain('Sinu soovinimekiri on tühi');
    expect(render({ items: null, status: 'loading' })).toContain('Laadin soovinimekirja…');
    expect(render({ items: null, status: 'error' })).toContain('role="alert"');
  });
});

describe('addsFromSidebar', () => {
  it.each([
    ['SimpleProduct', null, true],
    ['VirtualProduct', null, true],
    ['ConfigurableProduct', SOFA_HALL.variant, true],
    ['ConfigurableProduct', null, false],
    ['GiftCardProduct', null, false],
    ['BundleProduct', null, false],
    ['GroupedProduct', null, false],
  ] as const)('%s (variant %#) → %s', (typename, variant, expected) => {
    expect(addsFromSidebar({ typename, variant })).toBe(expected);
  });
});

describe('wish list button: a signed-in shopper is one with a vsf-customer token', () => {
  it.each([
    ['vsf-customer=abc', true],
    ['vsf-store=default; vsf-customer=abc.def', true],
    ['vsf-customer=', false],
    ['other-vsf-customer=abc', false],
    ['', false],
  ])('%j → %s', (cookies, expected) => {
    expect(signedIn(cookies)).toBe(expected);
  });
});

describe('the wish list chunk finds the sidebar by the names the layout writes', () => {
  it('sidebar id and root marker', async () => {
    const markers = await import('../ui/header/wishlist-markers');
    const chunk = await import('./wishlist-sidebar');
    expect(chunk.SIDEBAR_ID).toBe(markers.WISHLIST_SIDEBAR_ID);
    expect(chunk.SIDEBAR_ROOT_SELECTOR).toBe(`[${markers.WISHLIST_SIDEBAR_ROOT_ATTRIBUTE}]`);
  });
});
