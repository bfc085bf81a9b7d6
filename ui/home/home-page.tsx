import { Suspense, use } from 'react';
import { categoryPath } from '../../domain/links';
import type { MenuItem } from '../header/mega-menu';
import { t } from '../i18n/t';
import { ProductCard, type ProductCardData } from '../product/product-card';

/** The hero CMS block, already sanitised (routes/sanitize-html.ts). */
export type HomeHero = { html: string } | null;

type HomePageProps = {
  storeName: string;
  menu: readonly MenuItem[];
  /** Deferred: streamed after the shell; `null` when it failed (the section is skipped). */
  hero: Promise<HomeHero>;
  featured: Promise<readonly ProductCardData[] | null>;
};

function Hero({ hero }: { hero: Promise<HomeHero> }) {
  const block = use(hero);
  if (!block) return null;
  return <section className="home-hero" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

function Featured({ featured }: Pick<HomePageProps, 'featured'>) {
  const products = use(featured);
  if (!products?.length) return null;
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.uid}>
          <ProductCard product={product} imageUrl={product.small_image?.url ?? null} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage({ storeName, menu, hero, featured }: HomePageProps) {
  return (
    <>
      <h1 className="visually-hidden">{storeName}</h1>
      <Suspense fallback={<section className="home-hero home-hero--loading" aria-busy="true" />}>
        <Hero hero={hero} />
      </Suspense>
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
      <section className="home-featured">
        <h2>{t('Popular products')}</h2>
        <Suspense fallback={<div className="product-grid product-grid--loading" aria-busy="true" />}>
          <Featured featured={featured} />
        </Suspense>
      </section>
    </>
  );
}
