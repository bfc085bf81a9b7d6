/**
 * The semantic events islands publish (issue 10 point 1): what the shopper did, in our words.
 * Only client/tracking/ga4.ts knows Google's shape; a different tag vendor would be one more
 * adapter on the same bus.
 */
/** A product in an event (shared with the worker's server-side refund: domain/ga4-ecommerce.ts). */
export type { TrackItem } from '../../domain/ga4-ecommerce';
import type { TrackItem } from '../../domain/ga4-ecommerce';

export type TrackPromotion = { readonly id: string; readonly name: string; readonly creative?: string; readonly slot?: string };

export type TrackEvent =
  | { readonly type: 'view_item_list' | 'select_item'; readonly list: string; readonly items: readonly TrackItem[] }
  | { readonly type: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'add_to_wishlist' | 'begin_checkout'; readonly items: readonly TrackItem[] }
  | { readonly type: 'add_shipping_info'; readonly items: readonly TrackItem[]; readonly shippingTier: string }
  | { readonly type: 'add_payment_info'; readonly items: readonly TrackItem[]; readonly paymentType: string }
  | {
      readonly type: 'purchase' | 'refund';
      readonly transactionId: string;
      readonly items: readonly TrackItem[];
      /** The order's grand total (what the shopper paid), tax and shipping included. */
      readonly value: number;
      readonly tax: number;
      readonly shipping: number;
    }
  | { readonly type: 'view_promotion' | 'select_promotion'; readonly promotion: TrackPromotion }
  | { readonly type: 'view_search_results'; readonly term: string };

export type TrackEventType = TrackEvent['type'];
