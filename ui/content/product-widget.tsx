import { Suspense, use } from 'react';
import { t } from '../i18n/t';
import type { ProductCardData } from '../product/product-card';
import { ProductCardGrid } from '../product/product-card-grid';
import { externalRel } from './content-types';

type ProductWidgetProps = {
  title: string;
  seeMore: { href: string; text: string | null } | null;
  /** Deferred (one products-by-SKU query for every widget of the page); `null` when it failed. */
  products: Promise<readonly ProductCardData[] | null>;
};

function WidgetBody({ title, seeMore, products }: ProductWidgetProps) {
  const cards = use(products);
  // No products found (unknown SKUs, or the query failed): nothing to show, not an empty shelf.
  if (!cards?.length) return null;
  return (
    <section className="product-widget">
      <div className="product-widget__head">
        <h2>{title}</h2>
        {seeMore ? (
          <a className="product-widget__more" href={seeMore.href} rel={externalRel(seeMore.href)}>
            {seeMore.text || t('See more')}
          </a>
        ) : null}
      </div>
      <ProductCardGrid products={cards} />
    </section>
  );
}

/** Product widget (customer.md §2): a title, the products of its SKU list, a see-more link. */
export function ProductWidget(props: ProductWidgetProps) {
  return (
    <Suspense
      fallback={
        <section className="product-widget" aria-busy="true">
          <div className="product-widget__head">
            <h2>{props.title}</h2>
          </div>
          <div className="product-grid product-grid--loading" />
        </section>
      }
    >
      <WidgetBody {...props} />
    </Suspense>
  );
}
