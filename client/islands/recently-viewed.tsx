import { type ComponentType, useEffect, useState } from 'react';
import { type RecentlyViewedProps, recentlyViewedPropsSchema, RecentlyViewedShell } from '../../ui/islands/recently-viewed-view';
import type { ProductCardData } from '../../ui/product/product-card';
import { lazyModule } from '../chunk-reload';
import { recordRecentlyViewed } from '../stores/recently-viewed';

export const propsSchema = recentlyViewedPropsSchema;

const loadProducts = lazyModule(() => import('../recently-viewed-products'));
type Shown = { List: ComponentType<{ products: readonly ProductCardData[] }>; products: readonly ProductCardData[] };

/** Records this product as viewed, then shows the others viewed before it (none: nothing, no request). */
export default function RecentlyViewed({ currentSku }: RecentlyViewedProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const others = recordRecentlyViewed(currentSku).filter((sku) => sku !== currentSku);
    if (others.length === 0) return;
    const controller = new AbortController();
    loadProducts()
      .then(async ({ productsBySku, RecentlyViewedList }) => {
        const products = await productsBySku(others, controller.signal);
        if (!controller.signal.aborted && products.length > 0) setShown({ List: RecentlyViewedList, products });
      })
      .catch(() => {}); // aborted, or the chunk failed: show nothing
    return () => controller.abort();
  }, [currentSku]);
  return shown ? <shown.List products={shown.products} /> : <RecentlyViewedShell />;
}
