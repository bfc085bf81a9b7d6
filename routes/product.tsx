import { z } from 'zod';
import { categoryPath, productPath } from '../domain/links';
import { totalAvailable, type StockSource } from '../domain/stock';
import {
  PRODUCT_PAGE_QUERY,
  PRODUCT_REVIEWS_QUERY,
  RELATED_PRODUCTS_QUERY,
  REVIEW_RATINGS_METADATA_QUERY,
  type ProductPageProduct,
  type StoreAvailability,
} from '../graphql/documents';
import { ProductPage, type LinkedProducts, type ProductPageView, type ReviewsView } from '../ui/product/product-page';
import { productCards } from './product-cards';
import { page, type LoaderArgs, type RouteModule } from './route-module';
import { EntityIdSchema, SlugSegmentSchema } from './route-params';
import { sanitizeHtml } from './sanitize-html';

const ParamsSchema = z.object({ id: EntityIdSchema, slug: SlugSegmentSchema.optional() });

/** Reviews shown on the product page (first page). */
const REVIEWS_PAGE_SIZE = 10;

const stockSources = (list: ReadonlyArray<StoreAvailability | null> | null | undefined): StockSource[] =>
  (list ?? []).flatMap((source) =>
    source?.source_code ? [{ source_code: source.source_code, source_name: source.source_name, status: source.status, qty: source.qty }] : [],
  );

const price = (range: { minimum_price: { final_price: { value: number | null; currency: string | null }; regular_price: { value: number | null } } }) => ({
  final: range.minimum_price.final_price.value ?? 0,
  regular: range.minimum_price.regular_price.value ?? range.minimum_price.final_price.value ?? 0,
  currency: range.minimum_price.final_price.currency ?? 'EUR',
});

/** Deferred: the first page of reviews with the rating breakdown; `null` on failure (page degraded). */
function loadReviews({ commerce, markDegraded }: LoaderArgs, urlKey: string): Promise<ReviewsView | null> {
  return commerce
    .query(PRODUCT_REVIEWS_QUERY, { filter: { url_key: { eq: urlKey } }, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 })
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
    .query(RELATED_PRODUCTS_QUERY, { filter: { url_key: { eq: urlKey } } })
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
    .query(REVIEW_RATINGS_METADATA_QUERY)
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
    ...[...(deepest.breadcrumbs ?? [])]
      .filter((crumb) => crumb !== null)
      .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
      .map((crumb) => ({ name: crumb.category_name ?? '', href: categoryPath({ url_path: crumb.category_url_path ?? '', url_suffix: suffix }) })),
    { name: deepest.name ?? '', href: categoryPath({ url_path: deepest.url_path ?? '', url_suffix: suffix }) },
  ];
}

