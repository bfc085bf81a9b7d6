import { TOAST_TIME_TO_LIVE } from '../domain/notifications';
import { t } from '../ui/i18n/t';
import type { AssemblyProductItem } from '../ui/islands/assembly-products-item';
import { callMagento } from './api-fetch';
import { pushNotification } from './stores/notifications';

// Its rendering comes in this chunk too: the page loads neither before the first press.
export { AssemblyProductsList } from '../ui/islands/assembly-products-list';

/**
 * The assembly services of a product: `POST /api/magento/assemblyProducts` (argument `[sku]`).
 * An empty list, an error reply or malformed data shows the danger notice 'Something went
 * wrong' for 5 s (storefront.md §8) and gives `null`; malformed items are dropped.
 */
export async function loadAssemblyProducts(sku: string): Promise<readonly AssemblyProductItem[] | null> {
  const result = await callMagento('assemblyProducts', [sku]);
  const items = result.ok ? result.data.items : [];
  if (items.length > 0) return items;
  pushNotification({ title: t('Something went wrong'), type: 'danger', timeToLive: TOAST_TIME_TO_LIVE });
  return null;
}
