import { Suspense, use } from 'react';
import { categoryPath } from '../../domain/links';
import { ContentSections } from '../content/content-sections';
import type { ContentSectionView } from '../content/content-types';
import type { MenuItem } from '../header/mega-menu';
import { t } from '../i18n/t';
import type { ProductCardData } from '../product/product-card';
import { ProductCardGrid } from '../product/product-card-grid';

type HomePageProps = {
  storeName: string;
  menu: readonly MenuItem[];
  /** The CMS page `home`'s sections (hero slider, product widgets, notice…); empty without one. */
  sections: readonly ContentSectionView[];
  /**
   * Deferred popular products, only when the CMS page has no product widget of its own; `null`
   * when it failed (the strip is skipped).
   */
  featured: Promise<readonly ProductCardData[] | null> | null;
};

function Featured({ featured }: { featured: Promise<readonly ProductCardData[] | null> }) {
  const products = use(featured);
  if (!products?.length) return null;
  return <ProductCardGrid products={products} listName="Popular products" />;
}

export function HomePage({ storeName, menu, sections, featured }: HomePageProps) {
  return (
    <>
      <h1 className="visually-hidden">{storeName}</h1>
      <ContentSections sections={sections} />
      <section className="home-categories">
        <h2>{t('Shop by category')}</h2>
        <ul className="category-tiles">
          {menu.map((category) => (
            <li key={category.uid} className="category-tile">
              <a href={categoryPath(category)}>{category.name}</a>
            </li>
          ))}
        </ul>
      </section>
      {featured ? (
        <section className="home-featured">
          <h2>{t('Popular products')}</h2>
          <Suspense fallback={<div className="product-grid product-grid--loading" aria-busy="true" />}>
            <Featured featured={featured} />
          </Suspense>
        </section>
      ) : null}
    </>
  );
}
