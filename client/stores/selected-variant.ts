import { atom } from 'nanostores';

/**
 * The variant chosen in the purchase island of a configurable product, so the gallery follows
 * it (storefront.md: "price, stock and image follow the variant"; the purchase island shows
 * price and stock itself).
 * `productSku` lets an island ignore a selection made for another product on the page.
 */
export type SelectedVariant = { readonly productSku: string; readonly sku: string };

/** `null` until a full set of options matches a variant (and again when it no longer does). */
export const $selectedVariant = atom<SelectedVariant | null>(null);

/** Publish the selection; setting an equal value does not notify. */
export function setSelectedVariant(next: SelectedVariant | null): void {
  const current = $selectedVariant.get();
  if (current?.productSku === next?.productSku && current?.sku === next?.sku) return;
  $selectedVariant.set(next);
}
