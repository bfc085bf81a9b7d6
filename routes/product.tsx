import { z } from 'zod';
import { isYes } from '../domain/yes-no';
import { mediaPath } from '../domain/image-url';
import { categoryPath, productPath } from '../domain/links';
import { productStock, type StockState } from '../domain/stock';
import { CacheLong, CacheShort } from '../graphql/client';
import {
  PRODUCT_PAGE_QUERY,
  PRODUCT_REVIEWS_QUERY,
  RELATED_PRODUCTS_QUERY,
  ROUTE_QUERY,
  REVIEW_RATINGS_METADATA_QUERY,
  type ProductPageProduct,
  type StoreAvailability,
} from '../graphql/documents';
import { ProductPage, type LinkedProducts, type ProductPageView, type ReviewsView } from '../ui/product/product-page';
import { productCards } from './product-cards';
import { ancestorCrumbs } from './breadcrumbs';
import { page, type LoaderArgs, type RouteModule, type RouteOutcome } from './route-module';
import { EntityIdSchema, SlugSegmentSchema } from './route-params';
import { htmlToText, sanitizeHtml } from './sanitize-html';

const ParamsSchema = z.object({ id: EntityIdSchema, slug: SlugSegmentSchema.optional() });

/** Reviews shown on the product page (first page). */
const REVIEWS_PAGE_SIZE = 10;

const stockSources = (list: ReadonlyArray<StoreAvailability | null> | null | undefined) =>
  (list ?? []).flatMap((source) =>
    source?.source_code ? [{ source_code: source.source_code, source_name: source.source_name, status: source.status, qty: source.qty }] : [],
  );

/** `media_gallery` in position order, disabled and url-less entries left out. */
const galleryOf = (list: ReadonlyArray<{ url: string | null; label: string | null; position: number | null; disabled?: boolean | null } | null> | null | undefined) =>
  [...(list ?? [])]
    .filter((image) => !image?.disabled && mediaPath(image?.url))
    .sort((a, b) => (a!.position ?? 0) - (b!.position ?? 0))
    // Our own `/media/...` paths (island props are in the HTML): the backend's host never
    // reaches the page.
    .map((image) => ({ url: mediaPath(image!.url)!, label: image!.label }));

