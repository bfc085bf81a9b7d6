/**
 * Installment hint of the product page (customer.md §9, storefront.md §9): the credit figure
 * and the loan partner's plans. Pure arithmetic in cents, so the server and the browser print
 * the same figures.
 */

/** Plans offered: up to 3 months at 0 %, up to 6 months at 1 %, up to 12 months at 3 %. */
export const INSTALLMENT_PLANS = [
  { months: 3, ratePercent: 0 },
  { months: 6, ratePercent: 1 },
  { months: 12, ratePercent: 3 },
] as const;

export type InstallmentPlan = {
  readonly months: number;
  readonly ratePercent: number;
  /** What the shopper pays in total, in euros (2 decimals). */
  readonly total: number;
  /** Each month's payment, in euros (2 decimals). */
  readonly monthlyPayment: number;
};

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Credit = final price / 10, rounded to whole euros (customer.md §9). Returns `null` when the
 * price is not a positive finite number or the credit would round to 0 (no hint is shown).
 */
export function installmentCredit(finalPrice: number): number | null {
  if (!Number.isFinite(finalPrice) || finalPrice <= 0) return null;
  const credit = Math.round(finalPrice / 10);
  return credit > 0 ? credit : null;
}

/**
 * The monthly payment of each plan for `finalPrice`. The formula we chose (the spec gives only
 * the percentages): the plan's rate is a one-off cost on the price, neither annual nor
 * compounded, so total = price × (1 + rate), and the monthly payment = total / months, each
 * rounded half-up to the cent (the partner settles any cent of difference in the last
 * payment). E.g. 1299 € over 6 months at 1 %: total 1311.99 €, 218.67 € a month.
 * Returns `[]` when the price is not a positive finite number.
 */
export function installmentPlans(finalPrice: number): InstallmentPlan[] {
  if (!Number.isFinite(finalPrice) || finalPrice <= 0) return [];
  const priceCents = toCents(finalPrice);
  return INSTALLMENT_PLANS.map(({ months, ratePercent }) => {
    const totalCents = Math.round((priceCents * (100 + ratePercent)) / 100);
    return { months, ratePercent, total: totalCents / 100, monthlyPayment: Math.round(totalCents / months) / 100 };
  });
}
