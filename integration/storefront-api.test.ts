// The storefront's JSON endpoints and SEO files against the real reference backend: live search,
// the middleware API (a read and the reviews write), sitemaps.
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, productPath } from '../domain/links';
import { CATEGORY_PRODUCTS_QUERY, MAIN_MENU_QUERY, PRODUCT_REVIEWS_QUERY, REVIEW_RATINGS_METADATA_QUERY, type CategoryProductsQuery } from '../graphql/documents';
import { ORIGIN, backend, html, storefront } from './storefront';

type Card = NonNullable<NonNullable<NonNullable<CategoryProductsQuery['products']>['items']>[number]>;

/** A same-origin JSON POST, as the islands send it. */
const postJson = (path: string, body: unknown) =>
  storefront(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });

let cards: Card[];

beforeAll(async () => {
  const data = await backend.query(CATEGORY_PRODUCTS_QUERY, { filter: { price: { from: '0' } }, pageSize: 20, sort: { name: 'ASC' } });
  cards = (data.products?.items ?? []).filter((item): item is Card => item !== null);
}, 30_000);

describe('live search API', () => {
  it('answers a Klevu search for a seeded product name with that product among the records', async () => {
    const card = cards[0]!;
    const { status, body } = await postJson('/klevu-api/search', {
      recordQueries: [{ id: 'productSearch', typeOfRequest: 'SEARCH', settings: { query: { term: card.name! }, limit: 10 } }],
    });
    expect(status).toBe(200);
    const reply = JSON.parse(body) as { queryResults: Array<{ id: string; meta: { totalResultsFound: number }; records: Array<{ sku: string; name: string }> }> };
    const result = reply.queryResults.find((query) => query.id === 'productSearch')!;
    expect(result.meta.totalResultsFound).toBeGreaterThan(0);
    expect(result.records.map((record) => record.sku)).toContain(card.sku);
  });

  it('rejects a malformed search request with 400 and a message', async () => {
    const { status, body } = await postJson('/klevu-api/search', { recordQueries: [] });
    expect(status).toBe(400);
    expect(JSON.parse(body).error.message).toMatch(/Invalid search request/);
  });
});

describe('middleware API', () => {
  it('productsBySku returns the seeded cards in the order asked, leaving unknown SKUs out', async () => {
    const skus = [cards[2]!.sku!, 'NO-SUCH-SKU', cards[0]!.sku!];
    const { status, body } = await postJson('/api/magento/productsBySku', [skus]);
    expect(status).toBe(200);
    const items = (JSON.parse(body) as { data: { items: Array<{ sku: string; name: string }> } }).data.items;
    expect(items.map((item) => item.sku)).toEqual([cards[2]!.sku, cards[0]!.sku]);
    expect(items[0]!.name).toBe(cards[2]!.name);
  });

  it('createProductReview stores the review as pending; once the back office approves it, the product page lists it', async () => {
    const card = cards[5]!;
    const metadata = await backend.query(REVIEW_RATINGS_METADATA_QUERY);
    const ratings = metadata.productReviewRatingsMetadata.items.map((rating) => ({ id: rating.id, value_id: rating.values.at(-1)!.value_id }));
    const summary = `Integratsioonitest ${Date.now()}`;
    const { status, body } = await postJson('/api/magento/createProductReview', [{ sku: card.sku!, nickname: 'Mari', summary, text: 'Tugev ja mugav.', ratings }]);
    expect(status).toBe(200);
    expect(JSON.parse(body).data.review).toMatchObject({ nickname: 'Mari', summary, average_rating: 100 });
    const reviewsOfCard = async () => (await backend.query(PRODUCT_REVIEWS_QUERY, { filter: { sku: { eq: card.sku! } }, pageSize: 50 })).products?.items?.[0]?.reviews.items.map((review) => review?.summary);
    // Pending, as in a default Magento: not listed yet.
    expect(await reviewsOfCard()).not.toContain(summary);

    // The back office's moderation, through the development proxy.
    const pending = JSON.parse((await storefront('/__dev/backend/reviews')).body) as Array<{ id: number; summary: string }>;
    const review = pending.find((row) => row.summary === summary)!;
    const approved = await storefront(`/__dev/backend/reviews/${review.id}/approve`, { method: 'POST', headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } });
    expect(approved.status).toBe(200);
    expect(await reviewsOfCard()).toContain(summary);
    const page = await storefront(productPath({ id: card.id!, url_key: card.url_key }));
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(summary));
  });
});

describe('SEO files', () => {
  it('the sitemap index lists the category and product sitemaps on the public origin', async () => {
    const { status, body, response } = await storefront('/sitemap.xml');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(body).toContain(`<loc>${ORIGIN}/sitemap-categories.xml</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/sitemap-products-1.xml</loc>`);
  });

  it('the category sitemap lists the seeded top-level categories', async () => {
    const menu = await backend.query(MAIN_MENU_QUERY);
    const { status, body } = await storefront('/sitemap-categories.xml');
    expect(status).toBe(200);
    for (const item of menu.categories?.items ?? []) {
      if (item?.include_in_menu && item.url_path) expect(body).toContain(`<loc>${ORIGIN}${categoryPath({ url_path: item.url_path, url_suffix: item.url_suffix })}</loc>`);
    }
  });

  it('the first product sitemap lists seeded product pages', async () => {
    const { status, body } = await storefront('/sitemap-products-1.xml');
    expect(status).toBe(200);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => /^http:\/\/localhost:8787\/p\/\d+\/[^/]+\.html$/.test(loc))).toBe(true);
  });
});
