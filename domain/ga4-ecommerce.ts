/**
 * GA4's recommended e-commerce shapes (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce),
 * pure, for both places that speak them: the browser's data layer (client/tracking/ga4.ts) and the
 * storefront worker's server-side Measurement Protocol hit for `refund` (worker/hooks/refund-hook.ts),
 * so an item reads the same in every event whoever sends it.
 */

/** A product in a tracking event, in our words (client/tracking/events.ts re-exports it). */
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

export type Ga4Object = Record<string, unknown>;

/** An amount as GA4 wants it: euros with at most two decimals. */
export const ga4Amount = (amount: number) => Math.round(amount * 100) / 100;

/** GA4's item: item_id is the SKU, item_variant the chosen variant, categories as item_category…item_category5. */
export function ga4Item(item: TrackItem, position: number): Ga4Object {
  const categories = Object.fromEntries((item.categories ?? []).slice(0, 5).map((name, i) => [i === 0 ? 'item_category' : `item_category${i + 1}`, name]));
  return {
    item_id: item.sku,
    item_name: item.name,
    price: ga4Amount(item.price),
    quantity: item.quantity ?? 1,
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...categories,
    index: item.index ?? position,
    ...(item.list ? { item_list_name: item.list } : {}),
  };
}

export type Ga4Transaction = {
  readonly transactionId: string;
  readonly items: readonly TrackItem[];
  /** `purchase`: the order's grand total; `refund`: the refunded amount (tax and shipping included). */
  readonly value: number;
  readonly tax: number;
  readonly shipping: number;
  readonly currency?: string;
};

/** The parameters of a `purchase` or `refund` (the same for both in GA4). */
export function ga4TransactionParams(transaction: Ga4Transaction): Ga4Object {
  return {
    transaction_id: transaction.transactionId,
    currency: transaction.currency ?? 'EUR',
    value: ga4Amount(transaction.value),
    tax: ga4Amount(transaction.tax),
    shipping: ga4Amount(transaction.shipping),
    items: transaction.items.map(ga4Item),
  };
}
