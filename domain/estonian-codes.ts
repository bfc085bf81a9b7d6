/**
 * Checksums of Estonian identifiers, beyond the shape rules of storefront.md §5 (issue 7: "go
 * beyond the spec: registry-code and VAT checksums"). A typo in one digit of any of these fails
 * its checksum, so the shopper is told at the field instead of by an invoice with a wrong code.
 * Pure functions of the typed text; each returns `false` for anything not of the right shape.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);

/** Σ digit × weight, mod 11. */
const mod11 = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;

/**
 * The "modulo 11" check digit shared by the personal identification code (EVS 585:2007) and
 * the business register's registry code: first round with weights `first`; a remainder of 10
 * gives a second round with `second`; a remainder of 10 again gives 0.
 */
function modulo11CheckDigit(digits: readonly number[], first: readonly number[], second: readonly number[]): number {
  const r1 = mod11(digits, first);
  if (r1 < 10) return r1;
  const r2 = mod11(digits, second);
  return r2 < 10 ? r2 : 0;
}

/**
 * Registry code of a legal person (registrikood): 8 digits, the last a check digit over the
 * first 7 with weights 1…7, then 3…9 (e.g. Swedbank AS 10060701).
 */
export function isValidRegistryCode(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false;
  const digits = digitsOf(code);
  return modulo11CheckDigit(digits, [1, 2, 3, 4, 5, 6, 7], [3, 4, 5, 6, 7, 8, 9]) === digits[7];
}

/**
 * Estonian VAT number (KMKR number): 'EE' and 9 digits; the last is a check digit over the first
 * 8 with weights 3, 7, 1, 3, 7, 1, 3, 7: check = (10 − Σ mod 10) mod 10 (e.g. EE100931558).
 */
export function isValidEstonianVatNumber(vatNumber: string): boolean {
  const match = /^EE(\d{9})$/.exec(vatNumber);
  if (!match?.[1]) return false;
  const digits = digitsOf(match[1]);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}

/** Century of the birth year by the first digit: 1–2 → 1800s, 3–4 → 1900s, 5–6 → 2000s, 7–8 → 2100s. */
const CENTURY_BY_FIRST_DIGIT: Readonly<Record<string, number>> = { 1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000, 7: 2100, 8: 2100 };

/**
 * The birth date coded in a personal identification code (isikukood, GYYMMDDSSSC), as
 * 'YYYY-MM-DD', or `null` when the first digit is not 1–8 or the date does not exist
 * (30 February, month 13). The shape is not checked here.
 */
export function personalCodeBirthDate(code: string): string | null {
  const century = CENTURY_BY_FIRST_DIGIT[code.charAt(0)];
  if (century === undefined) return null;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, never the case here (years are 1800–2199).
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
}

/**
 * Estonian personal identification code (isikukood, EVS 585:2007): 11 digits, a first digit
 * 1–8 (sex and century), a real birth date, and the check digit over the first 10 with weights
 * 1…9, 1, then 3…9, 1, 2, 3 (e.g. 37605030299).
 */
export function isValidPersonalCode(code: string): boolean {
  if (!/^\d{11}$/.test(code) || personalCodeBirthDate(code) === null) return false;
  const digits = digitsOf(code);
  return modulo11CheckDigit(digits, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) === digits[10];
}
