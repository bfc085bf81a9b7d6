import { Suspense, use, type ComponentProps } from 'react';
import { t } from '../i18n/t';
import { WishlistHeart } from './wishlist-heart';
import { Breadcrumbs, type Crumb } from '../category/breadcrumbs';
import { AssemblyProductsIsland } from '../islands/assembly-products';
import { ProductGalleryIsland } from '../islands/product-gallery';
import { ProductPurchaseIsland } from '../islands/product-purchase';
import { RecentlyViewedIsland } from '../islands/recently-viewed';
import { ReviewFormIsland } from '../islands/review-form';
import { breadcrumbListJsonLd, JsonLd } from '../seo/json-ld';
import { ProductCard, type ProductCardData } from './product-card';

export type ReviewView = { nickname: string; summary: string; text: string; createdAt: string; averageRating: number };
export type ReviewsView = {
  count: number;
  /** 0–100, as Magento's rating_summary. */
  summary: number;
  breakdown: ReadonlyArray<{ name: string; average: number }>;
  items: readonly ReviewView[];
};
export type LinkedProducts = { related: readonly ProductCardData[]; upsell: readonly ProductCardData[] };

export type ProductPageView = {
  sku: string;
  name: string;
  crumbs: readonly Crumb[];
  descriptionHtml: string | null;
  shortDescriptionHtml: string | null;
  purchase: ComponentProps<typeof ProductPurchaseIsland>['product'];
  gallery: Omit<ComponentProps<typeof ProductGalleryIsland>, 'name'>;
  /** The product offers assembly or utilisation services (`has_assembly_services`). */
  assemblyServices: boolean;
  jsonLd: Record<string, unknown>;
};

type ProductPageProps = {
  product: ProductPageView;
  origin: string;
  /** Deferred; `null` when they failed (the section says so or is skipped). */
  reviews: Promise<ReviewsView | null>;
  ratings: Promise<ComponentProps<typeof ReviewFormIsland>['ratings'] | null>;
  linked: Promise<LinkedProducts | null>;
};

const stars = (summary: number) => Math.round((summary / 20) * 10) / 10;

function Reviews({ reviews, ratings, sku }: { reviews: ProductPageProps['reviews']; ratings: ProductPageProps['ratings']; sku: string }) {
  const data = use(reviews);
  const ratingDimensions = use(ratings);
  return (
    <>
      {data === null ? (
        <p>{t('Something went wrong')}</p>
      ) : data.count === 0 ? (
        <p>{t('No reviews yet')}</p>
      ) : (
        <>
          <p className="reviews__average">
            {t('{rating} out of 5 ({count} reviews)', { rating: stars(data.summary).toFixed(1).replace('.', ','), count: data.count })}
          </p>
          <dl className="reviews__breakdown">
            {data.breakdown.map((row) => (
              <div key={row.name}>
                <dt>{row.name}</dt>
                <dd>
                  <meter min={0} max={5} value={row.average}>
                    {row.average.toFixed(1)}
                  </meter>{' '}
                  {row.average.toFixed(1).replace('.', ',')}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="reviews__list">
            {data.items.map((review, index) => (
              <li key={`${review.createdAt}-${index}`} className="review">
                <p className="review__rating">{t('{rating} out of 5', { rating: review.averageRating.toFixed(1).replace('.', ',') })}</p>
                <h3>{review.summary}</h3>
                <p>{review.text}</p>
                <p className="review__meta">
                  {review.nickname}, <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10).split('-').reverse().join('.')}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {ratingDimensions ? <ReviewFormIsland sku={sku} ratings={ratingDimensions} /> : null}
    </>
  );
}

function Linked({ linked }: { linked: ProductPageProps['linked'] }) {
  const data = use(linked);
  if (!data) return null;
  return (
    <>
      {[
        { title: t('Related products'), items: data.related },
        { title: t('You may also like'), items: data.upsell },
      ]
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.title} className="product-linked">
            <h2>{group.title}</h2>
            <ul className="product-grid">
              {group.items.map((item) => (
                <li key={item.uid}>
                  <ProductCard product={item} imageUrl={item.small_image?.url ?? null} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/** Product page: gallery, purchase panel, stock per store, descriptions, reviews, related. */
export function ProductPage({ product, origin, reviews, ratings, linked }: ProductPageProps) {
  const crumbs = [...product.crumbs, { name: product.name, href: null }];
  return (
    <article className="product-page">
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd data={product.jsonLd} />
      <JsonLd
        data={breadcrumbListJsonLd([
          { name: t('Home'), url: `${origin}/` },
          ...product.crumbs.filter((crumb) => crumb.href).map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })),
        ])}
      />
      <div className="product-page__top">
        <ProductGalleryIsland name={product.name} {...product.gallery} />
        <div className="product-page__info">
          <div className="product-page__heading">
            <h1>{product.name}</h1>
            <WishlistHeart sku={product.sku} typename={product.purchase.typename} name={product.name} categories={product.purchase.categories} />
          </div>
          <p className="product-page__sku">
            {t('SKU')}: {product.sku}
          </p>
          {product.shortDescriptionHtml ? <div className="product-page__short" dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }} /> : null}
          <ProductPurchaseIsland product={product.purchase} />
          {product.assemblyServices ? <AssemblyProductsIsland sku={product.sku} /> : null}
        </div>
      </div>
      {product.descriptionHtml ? (
        <section className="product-page__description">
          <h2>{t('Description')}</h2>
          <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      ) : null}
      <section className="product-page__reviews" id="reviews">
        <h2>{t('Reviews')}</h2>
        <Suspense fallback={<p aria-busy="true">{t('Loading…')}</p>}>
          <Reviews reviews={reviews} ratings={ratings} sku={product.sku} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <Linked linked={linked} />
      </Suspense>
      <RecentlyViewedIsland currentSku={product.sku} />
    </article>
  );
}
