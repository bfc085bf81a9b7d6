import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssemblyProductsIsland } from '../ui/islands/assembly-products';
import { LiveSearchIsland } from '../ui/islands/live-search';
import { ProductGalleryIsland } from '../ui/islands/product-gallery';
import { ProductPurchaseIsland } from '../ui/islands/product-purchase';
import { RecentlyViewedIsland } from '../ui/islands/recently-viewed';
import { ReviewFormIsland } from '../ui/islands/review-form';
import { AssemblyProductsList } from '../ui/islands/assembly-products-list';
import { AssemblyProductsView } from '../ui/islands/assembly-products-view';
import { ListingViewToggle } from '../ui/listing/listing-view-toggle';
import { LiveSearchOptions, optionId } from '../ui/islands/live-search-options';
import { INITIAL_LIVE_SEARCH_STATE, LiveSearchView } from '../ui/islands/live-search-view';
import { galleryImages, ProductGalleryView } from '../ui/islands/product-gallery-view';
import { ProductPurchaseView } from '../ui/islands/product-purchase-view';
import { ReviewFormFields } from '../ui/islands/review-form-fields';
import { ReviewFormView } from '../ui/islands/review-form-view';
import { StoreStockTable } from '../ui/islands/store-stock-view';
import { ISLAND_LOADERS } from './island-loaders';
import { CONFIGURABLE, GALLERY, RATINGS, SIMPLE } from './test/catalogue-fixtures';

/**
 * What `<SearchForm id="header-search" placeholder="Otsi" />` rendered (commit 99da9c6), the no-JS form, with a
 * search input (storefront.md §2 "search input type"; issue 17 item 10: it was a text input).
 */
const PLAIN_SEARCH_FORM =
  '<form role="search" class="search-form" action="/search" method="get"><label for="header-search" class="visually-hidden">Otsi</label>' +
  '<input id="header-search" type="search" placeholder="Otsi" autoComplete="off" maxLength="200" name="term"/>' +
  '<button type="submit" class="search-form__submit"><span class="visually-hidden">Otsi</span><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">' +
  '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"></circle>' +
  '<path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button></form>';

const html = (element: ReactElement) => renderToString(element).replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
const variant = (sku: string) => CONFIGURABLE.variants.find((v) => v.sku === sku)!;

describe('no inline styles (CSP: style-src has no unsafe-inline)', () => {
  it.each<[string, ReactElement]>([
    ['live search', <LiveSearchIsland id="s" placeholder="p" variant="header" />],
    ['purchase', <ProductPurchaseIsland product={CONFIGURABLE} />],
    ['gallery', <ProductGalleryIsland {...GALLERY} />],
    ['purchase with a variant and its store table', <ProductPurchaseView product={CONFIGURABLE} selection={{ color: 1, size: 10 }} variant={variant('SOFA-1-GREY-2')} />],
    ['review form', <ReviewFormFields sku="S" formId="review-S" labelledBy="review-S-toggle" ratings={RATINGS} chosen={{ 'MQ==': 'q3' }} errors={null} sending={false} />],
    ['listing view', <ListingViewToggle targetId="grid" />],
    ['assembly', <AssemblyProductsIsland sku="S" />],
  ])('%s', (_name, element) => {
    expect(html(element)).not.toMatch(/\sstyle=/);
  });
});

