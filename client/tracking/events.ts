/**
 * The semantic events islands publish (issue 10 point 1): what the shopper did, in our words.
 * Only client/tracking/ga4.ts knows Google's shape; a different tag vendor would be one more
 * adapter on the same bus.
 */
export type TrackItem = {
  /** The product's SKU (a configurable's parent SKU; its chosen variant goes in `variant`). */
  readonly sku: string;
  readonly name: string;
  /** Unit price with tax, EUR. */
  readonly price: number;
  readonly quantity?: number;
  readonly variant?: string;
  /** Category names, outermost first (GA4 item_category, item_category2…, at most 5). */
  readonly categories?: readonly string[];
  /** 0-based position in the list it was shown in. */
  readonly index?: number;
  readonly list?: string;
};

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