async function productView(product: ProductPageProduct & { sku: string; name: string }, canonical: string): Promise<ProductPageView> {
  const variants = product.__typename === 'ConfigurableProduct' ? (product.variants ?? []).filter((variant) => variant?.product?.sku) : [];
  const images = [...(product.media_gallery ?? [])]
    .filter((image) => image?.url && !image.disabled)
    .sort((a, b) => (a!.position ?? 0) - (b!.position ?? 0))
    .map((image) => ({ url: image!.url!, label: image!.label }));
  if (!images.length && product.small_image?.url) images.push({ url: product.small_image.url, label: product.small_image.label });
  const ownSources = stockSources(product.availability_in_stores);
  const offerPrice = price(product.price_range);
  const [descriptionHtml, shortDescriptionHtml] = await Promise.all([
    product.description?.html ? sanitizeHtml(product.description.html) : null,
    product.short_description?.html ? sanitizeHtml(product.short_description.html) : null,
  ]);
  return {
    sku: product.sku,
    name: product.name,
    crumbs: breadcrumbs(product),
    descriptionHtml: descriptionHtml || null,
    shortDescriptionHtml: shortDescriptionHtml || null,
    purchase: {
      sku: product.sku,
      name: product.name,
      typename: product.__typename,
      price: offerPrice,
      stockStatus: product.stock_status,
      onlyXLeft: product.only_x_left_in_stock,
      tarneaeg: product.tarneaeg,
      availableQty: ownSources.length ? totalAvailable(ownSources) : null,
      options:
        product.__typename === 'ConfigurableProduct'
          ? (product.configurable_options ?? []).flatMap((option) =>
              option?.attribute_code
                ? [
                    {
                      code: option.attribute_code,
                      label: option.label ?? option.attribute_code,
                      values: (option.values ?? []).flatMap((value) =>
                        value?.value_index != null ? [{ valueIndex: value.value_index, label: value.label ?? '', swatch: value.swatch_data?.value ?? null }] : [],
                      ),
                    },
                  ]
                : [],
            )
          : [],
      variants: variants.map((variant) => {
        const child = variant!.product!;
        const sources = stockSources(child.availability_in_stores);
        return {
          sku: child.sku!,
          attributes: Object.fromEntries((variant!.attributes ?? []).flatMap((a) => (a?.code && a.value_index != null ? [[a.code, a.value_index]] : []))),
          price: price(child.price_range),
          stockStatus: child.stock_status,
          onlyXLeft: child.only_x_left_in_stock,
          tarneaeg: child.tarneaeg,
          availableQty: sources.length ? totalAvailable(sources) : null,
          imageUrl: child.small_image?.url ?? null,
        };
      }),
      tiers: (product.available_price_tiers ?? []).flatMap((tier) =>
        tier?.quantity && tier.final_price?.value != null
          ? [{ quantity: tier.quantity, finalPrice: tier.final_price.value, percentOff: tier.discount?.percent_off ?? 0 }]
          : [],
      ),
    },
    gallery: {
      images,
      variantImages: Object.fromEntries(variants.flatMap((variant) => (variant!.product!.small_image?.url ? [[variant!.product!.sku!, variant!.product!.small_image.url]] : []))),
    },
    stock: Object.fromEntries([
      [product.sku, ownSources],
      ...variants.map((variant) => [variant!.product!.sku!, stockSources(variant!.product!.availability_in_stores)]),
    ]),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url: canonical,
      ...(images[0] ? { image: images.map((image) => image.url) } : {}),
      ...(shortDescriptionHtml ? { description: shortDescriptionHtml.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() } : {}),
      offers: {
        '@type': 'Offer',
        price: offerPrice.final.toFixed(2),
        priceCurrency: offerPrice.currency,
        availability: product.stock_status === 'IN_STOCK' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
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
    if (!params.success || !params.data.slug) return { kind: 'not-found' };
    const urlKey = params.data.slug.replace(/\.html$/, '');
    // Deferred work starts first, by url key, so it runs alongside the critical query.
    const reviews = loadReviews(args, urlKey);
    const linked = loadLinked(args, urlKey);
    const ratings = loadRatings(args);
    const data = await args.commerce.query(PRODUCT_PAGE_QUERY, { urlKey });
    const product = data.products?.items?.find((item) => item?.id === params.data.id);
    if (!product?.sku || !product.name) return { kind: 'not-found' };
    const sku = product.sku;
    const canonical = new URL(
      productPath({ id: params.data.id, url_key: product.url_key, url_rewrites: product.url_rewrites?.flatMap((r) => (r?.url ? [{ url: r.url }] : [])) }),
      args.url,
    ).href;
    const view = await productView({ ...product, sku, name: product.name }, canonical);
    const description = product.meta_description ?? view.shortDescriptionHtml?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() ?? product.name;
    return page(
      {
        title: `${product.meta_title ?? product.name} | ${args.shared.storeConfig.store_name}`,
        description: description.slice(0, 160),
        canonical,
      },
      <ProductPage product={view} origin={args.url.origin} reviews={reviews} ratings={ratings} linked={linked} />,
    );
  },
};
