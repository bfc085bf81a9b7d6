import { ga4Amount as round, ga4Item, ga4TransactionParams } from '../../domain/ga4-ecommerce';
import type { TrackEvent, TrackItem } from './events';

/**
 * The one adapter from our semantic events to GA4's recommended e-commerce events on the data
 * layer (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce): each event
 * is preceded by `{ ecommerce: null }` so a tag never reads the previous event's items.
 * Pure: client/tracking/tracker.ts pushes what it returns. Loaded only once analytics consent
 * is granted (a chunk of its own), so a page without consent never pays for it.
 */
export type DataLayerObject = Record<string, unknown>;

// The item and transaction shapes are shared with the worker's server-side `refund` (domain/).
export { ga4Item };

const itemsValue = (items: readonly TrackItem[]) => round(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0));

function ecommerceOf(event: TrackEvent): DataLayerObject {
  switch (event.type) {
    case 'view_item_list':
    case 'select_item':
      return { item_list_name: event.list, items: event.items.map((item, i) => ga4Item({ ...item, list: item.list ?? event.list }, i)) };
    case 'add_shipping_info':
      return { currency: 'EUR', value: itemsValue(event.items), shipping_tier: event.shippingTier, items: event.items.map(ga4Item) };
    case 'add_payment_info':
      return { currency: 'EUR', value: itemsValue(event.items), payment_type: event.paymentType, items: event.items.map(ga4Item) };
    case 'purchase':
    case 'refund':
      return ga4TransactionParams(event);
    case 'view_promotion':
    case 'select_promotion': {
      const { id, name, creative, slot } = event.promotion;
      return { promotion_id: id, promotion_name: name, ...(creative ? { creative_name: creative } : {}), ...(slot ? { creative_slot: slot } : {}) };
    }
    case 'view_search_results':
      return {};
    default:
      return { currency: 'EUR', value: itemsValue(event.items), items: event.items.map(ga4Item) };
  }
}

/** The data-layer pushes for one event, in order. */
export function ga4Pushes(event: TrackEvent): DataLayerObject[] {
  if (event.type === 'view_search_results') return [{ ecommerce: null }, { event: event.type, search_term: event.term }];
  return [{ ecommerce: null }, { event: event.type, ecommerce: ecommerceOf(event) }];
}
