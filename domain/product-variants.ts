/**
 * Which variant of a configurable product is chosen (storefront.md §3 `configurable_options`,
 * §5 "only when a variant is selected"): the options' chosen values must match one variant's
 * attributes. Used by the purchase island's option pickers and, with the cart, by add to cart.
 */
export type VariantOption = { readonly code: string; readonly values: ReadonlyArray<{ readonly valueIndex: number }> };
export type VariantAttributes = { readonly sku: string; readonly attributes: Readonly<Record<string, number>> };
/** Chosen `valueIndex` per option code; a missing code is not chosen yet. */
export type OptionSelection = Readonly<Record<string, number>>;

/** The variant matching a chosen value for every option, or `null` (not all chosen, or no such variant). */
export function findVariant<V extends VariantAttributes>(variants: readonly V[], options: readonly VariantOption[], selection: OptionSelection): V | null {
  if (options.length === 0 || options.some((option) => selection[option.code] === undefined)) return null;
  return variants.find((variant) => options.every((option) => variant.attributes[option.code] === selection[option.code])) ?? null;
}

/**
 * Whether choosing `valueIndex` for option `code`, keeping the other choices, still leads to
 * some variant. The picker disables values that cannot.
 */
export function isValueAvailable(
  variants: readonly VariantAttributes[],
  options: readonly VariantOption[],
  selection: OptionSelection,
  code: string,
  valueIndex: number,
): boolean {
  return variants.some(
    (variant) =>
      variant.attributes[code] === valueIndex &&
      options.every((option) => option.code === code || selection[option.code] === undefined || variant.attributes[option.code] === selection[option.code]),
  );
}
