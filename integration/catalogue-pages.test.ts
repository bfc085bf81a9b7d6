// Home, category, product and search pages rendered by the storefront worker against the real
// reference backend (seeded catalogue in D1). Expected names, prices and links are read from the
// backend's GraphQL, so the assertions hold whatever the deterministic seed generates.
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, productPath } from '../domain/links';
import { formatMoney } from '../domain/money';
import { CATEGORY_PRODUCTS_QUERY, MAIN_MENU_QUERY, PRODUCT_PAGE_QUERY, type CategoryProductsQuery, type ProductPageConfigurable } from '../graphql/documents';
import { t } from '../ui/i18n/t';
import { backend, heading, html, storefront } from './storefront';

type Card = NonNullable<NonNullable<NonNullable<CategoryProductsQuery['products']>['items']>[number]>;
type Category = { uid: string; name: string; path: string; children: string[] };

let topCategories: Category[];
/** The top-level category with the most products, and the first page of its listing. */
let category: Category;
let listing: NonNullable<CategoryProductsQuery['products']>;
let cards: Card[];

const cardPrice = (card: Card) => formatMoney({ value: card.price_range.minimum_price.final_price.value!, currency: 'EUR' });

beforeAll(async () => {
  const menu = await backend.query(MAIN_MENU_QUERY);
  topCategories = (menu.categories?.items ?? []).flatMap((item) =>
    item?.name && item.url_path && item.include_in_menu
      ? [{ uid: item.uid, name: item.name, path: categoryPath({ url_path: item.url_path, url_suffix: item.url_suffix }), children: (item.children ?? []).flatMap((child) => (child?.name && child.include_in_menu ? [child.name] : [])) }]
      : [],
  );
  const counts = (menu.categories?.items ?? []).map((item) => item?.product_count ?? 0);
  category = topCategories[counts.indexOf(Math.max(...counts))]!;
  const data = await backend.query(CATEGORY_PRODUCTS_QUERY, { filter: { category_uid: { eq: category.uid } }, pageSize: 32 });
  listing = data.products!;
  cards = (listing.items ?? []).filter((item): item is Card => item !== null);
}, 30_000);

describe('home page', () => {
  it('renders the store title, the menu of seeded categories and product cards with links', async () => {
    const { status, body } = await storefront('/');
    expect(status).toBe(200);
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(topCategories.length).toBeGreaterThan(2);
    for (const top of topCategories) expect(body).toContain(`href="${top.path}"`);
    // The mega menu carries the second level too.
    expect(body).toContain(html(topCategories[0]!.children[0]!));
    expect(body).toMatch(/href="\/p\/\d+\/[^"]+\.html"/);
    expect(body).not.toContain(t('We are under maintenance'));
  });
});

