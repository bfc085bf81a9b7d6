import { t } from '../i18n/t';
import { ProductCard, type ProductCardData } from '../product/product-card';
import { TRACK_LIST_ATTRIBUTE } from '../product/tracking-markers';

const TITLE_ID = 'recently-viewed-title';
/** The list's name in tracking (GA4 item_list_name). */
export const RECENTLY_VIEWED_LIST = 'Recently viewed products';

/** Recently viewed products (customer.md §4) as product cards, most recent first. */
export function RecentlyViewedList({ products }: { products: readonly ProductCardData[] }) {
  return (
    <section className="recently-viewed" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{t('Recently viewed products')}</h2>
      <ul className="product-grid recently-viewed__list" {...{ [TRACK_LIST_ATTRIBUTE]: RECENTLY_VIEWED_LIST }}>
        {products.map((product) => (
          <li key={product.uid}>
            <ProductCard product={product} imageUrl={product.small_image?.url ?? null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
