// Cart totals with Estonian VAT. Catalogue prices include VAT (24 %), as the store shows them, so
// tax is taken out of each row (Magento with "catalog prices include tax" and "apply discount on
// prices including tax": a row's tax is rounded once per row, after its discount). Everything is
// counted in cents so sums never drift.

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
  /** Before the discount. */
  rowInclTax: number;
  /** Before the discount, VAT taken out (Magento's row_total). */
  rowExclTax: number;
  /** Taken off the row (VAT included). */
  discount: number;
  /** VAT of the row after its discount. */
  rowTax: number;
};

/** A line of `quantity` pieces at `unitInclTax` cents each, `discount` cents off the row. */
export function priceRow(unitInclTax: number, quantity: number, discount = 0): PricedRow {
  const rowInclTax = unitInclTax * quantity;
  return {
    unitInclTax,
    unitExclTax: unitInclTax - vatIn(unitInclTax),
    rowInclTax,
    rowExclTax: rowInclTax - vatIn(rowInclTax),
    discount,
    rowTax: vatIn(rowInclTax - discount),
  };
}

export type CartTotals = {
  subtotalInclTax: number;
  subtotalExclTax: number;
  discount: number;
  subtotalWithDiscountExclTax: number;
  tax: number;
  grandTotal: number;
};

/** Sums of the rows; no shipping or fees yet, so the grand total is what the rows cost after discounts. */
export function cartTotals(rows: readonly PricedRow[]): CartTotals {
  const sum = (pick: (row: PricedRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const grandTotal = sum((r) => r.rowInclTax - r.discount);
  const tax = sum((r) => r.rowTax);
  return {
    subtotalInclTax: sum((r) => r.rowInclTax),
    subtotalExclTax: sum((r) => r.rowExclTax),
    discount: sum((r) => r.discount),
    subtotalWithDiscountExclTax: grandTotal - tax,
    tax,
    grandTotal,
  };
}

export type CouponAction = { discount_type: 'by_percent' | 'cart_fixed'; discount_amount: number };

/**
 * Each row's share of a coupon's discount (cents, VAT included): a percentage of every row, or
 * a fixed amount (at most the rows' total) spread over the rows by their value, the rounding
 * remainder on the last row, as Magento's cart_fixed action does.
 */
export function couponDiscounts(rowsInclTax: readonly number[], action: CouponAction): number[] {
  if (action.discount_type === 'by_percent') return rowsInclTax.map((row) => Math.round((row * Math.min(action.discount_amount, 100)) / 100));
  const subtotal = rowsInclTax.reduce((a, b) => a + b, 0);
  if (subtotal <= 0) return rowsInclTax.map(() => 0);
  const total = Math.min(toCents(action.discount_amount), subtotal);
  let given = 0;
  return rowsInclTax.map((row, index) => {
    const share = index === rowsInclTax.length - 1 ? total - given : Math.round((total * row) / subtotal);
    given += share;
    return Math.min(share, row);
  });
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
