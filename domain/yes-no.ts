/**
 * Magento's yes/no EAV select attributes answer with option ids, and this store's are
 * YES = 45 and NO = 46 (storefront.md §3, customer.md §4 "Codes YES=45 and NO=46"); e.g. the
 * product's `has_assembly_services`. Read them only through `isYes`.
 */
export const YES = 45;
export const NO = 46;

/**
 * Whether a yes/no attribute value says yes: the YES option id, or 1 from an attribute of
 * Magento's `boolean` input type (stored 1/0). Anything else (NO, null, an unknown id) is no.
 */
export function isYes(value: number | string | null | undefined): boolean {
  const id = typeof value === 'string' ? Number(value) : value;
  return id === YES || id === 1;
}
