/**
 * The store's locales (storefront.md §1 "single default locale, iso et-EE, currency EUR, no URL
 * prefix for the default locale, no browser-language detection. The store locale is read from
 * the first path segment"; §3 Locale: code, file, iso, defaultCurrency).
 */
export type Locale = { readonly code: string; readonly file: string; readonly iso: string; readonly defaultCurrency: string };

/** The one locale; the first entry is the default (no path prefix). */
export const LOCALES = [{ code: 'et', file: 'et-EE.json', iso: 'et-EE', defaultCurrency: 'EUR' }] as const satisfies readonly [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/**
 * The locale of a request path: a first segment naming a non-default locale (`/en/…`) selects
 * it; anything else, including the default's own code, is the default locale (it has no prefix,
 * so `/et/…` is an ordinary path). Never looks at Accept-Language.
 */
export function resolveLocale(pathname: string, locales: readonly Locale[] = LOCALES): Locale {
  const first = pathname.split('/')[1] ?? '';
  const [fallback = DEFAULT_LOCALE, ...prefixed] = locales;
  return prefixed.find((locale) => locale.code === first) ?? fallback;
}

/** The store's country (storefront.md §9 "Default country EE"). */
export const DEFAULT_COUNTRY = 'EE';
