// Cart totals with Estonian VAT. Catalogue prices include VAT (24 %), as the store shows them, so
// tax is taken out of each row (Magento with "catalog prices include tax": the row's tax is
// rounded once per row, never per piece). Everything is counted in cents so sums never drift.

export const VAT_RATE = 0.24;
export const VAT_LABEL = 'KM 24%';
export const CURRENCY = 'EUR';

export const toCents = (euros: number) => Math.round(euros * 100);
export const money = (cents: number) => ({ value: cents / 100, currency: CURRENCY });

/** The VAT inside an amount that includes it, in cents. */
export const vatIn = (centsInclTax: number) => Math.round((centsInclTax * VAT_RATE) / (1 + VAT_RATE));

export type PricedRow = {
  /** Price of one piece, VAT included. */
  unitInclTax: number;
  unitExclTax: number;
  rowInclTax: number;
  rowExclTax: number;
  rowTax: number;
};

/** A line of `quantity` pieces at `unitInclTax` cents each. */
export function priceRow(unitInclTax: number, quantity: number): PricedRow {
  const rowInclTax = unitInclTax * quantity;
  const rowTax = vatIn(rowInclTax);
  return { unitInclTax, unitExclTax: unitInclTax - vatIn(unitInclTax), rowInclTax, rowExclTax: rowInclTax - rowTax, rowTax };
}

export type CartTotals = { subtotalInclTax: number; subtotalExclTax: number; tax: number; grandTotal: number };

/** Sums of the rows; no shipping, discounts or fees yet, so the grand total is the subtotal with VAT. */
export function cartTotals(rows: readonly PricedRow[]): CartTotals {
  const subtotalInclTax = rows.reduce((sum, r) => sum + r.rowInclTax, 0);
  const tax = rows.reduce((sum, r) => sum + r.rowTax, 0);
  return { subtotalInclTax, subtotalExclTax: subtotalInclTax - tax, tax, grandTotal: subtotalInclTax };
}

/**
 * The unit price one piece costs at `quantity` (VAT included, cents): the final price (special
 * price when lower than the regular one), or a lower tier price the quantity reaches, as
 * Magento prices a quote item.
 */
export function unitPrice(product: { price: number; special_price: number | null }, tiers: ReadonlyArray<{ qty: number; value: number }>, quantity: number): number {
  const final = product.special_price !== null && product.special_price < product.price ? product.special_price : product.price;
  const tier = tiers.filter((t) => t.qty <= quantity).reduce((low, t) => Math.min(low, t.value), Number.POSITIVE_INFINITY);
  return toCents(Math.min(final, tier));
}
