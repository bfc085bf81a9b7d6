import { type ComponentType, useEffect, useState } from 'react';
import { type RecentlyViewedProps, recentlyViewedPropsSchema, RecentlyViewedShell } from '../../ui/islands/recently-viewed-view';
import type { ProductCardData } from '../../ui/product/product-card';
import { lazyModule } from '../chunk-reload';
import { $recentlyViewedSkus } from '../stores/recently-viewed';
import { publishTracking } from '../stores/ui';

export const propsSchema = recentlyViewedPropsSchema;

const loadProducts = lazyModule(() => import('../recently-viewed-products'));
type Shown = { List: ComponentType<{ products: readonly ProductCardData[] }>; products: readonly ProductCardData[] };

/**
 * Shows the products viewed before this one (the prelude, recently-viewed.prelude.ts, recorded
 * this view with the page, and hydrates this only when there are others).
 */
export default function RecentlyViewed({ currentSku }: RecentlyViewedProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const others = $recentlyViewedSkus.get().filter((sku) => sku !== currentSku);
    if (others.length === 0) return;
    const controller = new AbortController();
    loadProducts()
      .then(async ({ productsBySku, RecentlyViewedList }) => {
        const products = await productsBySku(others, controller.signal);
        if (controller.signal.aborted || products.length === 0) return;
        setShown({ List: RecentlyViewedList, products });
        // Rendered by the browser, so the list glue that reads the server's lists never saw it.
        const items = products.map((product, index) => ({ sku: product.sku, name: product.name, price: product.price_range.minimum_price.final_price.value ?? 0, index }));
        publishTracking({ type: 'view_item_list', list: 'Recently viewed products', items });
      })
      .catch(() => {}); // aborted, or the chunk failed: show nothing
    return () => controller.abort();
  }, [currentSku]);
  return shown ? <shown.List products={shown.products} /> : <RecentlyViewedShell />;
}