describe('live search', () => {
  it('renders, before hydration, the plain GET search form (the former ui/search/search-form.tsx) plus the listbox attributes', () => {
    const island = html(<LiveSearchIsland id="header-search" placeholder="Otsi" variant="header" />);
    const form = /<form[\s\S]*<\/form>/.exec(island)![0]
      .replace(/ aria-(autocomplete|controls)="[^"]*"/g, '');
    expect(form).toBe(PLAIN_SEARCH_FORM);
    // ARIA in HTML allows neither on a search input (the Nu HTML checker refuses them).
    expect(island).not.toMatch(/role="combobox"|aria-expanded/);
    expect(island).toContain('aria-controls="header-search-listbox"');
    expect(island).toMatch(/<div class="live-search__panel" hidden=""><ul id="header-search-listbox" role="listbox"/);
    expect(island).toContain('role="status"');
  });

  it('both variants hydrate on interaction (no React at load); neither folds into a toggle (no shift on hydration)', () => {
    const header = html(<LiveSearchIsland id="a" placeholder="p" variant="header" />);
    const page = html(<LiveSearchIsland id="b" placeholder="p" variant="page" />);
    expect(header).toContain('data-hydrate="interaction"');
    expect(page).toContain('data-hydrate="interaction"');
    expect(header + page).not.toMatch(/<button type="button"/);
  });

  it('an expanded list with an active option points aria-activedescendant at it', () => {
    const record = { id: '1', sku: 'S', name: 'Tool', url: '/p/1/tool.html', image: null, price: 100, salePrice: 80, currency: 'EUR', inStock: true };
    const options = [{ kind: 'product' as const, record, href: record.url }];
    const out = html(
      <LiveSearchView
        id="q"
        placeholder="p"
        variant="page"
        {...INITIAL_LIVE_SEARCH_STATE}
        expanded
        optionCount={1}
        optionsKind="product"
        activeOptionId={optionId('q', 0)}
        options={<LiveSearchOptions id="q" options={options} activeIndex={0} />}
      />,
    );
    expect(out).not.toContain('aria-expanded'); // not allowed on a search input: the open panel and the active option tell
    expect(out).toContain('aria-activedescendant="q-option-0"');
    expect(out).toMatch(/<li role="none"[^>]*><a href="\/p\/1\/tool.html" tabindex="-1" id="q-option-0" role="option" aria-selected="true"/i);
    expect(out).toContain('80,00\u00a0€');
    expect(out).toContain('<s class="price price--regular">');
    expect(out).not.toMatch(/class="live-search__panel" hidden/);
  });

  it('popular terms link to the search page', () => {
    const out = html(<ul>{LiveSearchOptions({ id: 'q', options: [{ kind: 'term', term: 'diivan', href: '/search?term=diivan' }], activeIndex: -1 })}</ul>);
    expect(out).toContain('href="/search?term=diivan"');
    expect(out).toContain('aria-selected="false"');
  });
});

