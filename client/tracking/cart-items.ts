import type { Cart, CartLine } from '../stores/cart-state';
import type { TrackItem } from './events';

/**
 * Cart lines as tracking items: the product's SKU (a configurable's parent) with the chosen
 * variant's SKU, the unit price with tax, the quantity. Lines without a SKU are left out.
 */
export function cartLineItem(line: CartLine, index: number): TrackItem | null {
  const sku = line.product.sku;
  if (!sku) return null;
  const variant = 'configurable_options' in line ? (line.configured_variant?.sku ?? line.configurable_options.map((option) => option.value_label).join(', ')) : undefined;
  return {
    sku,
    name: line.product.name ?? sku,
    price: line.prices?.price_including_tax?.value ?? ('amount' in line ? line.amount.value : null) ?? 0,
    quantity: line.quantity,
    index,
    ...(variant ? { variant } : {}),
  };
}

export function cartItems(cart: Cart | null): TrackItem[] {
  return (cart?.items ?? []).flatMap((line, index) => cartLineItem(line, index) ?? []);
}

/**
 * What a cart change did, line by line (by line uid): more of a line is an add_to_cart of the
 * difference, less (or gone) a remove_from_cart. Computed from the server's carts before and
 * after, so only what the backend really did is reported.
 */
export function cartChanges(before: Cart | null, after: Cart | null): { added: TrackItem[]; removed: TrackItem[] } {
  const quantities = new Map((before?.items ?? []).map((line) => [line.uid, line]));
  const added: TrackItem[] = [];
  const removed: TrackItem[] = [];
  (after?.items ?? []).forEach((line, index) => {
    const delta = line.quantity - (quantities.get(line.uid)?.quantity ?? 0);
    quantities.delete(line.uid);
    const item = delta !== 0 ? cartLineItem(line, index) : null;
    if (item && delta > 0) added.push({ ...item, quantity: delta });
    if (item && delta < 0) removed.push({ ...item, quantity: -delta });
  });
  for (const line of quantities.values()) {
    const item = cartLineItem(line, 0);
    if (item) removed.push(item);
  }
  return { added, removed };
}

/**
 * The lines of `cart` that an add of `adds` went into, each as an add of the quantity sent (a
 * line holding the product's or its chosen variant's SKU); for a page that never loaded the cart,
 * where the lines' earlier quantities are unknown. Several adds (a product and its assembly
 * service) report one item each; a line is reported once.
 */
export function addedItems(cart: Cart | null, adds: readonly { readonly sku: string; readonly quantity: number }[]): TrackItem[] {
  return (cart?.items ?? []).flatMap((line, index) => {
    const add = adds.find(({ sku }) => line.product.sku === sku || ('configured_variant' in line && line.configured_variant?.sku === sku));
    const item = add ? cartLineItem(line, index) : null;
    return item && add ? [{ ...item, quantity: add.quantity }] : [];
  });
}
