/**
 * The one money formatter used on the server and in islands. It is written out rather than
 * using Intl so that workerd's and the browser's ICU data can never disagree (a hydration
 * mismatch): et-EE groups thousands with a no-break space, uses a decimal comma and puts the
 * euro sign after the amount, e.g. `1 299,00 €`. A negative amount gets the minus sign U+2212, as
 * `Intl.NumberFormat('et-EE')` writes it (`−25,00 €`), so every discount row reads the same.
 */
const NBSP = '\u00a0';

export type Money = { value: number; currency: string };

export function formatMoney({ value, currency }: Money): string {
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const symbol = currency === 'EUR' ? '€' : currency;
  return `${negative ? '\u2212' : ''}${grouped},${fraction}${NBSP}${symbol}`;
}
