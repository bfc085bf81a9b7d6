import { Suspense, use, type ReactNode } from 'react';
import { t } from '../i18n/t';
import type { ProductCardData } from '../product/product-card';
import { ProductCardGrid, ProductCardGridSkeleton } from '../product/product-card-grid';
import { externalRel } from './content-types';

type ProductWidgetProps = {
  title: string;
  seeMore: { href: string; text: string | null } | null;
  /** Deferred (one products-by-SKU query for every widget of the page); `null` when it failed. */
  products: Promise<readonly ProductCardData[] | null>;
  /** How many cards to hold room for while the products stream in (the widget's SKU count). */
  expected: number;
};

/** The widget's frame: the same while loading and loaded, so nothing around it moves. */
function Shelf({ title, seeMore, busy, children }: Pick<ProductWidgetProps, 'title' | 'seeMore'> & { busy?: boolean; children: ReactNode }) {
  return (
    <section className="product-widget" aria-busy={busy || undefined}>
      <div className="product-widget__head">
        <h2>{title}</h2>
        {seeMore ? (
          <a className="product-widget__more" href={seeMore.href} rel={externalRel(seeMore.href)}>
            {seeMore.text || t('See more')}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Loaded({ title, seeMore, products }: Omit<ProductWidgetProps, 'expected'>) {
  const cards = use(products);
  // No products found (unknown SKUs, or the query failed): nothing to show, not an empty shelf.
  if (!cards?.length) return null;
  return (
    <Shelf title={title} seeMore={seeMore}>
      <ProductCardGrid products={cards} listName={title} />
    </Shelf>
  );
}

/** Product widget (customer.md §2): a title, the products of its SKU list, a see-more link. */
export function ProductWidget({ expected, ...props }: ProductWidgetProps) {
  return (
    <Suspense
      fallback={
        <Shelf title={props.title} seeMore={props.seeMore} busy>
          <ProductCardGridSkeleton count={expected} />
        </Shelf>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
