import { Suspense, use } from 'react';
import { categoryPath } from '../../domain/links';
import { t } from '../i18n/t';
import { ProductCard, type ProductCardData } from '../product/product-card';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

export type CategoryView = {
  name: string;
  crumbs: readonly Crumb[];
  children: ReadonlyArray<{ uid: string; name: string; url_path: string; url_suffix?: string | null }>;
};

export type CategoryListing = { totalCount: number; items: readonly ProductCardData[] } | null;

type CategoryPageProps = {
  category: CategoryView;
  listing: Promise<CategoryListing>;
  imageUrl: (product: ProductCardData) => string | null;
};

function Listing({ listing, imageUrl }: Pick<CategoryPageProps, 'listing' | 'imageUrl'>) {
  const result = use(listing);
  if (!result) return <p>{t('Something went wrong')}</p>;
  return (
    <>
      <p className="listing__count">{t('{count} products', { count: result.totalCount })}</p>
      <ul className="product-grid">
        {result.items.map((product) => (
          <li key={product.uid}>
            <ProductCard product={product} imageUrl={imageUrl(product)} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Category page: breadcrumbs, subcategories, first page of products (streamed). */
export function CategoryPage({ category, listing, imageUrl }: CategoryPageProps) {
  return (
    <section className="category-page">
      <Breadcrumbs crumbs={[...category.crumbs, { name: category.name, href: null }]} />
      <h1>{category.name}</h1>
      {category.children.length > 0 ? (
        <ul className="subcategories">
          {category.children.map((child) => (
            <li key={child.uid}>
              <a href={categoryPath(child)}>{child.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <Suspense fallback={<div className="product-grid product-grid--loading" aria-busy="true" />}>
        <Listing listing={listing} imageUrl={imageUrl} />
      </Suspense>
    </section>
  );
}
