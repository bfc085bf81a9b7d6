// How the seed writes money and dates.

/** Rounded to cents. */
export const money = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM-DD HH:MM:SS` (UTC, SQLite's form), this many days after 2022-01-01. */
export const date = (daysAfter2022: number) => new Date(Date.UTC(2022, 0, 1) + daysAfter2022 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