/** schema.org availability of what the page says (domain/stock.ts `productStock`). */
const SCHEMA_AVAILABILITY: Record<StockState, string> = {
  'in-stock': 'https://schema.org/InStock',
  backorder: 'https://schema.org/BackOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

const price = (range: { minimum_price: { final_price: { value: number | null; currency: string | null }; regular_price: { value: number | null } } }) => ({
  final: range.minimum_price.final_price.value ?? 0,
  regular: range.minimum_price.regular_price.value ?? range.minimum_price.final_price.value ?? 0,
  currency: range.minimum_price.final_price.currency ?? 'EUR',
});

/** Deferred: the first page of reviews with the rating breakdown; `null` on failure (page degraded). */
function loadReviews({ commerce, markDegraded }: LoaderArgs, urlKey: string): Promise<ReviewsView | null> {
  return commerce
    .query(PRODUCT_REVIEWS_QUERY, { filter: { url_key: { eq: urlKey } }, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 }, { cache: CacheShort })
    .then((data) => {
      const product = data.products?.items?.[0];
      if (!product) return null;
      const items = product.reviews.items.filter((item) => item !== null);
      const byName = new Map<string, number[]>();
      for (const item of items) {
        for (const rating of item.ratings_breakdown) byName.set(rating.name, [...(byName.get(rating.name) ?? []), Number(rating.value)]);
      }
      return {
        count: product.review_count,
        summary: product.rating_summary,
        breakdown: [...byName].map(([name, values]) => ({ name, average: values.reduce((a, b) => a + b, 0) / values.length })),
        items: items.map((item) => ({
          nickname: item.nickname,
          summary: item.summary,
          text: item.text,
          createdAt: item.created_at.replace(' ', 'T'),
          averageRating: item.average_rating / 20,
        })),
      };
    })
    .catch(() => {
      markDegraded();
      return null;
    });
}

/** Deferred: related and upsell products; `null` on failure (the sections are skipped, the page degraded). */
function loadLinked({ commerce, markDegraded }: LoaderArgs, urlKey: string): Promise<LinkedProducts | null> {
  return commerce
    .query(RELATED_PRODUCTS_QUERY, { filter: { url_key: { eq: urlKey } } }, { cache: CacheShort })
    .then((data) => {
      const product = data.products?.items?.[0];
      return product ? { related: productCards(product.related_products), upsell: productCards(product.upsell_products) } : null;
    })
    .catch(() => {
      markDegraded();
      return null;
    });
}

/** Deferred: the rating dimensions of the review form; `null` hides the form (page degraded on failure). */
function loadRatings({ commerce, markDegraded }: LoaderArgs) {
  return commerce
    .query(REVIEW_RATINGS_METADATA_QUERY, {}, { cache: CacheLong })
    .then((data) => data.productReviewRatingsMetadata.items)
    .catch(() => {
      markDegraded();
      return null;
    });
}

/** The deepest category of the product, for breadcrumbs (ancestors, category, product). */
function breadcrumbs(product: ProductPageProduct) {
  const deepest = [...(product.categories ?? [])]
    .filter((category) => category !== null && category.url_path)
    .sort((a, b) => (b!.level ?? 0) - (a!.level ?? 0))[0];
  if (!deepest) return [];
  const suffix = deepest.url_suffix ?? null;
  return [
    ...ancestorCrumbs(deepest.breadcrumbs, suffix),
    { name: deepest.name ?? '', href: categoryPath({ url_path: deepest.url_path ?? '', url_suffix: suffix }) },
  ];
}

/** An image for JSON-LD: our own `/media/...` URL on the public origin, never the backend's host. */
function publicMediaUrl(url: string, origin: string): string | null {
  const path = mediaPath(url);
  return path ? `${origin}${path}` : null;
}

async function productView(product: ProductPageProduct & { sku: string; name: string }, canonical: string, origin: string): Promise<ProductPageView> {
  const variants = product.__typename === 'ConfigurableProduct' ? (product.variants ?? []).filter((variant) => variant?.product?.sku) : [];
  const images = galleryOf(product.media_gallery);
  const smallImage = mediaPath(product.small_image?.url);
  if (!images.length && smallImage) images.push({ url: smallImage, label: product.small_image?.label ?? null });
  const jsonLdImages = images.flatMap((image) => publicMediaUrl(image.url, origin) ?? []);
  const ownSources = stockSources(product.availability_in_stores);
  const offerPrice = price(product.price_range);
  const [descriptionHtml, shortDescriptionHtml] = await Promise.all([
    product.description?.html ? sanitizeHtml(product.description.html, 'product.description') : null,
    product.short_description?.html ? sanitizeHtml(product.short_description.html, 'product.short_description') : null,
  ]);
  const crumbs = breadcrumbs(product);
  return {
    sku: product.sku,
    name: product.name,
    crumbs,
    descriptionHtml: descriptionHtml || null,
    shortDescriptionHtml: shortDescriptionHtml || null,
    purchase: {
      sku: product.sku,
      name: product.name,
      typename: product.__typename,
      // The E-gift card is virtual (addVirtualProductsToCart), the paper card physical.
      giftCardVirtual: product.__typename === 'GiftCardProduct' ? product.giftcard_type === 'VIRTUAL' : null,
      // GA4's item_category… of view_item and add_to_cart: the breadcrumbs' path, already loaded.
      categories: crumbs.flatMap((crumb) => crumb.name || []),
      price: offerPrice,
      stockStatus: product.stock_status,
      onlyXLeft: product.only_x_left_in_stock,
      tarneaeg: product.tarneaeg,
      sources: ownSources,
      options:
        product.__typename === 'ConfigurableProduct'
          ? (product.configurable_options ?? []).flatMap((option) =>
              option?.attribute_code
                ? [
                    {
                      code: option.attribute_code,
                      label: option.label ?? option.attribute_code,
                      values: (option.values ?? []).flatMap((value) =>
                        value?.value_index != null && value.uid ? [{ valueIndex: value.value_index, uid: value.uid, label: value.label ?? '', swatch: value.swatch_data?.value ?? null }] : [],
                      ),
                    },
                  ]
                : [],
            )
          : [],
      variants: variants.map((variant) => {
        const child = variant!.product!;
        return {
          sku: child.sku!,
          attributes: Object.fromEntries((variant!.attributes ?? []).flatMap((a) => (a?.code && a.value_index != null ? [[a.code, a.value_index]] : []))),
          price: price(child.price_range),
          stockStatus: child.stock_status,
          onlyXLeft: child.only_x_left_in_stock,
          tarneaeg: child.tarneaeg,
          sources: stockSources(child.availability_in_stores),
        };
      }),
      tiers: (product.available_price_tiers ?? []).flatMap((tier) =>
        tier?.quantity && tier.final_price?.value != null
          ? [{ quantity: tier.quantity, finalPrice: tier.final_price.value, percentOff: tier.discount?.percent_off ?? 0 }]
          : [],
      ),
    },
    gallery: {
      productSku: product.sku,
      images,
      variantImages: Object.fromEntries(
        variants.flatMap((variant) => {
          const child = variant!.product!;
          const own = galleryOf(child.media_gallery);
          const small = mediaPath(child.small_image?.url);
          if (!own.length && small) own.push({ url: small, label: child.small_image?.label ?? null });
          return own.length ? [[child.sku!, own]] : [];
        }),
      ),
    },
    assemblyServices: isYes(product.has_assembly_services),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url: canonical,
      ...(jsonLdImages.length ? { image: jsonLdImages } : {}),
      ...(shortDescriptionHtml ? { description: htmlToText(shortDescriptionHtml) } : {}),
      offers: {
        '@type': 'Offer',
        price: offerPrice.final.toFixed(2),
        priceCurrency: offerPrice.currency,
        availability:
          SCHEMA_AVAILABILITY[
            productStock({ sources: ownSources, stockStatus: product.stock_status, onlyXLeft: product.only_x_left_in_stock, tarneaeg: product.tarneaeg }).state
          ],
        url: canonical,
      },
      ...(product.review_count > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: (product.rating_summary / 20).toFixed(1), reviewCount: product.review_count } }
        : {}),
    },
  };
}