describe('product purchase', () => {
  const purchase = (overrides: Partial<Parameters<typeof ProductPurchaseView>[0]> = {}) =>
    html(<ProductPurchaseView product={CONFIGURABLE} selection={{}} variant={null} {...overrides} />);

  it('shows the final price with the regular struck through, tiers, installments, options as radio groups', () => {
    const out = purchase();
    expect(out).toMatch(/<span class="price price--special">899,00.€<\/span><s class="price price--regular">/);
    expect(out).toContain('Osta 2 tk hinnaga 850,00\u00a0€ tükk ja säästa 5%');
    expect(out).toContain('Järelmaks alates 90,00\u00a0€ kuus');
    expect(out).toContain('6 kuud, 1%: 151,33\u00a0€ kuus');
    expect(out.match(/<fieldset class="product-option">/g)).toHaveLength(2);
    expect(out.match(/type="radio"/g)).toHaveLength(4);
    expect(out).toContain('<rect width="45" height="45" rx="4" fill="#808080">');
    expect(out).toContain('/_ipx/w_45,h_45/media/swatch/blue.png');
    expect(out).toContain('Tarneaeg<!-- -->: <!-- -->2-3 nädalat');
  });

  it('renders the add-to-cart form with its button disabled until the island can act, and none for what is out of stock', () => {
    const out = purchase({ selection: { color: 2, size: 10 }, variant: variant('SOFA-1-BLUE-2') });
    expect(out).toContain('<form class="add-to-cart" noValidate="">');
    expect(out).toContain('<input class="add-to-cart__quantity" aria-label="Kogus" inputMode="numeric" name="quantity" value="1"/>');
    expect(out).toContain('<button type="submit" class="button button--primary" disabled="" data-awaits-script="">Lisa ostukorvi</button>');
    expect(out).not.toContain('name="amount"');
    const ready = purchase({ selection: { color: 2, size: 10 }, variant: variant('SOFA-1-BLUE-2'), addToCart: { ready: true, busy: false, error: 'Palun vali toote valikud', onSubmit: () => {} } });
    expect(ready).toContain('<button type="submit" class="button button--primary">Lisa ostukorvi</button>');
    expect(ready).toContain('<p class="add-to-cart__error" role="alert">Palun vali toote valikud</p>');
    const soldOut = purchase({ selection: { color: 1, size: 20 }, variant: variant('SOFA-1-GREY-3') });
    expect(soldOut).not.toContain('<form');
    expect(html(<ProductPurchaseIsland product={SIMPLE} />)).not.toContain('<form');
  });

  it('asks a gift card for its amount', () => {
    const out = html(<ProductPurchaseView product={{ ...SIMPLE, typename: 'GiftCardProduct', giftCardVirtual: true, stockStatus: 'IN_STOCK' }} selection={{}} variant={null} />);
    expect(out).toContain('<label class="add-to-cart__field">Kinkekaardi summa (€)<input inputMode="decimal" autoComplete="off" name="amount"/></label>');
  });

  it('follows the selected variant: price, stock and store table by the stock rule, delivery; disables impossible values', () => {
    const out = purchase({ selection: { color: 1, size: 10 }, variant: variant('SOFA-1-GREY-2') });
    // pea 1 + showroom 2 − 1: 2 available, as only_x_left says.
    expect(out).toContain('<span class="stock stock--in">Laos</span><span class="stock stock--low">Alles ainult 2 tk</span>');
    expect(out).toContain('müük ainult laoseisust');
    expect(out).toContain('Värv<!-- -->: Hall</legend>');
    expect(out).toMatch(/<th scope="row">Pealadu<\/th><td class="store-stock__qty store-stock__qty--in-stock">1 tk<\/td>/);
    expect(out).toMatch(/<th scope="row">Müügisaal<\/th><td class="store-stock__qty store-stock__qty--in-stock">1 tk<\/td>/);
    const blue = purchase({ selection: { color: 2 }, variant: null });
    expect(blue).toContain('disabled="" name="purchase-SOFA-1-size" value="20"');
    expect(blue).not.toContain('disabled="" name="purchase-SOFA-1-size" value="10"');
    const outOfStock = purchase({ selection: { color: 1, size: 20 }, variant: variant('SOFA-1-GREY-3') });
    expect(outOfStock).toContain('<span class="stock stock--out">Laost otsas</span>');
    expect(outOfStock).not.toContain('price--special');
  });

  it('a made-to-order item shows its delivery time, never "in stock"', () => {
    const madeToOrder = { ...SIMPLE, stockStatus: 'IN_STOCK' as const, tarneaeg: '6-8 nädalat', sources: [{ source_code: 'pea', source_name: 'Pealadu', status: true, qty: 0 }] };
    const out = html(<ProductPurchaseIsland product={madeToOrder} />);
    expect(out).toContain('<span class="stock stock--order">Tellimisel</span>');
    expect(out).toContain('Tarneaeg<!-- -->: <!-- -->6-8 nädalat');
    expect(out).not.toContain('Laos<');
  });

  it('a cheap simple product has no installment hint and no options, and is an island too (add to cart)', () => {
    const out = html(<ProductPurchaseIsland product={SIMPLE} />);
    expect(out).not.toContain('product-purchase__installment');
    expect(out).not.toContain('fieldset');
    expect(out).toContain('Laost otsas');
    expect(out).toContain('data-island="product-purchase" data-hydrate="interaction"');
    expect(html(<ProductPurchaseIsland product={CONFIGURABLE} />)).toContain('data-island="product-purchase" data-hydrate="interaction"');
  });
});