describe('category page', () => {
  it('shows the category name, its product count and the first page of its products with prices and links', async () => {
    const { status, body } = await storefront(category.path);
    expect(status).toBe(200);
    expect(heading(body)).toContain(category.name);
    expect(body).toContain(t('{count} products', { count: listing.total_count! }));
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards.slice(0, 8)) {
      expect(body).toContain(html(card.name!));
      expect(body).toContain(`href="${productPath({ id: card.id!, url_key: card.url_key })}"`);
      expect(body).toContain(cardPrice(card));
    }
    expect(body).toContain(`<link rel="canonical" href="http://localhost:8787${category.path}"/>`);
  });

  it('sorts by price ascending when asked, as the backend orders them', async () => {
    const sorted = await backend.query(CATEGORY_PRODUCTS_QUERY, { filter: { category_uid: { eq: category.uid } }, pageSize: 32, sort: { price: 'ASC' } });
    const names = (sorted.products?.items ?? []).map((item) => html(item!.name!));
    const { status, body } = await storefront(`${category.path}?sort=price_asc`);
    expect(status).toBe(200);
    const positions = names.slice(0, 6).map((name) => body.indexOf(name));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const prices = (sorted.products?.items ?? []).map((item) => item!.price_range.minimum_price.final_price.value!);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('lists only the products of a chosen colour filter, with the count the backend reports', async () => {
    const colour = listing.aggregations?.find((aggregation) => aggregation?.attribute_code === 'color')?.options?.find((option) => (option?.count ?? 0) > 0);
    expect(colour).toBeTruthy();
    const filtered = await backend.query(CATEGORY_PRODUCTS_QUERY, { filter: { category_uid: { eq: category.uid }, color: { in: [colour!.value] } }, pageSize: 32 });
    const { status, body } = await storefront(`${category.path}?fcolor=${colour!.value}`);
    expect(status).toBe(200);
    const total = filtered.products!.total_count!;
    expect(total).toBeLessThan(listing.total_count!);
    expect(body).toContain(t('{count} products', { count: total }));
    const inFilter = new Set((filtered.products?.items ?? []).map((item) => item!.id));
    for (const card of cards) {
      const link = `href="${productPath({ id: card.id!, url_key: card.url_key })}"`;
      if (inFilter.has(card.id)) expect(body).toContain(link);
      else expect(body).not.toContain(link);
    }
  });

  it('shows a subcategory with a breadcrumb link back to its parent', async () => {
    const menu = await backend.query(MAIN_MENU_QUERY);
    const parent = menu.categories!.items!.find((item) => item?.uid === category.uid)!;
    const child = parent.children!.find((item) => item?.include_in_menu && (item.product_count ?? 0) > 0)!;
    const { status, body } = await storefront(categoryPath({ url_path: child.url_path!, url_suffix: child.url_suffix }));
    expect(status).toBe(200);
    expect(heading(body)).toContain(child.name);
    const breadcrumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(breadcrumbs).toContain(`href="${category.path}"`);
    expect(breadcrumbs).toContain(html(category.name));
  });

  it('answers an unknown category with the 404 page', async () => {
    const { status, body } = await storefront('/c/no-such-category-anywhere.html');
    expect(status).toBe(404);
    expect(body).toContain(`<title>${html(t('404 - page'))}`);
  });
});

describe('product page', () => {
  let simple: Card;
  let configurable: ProductPageConfigurable;
  let configurablePath: string;

  beforeAll(async () => {
    simple = cards.find((card) => card.__typename === 'SimpleProduct')!;
    const card = cards.find((item) => item.__typename === 'ConfigurableProduct')!;
    const data = await backend.query(PRODUCT_PAGE_QUERY, { urlKey: card.url_key! });
    configurable = data.products!.items![0] as ProductPageConfigurable;
    configurablePath = productPath({ id: card.id!, url_key: card.url_key });
  });

  it('shows a simple product with its name, price, canonical link and Product JSON-LD', async () => {
    expect(simple).toBeTruthy();
    const path = productPath({ id: simple.id!, url_key: simple.url_key });
    const { status, body } = await storefront(path);
    expect(status).toBe(200);
    expect(heading(body)).toBe(simple.name);
    expect(body).toContain(cardPrice(simple));
    expect(body).toContain(`<link rel="canonical" href="http://localhost:8787${path}"/>`);
    expect(body).toContain('"@type":"Product"');
    expect(body).toContain(`"sku":"${simple.sku}"`);
  });

  it('shows a configurable product with every option and value the backend defines', async () => {
    const { status, body } = await storefront(configurablePath);
    expect(status).toBe(200);
    expect(heading(body)).toBe(configurable.name);
    const options = configurable.configurable_options ?? [];
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(body).toContain(html(option!.label!));
      for (const value of option!.values ?? []) expect(body).toContain(html(value!.label!));
    }
    expect(configurable.variants?.length).toBeGreaterThan(1);
  });

  it('gives the purchase island and the wish list heart the breadcrumbs\' category path (GA4 item_category…), from the page\'s own query', async () => {
    const { body } = await storefront(configurablePath);
    const breadcrumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    // Home first, the product last (not a link): the categories are the links between.
    const path = [...breadcrumbs.matchAll(/<a href="[^"]*">([^<]*)<\/a>/g)].map((match) => match[1]!).slice(1);
    expect(path.length).toBeGreaterThan(0);
    const islandProps = /data-island="product-purchase"[^>]*data-island-props="([^"]*)"/.exec(body)?.[1] ?? '';
    const props = JSON.parse(islandProps.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as { product: { categories: string[] } };
    expect(props.product.categories.map(html)).toEqual(path);
    const heart = /<button[^>]*data-wishlist-toggle="[^"]*"[^>]*>/.exec(body)?.[0] ?? '';
    expect(heart).toContain(`data-categories="${html(JSON.stringify(props.product.categories))}"`);
  });

  it('serves the product image through the storefront\'s own /media path', async () => {
    const image = new URL(simple.small_image!.url!);
    const { status, response, body } = await storefront(image.pathname);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(body).toContain('<svg');
  });

  it('answers an unknown product with the 404 page', async () => {
    const { status, body } = await storefront('/p/999999/no-such-product.html');
    expect(status).toBe(404);
    expect(body).toContain(`<title>${html(t('404 - page'))}`);
  });
});

describe('search page', () => {
  it('finds a seeded product by a word of its name and links to it', async () => {
    const card = cards[0]!;
    const word = card.name!.split(/\s+/).find((part) => part.length >= 4)!;
    const { status, body } = await storefront(`/search?term=${encodeURIComponent(word)}`);
    expect(status).toBe(200);
    expect(heading(body)).toBe(t('Search results for "{term}"', { term: word }));
    expect(body).toMatch(new RegExp(`href="/p/\\d+/[^"]+\\.html"`));
    expect(body.toLowerCase()).toContain(html(word.toLowerCase()));
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('tells the shopper when nothing matches, without an error', async () => {
    const { status, body } = await storefront('/search?term=qqqzzzxxx');
    expect(status).toBe(200);
    expect(body).not.toMatch(/href="\/p\/\d+\//);
    expect(body).not.toContain(t('We are under maintenance'));
  });
});
