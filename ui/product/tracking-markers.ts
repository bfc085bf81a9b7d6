/**
 * What server-rendered lists tell the browser's tracking glue (client/tracking/dom-tracking.ts):
 * the list's name on its container, each card's item (SKU, name, final price) as JSON, the
 * search term of the search page, and a CMS promotion. Public catalogue data only.
 */
export const TRACK_LIST_ATTRIBUTE = 'data-track-list';
export const TRACK_ITEM_ATTRIBUTE = 'data-track-item';
export const TRACK_SEARCH_ATTRIBUTE = 'data-track-search';
export const TRACK_PROMOTION_ATTRIBUTE = 'data-track-promotion';
/** A category listing's category path (top level first, JSON array): GA4's item_category… of its items. */
export const TRACK_LIST_CATEGORIES_ATTRIBUTE = 'data-track-categories';

type CardLike = { sku: string; name: string; price_range: { minimum_price: { final_price: { value: number | null } } } };

export function trackItemData(product: CardLike): string {
  return JSON.stringify({ sku: product.sku, name: product.name, price: product.price_range.minimum_price.final_price.value ?? 0 });
}

export type TrackPromotionData = { id: string; name: string; creative?: string; slot?: string };
export function trackPromotionData(promotion: TrackPromotionData): string {
  return JSON.stringify(promotion);
}