describe('gallery and store stock', () => {
  const images = GALLERY.images;

  it('gallery: main image 1080×1340 eager and high priority, 100 px thumbnail buttons, disabled until hydrated', () => {
    const out = html(<ProductGalleryView name="Diivan" images={images} mainUrl={images[1]!.url} />);
    expect(out).toMatch(/<img class="image-frame__image" src="\/_ipx\/w_1080,h_1340\/media\/catalog\/product\/b.svg"[^>]*alt="Diivan"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(out).toMatch(/<button type="button" class="product-gallery__thumb" aria-current="true" aria-label="Näita pilti 2\/2" disabled="" data-awaits-script="">/);
    expect(out).toContain('/_ipx/w_100,h_100/media/catalog/product/a.svg');
  });

  it("gallery: a selected variant's own images replace the large image and the thumbnails", () => {
    expect(galleryImages(GALLERY, null, null)).toEqual({ images: GALLERY.images, mainUrl: GALLERY.images[0]!.url });
    const blue = galleryImages(GALLERY, 'SOFA-1-BLUE-2', null);
    expect(blue).toEqual({ images: GALLERY.variantImages['SOFA-1-BLUE-2'], mainUrl: 'https://backend.test/media/catalog/product/blue-1.svg' });
    const out = html(<ProductGalleryView name="Diivan" {...blue} />);
    expect(out.match(/class="product-gallery__thumb"/g)).toHaveLength(3);
    expect(out).toContain('/_ipx/w_100,h_100/media/catalog/product/blue-3.svg');
    expect(out).not.toContain('/media/catalog/product/a.svg');
    // A picked thumbnail of another variant (or of the product) does not carry over.
    expect(galleryImages(GALLERY, 'SOFA-1-BLUE-2', GALLERY.images[1]!.url).mainUrl).toBe('https://backend.test/media/catalog/product/blue-1.svg');
    expect(galleryImages(GALLERY, 'SOFA-1-BLUE-2', 'https://backend.test/media/catalog/product/blue-3.svg').mainUrl).toBe('https://backend.test/media/catalog/product/blue-3.svg');
    // A variant without images of its own keeps the product's.
    expect(galleryImages(GALLERY, 'SOFA-1-GREY-2', null).images).toBe(GALLERY.images);
  });

  it('gallery stays plain HTML (no island, no JavaScript) when nothing can change it', () => {
    expect(html(<ProductGalleryIsland {...GALLERY} images={images.slice(0, 1)} variantImages={{}} />)).not.toContain('<sf-island');
    expect(html(<ProductGalleryIsland {...GALLERY} variantImages={{}} />)).toContain('data-island="product-gallery"');
  });

  it('store stock shows the showroom with qty − 1, in configured order; nothing without per-store data', () => {
    const out = html(<StoreStockTable sources={variant('SOFA-1-GREY-2').sources} titleId="t" />);
    expect(out).toMatch(/<th scope="row">Pealadu<\/th><td class="store-stock__qty store-stock__qty--in-stock">1 tk<\/td>[\s\S]*<th scope="row">Müügisaal<\/th>/);
    expect(html(<StoreStockTable sources={[]} titleId="t" />)).toBe('');
  });
});

describe('review form, assembly, listing view, recently viewed', () => {
  it('review form: on the server only the "Write a review" disclosure button (disabled until hydrated), controlling an empty hidden region', () => {
    const island = html(<ReviewFormIsland sku="SOFA-1" ratings={RATINGS} />);
    expect(island).toContain('data-hydrate="interaction"');
    expect(island).toContain('<h3 class="review-form__title"><button type="button" id="review-SOFA-1-toggle" class="button review-form__toggle" aria-expanded="false" aria-controls="review-SOFA-1" disabled="" data-awaits-script="">Kirjuta arvustus</button></h3>');
    expect(island).toContain('<div id="review-SOFA-1" hidden=""></div>');
    expect(island).not.toContain('<form');
    const open = html(<ReviewFormView sku="SOFA-1" expanded form={<form />} onToggle={() => {}} />);
    expect(open).toContain('aria-expanded="true"');
    expect(open).not.toContain('disabled');
    expect(open).toContain('<div id="review-SOFA-1"><form></form></div>');
  });

  it('review form: labelled fields, a radio group of stars per dimension, errors linked by aria-describedby', () => {
    const clean = html(<ReviewFormFields sku="SOFA-1" formId="review-SOFA-1" labelledBy="review-SOFA-1-toggle" ratings={RATINGS} chosen={{}} errors={null} sending={false} />);
    expect(clean).toContain('aria-labelledby="review-SOFA-1-toggle"');
    expect(clean.match(/<fieldset class="review-form__rating">/g)).toHaveLength(2);
    expect(clean).toContain('<legend>Kvaliteet</legend>');
    expect(clean).toContain('Hinne 5/5');
    expect(clean).toContain('<label for="review-SOFA-1-nickname">Nimi</label>');
    expect(clean).not.toContain('aria-invalid');
    const withErrors = html(
      <ReviewFormFields
        sku="SOFA-1"
        formId="review-SOFA-1"
        labelledBy="review-SOFA-1-toggle"
        ratings={RATINGS}
        chosen={{ 'MQ==': 'q4' }}
        sending={false}
        errors={{ fields: { nickname: { message: 'Please fill this field to continue' } }, ratings: { 'Mg==': { message: 'Please select a rating' } } }}
      />,
    );
    expect(withErrors).toContain('id="review-SOFA-1-nickname" required="" maxLength="100" aria-invalid="true" aria-describedby="review-SOFA-1-nickname-error" name="nickname"');
    expect(withErrors).toContain('<p id="review-SOFA-1-nickname-error" class="field-error">Jätkamiseks täida see väli</p>');
    expect(withErrors).toContain('aria-describedby="review-SOFA-1-rating-Mg__-error"');
    expect(withErrors).toContain('Palun vali hinnang');
    expect(withErrors.match(/star-rating__star--on/g)).toHaveLength(4);
  });

  it('assembly: a toggle button (disabled until hydrated, on interaction) controlling the (hidden until loaded) list', () => {
    const island = html(<AssemblyProductsIsland sku="SOFA-1" />);
    expect(island).toContain('data-hydrate="interaction"');
    expect(island).toMatch(/<button [^>]*aria-expanded="false" aria-controls="assembly-SOFA-1" disabled="" data-awaits-script="">/);
    const item = { uid: 'u1', sku: 'A-1', name: 'Kokkupanek', price_range: { minimum_price: { final_price: { value: 49, currency: 'EUR' as const }, regular_price: { value: 49, currency: 'EUR' as const } }, maximum_price: null } };
    const out = html(<AssemblyProductsView sku="SOFA-1" list={<AssemblyProductsList items={[item]} />} expanded loading={false} />);
    expect(out).toContain('aria-expanded="true"');
    expect(out).toContain('Kokkupanek');
    expect(out).toContain('49,00\u00a0€');
    expect(out).not.toContain('hidden');
  });

  it('listing view: two toggle buttons, grid pressed, each naming its view for the glue', () => {
    expect(html(<ListingViewToggle targetId="product-grid" />)).toMatch(
      /aria-pressed="true" aria-controls="product-grid" data-listing-view="grid"[\s\S]*aria-pressed="false" aria-controls="product-grid" data-listing-view="list"/,
    );
  });

  it('recently viewed: an empty, hidden shell on the server', () => {
    expect(html(<RecentlyViewedIsland currentSku="SOFA-1" />)).toMatch(/><section class="recently-viewed" hidden=""><\/section><\/sf-island>$/);
  });
});

describe('props schemas', () => {
  it('reject what the server must never send', async () => {
    const purchase = (await ISLAND_LOADERS['product-purchase']()).propsSchema;
    expect(purchase.safeParse({ product: { ...CONFIGURABLE, stockStatus: 'MAYBE' } }).success).toBe(false);
    expect(purchase.safeParse({ product: { ...CONFIGURABLE, variants: [{ ...CONFIGURABLE.variants[0], attributes: { color: 'red' } }] } }).success).toBe(false);
    expect(purchase.safeParse({ product: { ...CONFIGURABLE, sources: [{ source_code: 'pea', source_name: null, status: 'yes', qty: 1 }] } }).success).toBe(false);
    const gallery = (await ISLAND_LOADERS['product-gallery']()).propsSchema;
    expect(gallery.safeParse({ ...GALLERY, variantImages: { x: 'https://b.test/a.svg' } }).success).toBe(false);
    expect(gallery.safeParse(GALLERY).success).toBe(true);
    const search = (await ISLAND_LOADERS['live-search']()).propsSchema;
    expect(search.safeParse({ id: 'a', placeholder: 'p', variant: 'footer' }).success).toBe(false);
  });
});