/**
 * `/p/{id}/{slug?}`. Critical: the product by url key (one round trip: prices, options,
 * variants, stock per store); an unknown product, or an id that does not match, is a 404 before
 * the first byte. Deferred, started before the critical query (by url key): reviews, rating
 * dimensions, related and upsell products; each resolves to `null` on failure.
 */
export const productRoute: RouteModule = {
  id: 'product',
  paths: ['/p/:id/:slug?'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load(args) {
    const params = ParamsSchema.safeParse(args.params);
    if (!params.success) return { kind: 'not-found' };
    if (!params.data.slug) return canonicalRedirect(args, params.data.id);
    const urlKey = params.data.slug.replace(/\.html$/, '');
    // Deferred work starts first, by url key, so it runs alongside the critical query.
    const reviews = loadReviews(args, urlKey);
    const linked = loadLinked(args, urlKey);
    const ratings = loadRatings(args);
    const data = await args.commerce.query(PRODUCT_PAGE_QUERY, { urlKey }, { cache: CacheShort });
    const product = data.products?.items?.find((item) => item?.id === params.data.id);
    if (!product?.sku || !product.name) return { kind: 'not-found' };
    const sku = product.sku;
    // args.url is on the configured public origin (never the request's Host).
    const origin = args.url.origin;
    const canonical = `${origin}${productPath({ id: params.data.id, url_key: product.url_key, url_rewrites: product.url_rewrites?.flatMap((r) => (r?.url ? [{ url: r.url }] : [])) })}`;
    const view = await productView({ ...product, sku, name: product.name }, canonical, origin);
    const description = product.meta_description ?? (view.shortDescriptionHtml ? htmlToText(view.shortDescriptionHtml) : product.name);
    return page(
      {
        title: `${product.meta_title ?? product.name} | ${args.shared.storeConfig.store_name}`,
        description: description.slice(0, 160),
        canonical,
      },
      <ProductPage product={view} origin={origin} reviews={reviews} ratings={ratings} linked={linked} />,
    );
  },
};

/**
 * `/p/{id}` without a slug: 301 to the product's canonical URL, found by id (the route resolver
 * knows the `/p/{id}` link); an unknown id is a 404.
 */
async function canonicalRedirect(args: LoaderArgs, id: number): Promise<RouteOutcome> {
  const { route } = await args.commerce.query(ROUTE_QUERY, { url: `/p/${id}` }, { cache: CacheShort });
  if (!route || !('sku' in route) || route.id !== id || !route.url_key) return { kind: 'not-found' };
  return { kind: 'redirect', location: productPath({ id, url_key: route.url_key }), status: 301 };
}
