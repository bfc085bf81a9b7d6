/**
 * The variant chosen in the product page's purchase island, read from the page (the island's
 * props and its checked option radios) rather than from the `$selectedVariant` store: importing
 * that store into the wish list chunk would split it into a chunk of its own that every product
 * page then loads at start (scripts/build-client.mjs measures it). Names repeated from
 * ui/island/island-markers.ts and ui/islands/product-purchase-view.tsx `optionInputName`, whose
 * modules would pull more into this chunk (client/wishlist-variant.test.ts checks them).
 */
type PurchaseProps = {
  product?: {
    sku?: unknown;
    options?: { code?: unknown }[];
    variants?: { sku?: unknown; attributes?: Record<string, unknown> }[];
  };
};

/** ui/island/island-markers.ts ISLAND_TAG, ISLAND_ATTRIBUTE and ISLAND_PROPS_ATTRIBUTE. */
export const PURCHASE_ISLAND_SELECTOR = 'sf-island[data-island="product-purchase"]';
export const ISLAND_PROPS = 'data-island-props';

const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');
/** ui/islands/product-purchase-view.tsx `optionInputName`. */
export const optionRadioName = (sku: string, code: string) => `purchase-${safe(sku)}-${safe(code)}`;

/**
 * The SKU of the variant of configurable `productSku` whose options are all checked on `page`,
 * or `null` (no purchase island for it, an option not chosen, no such variant).
 */
export function chosenVariantSku(page: ParentNode, productSku: string): string | null {
  for (const island of page.querySelectorAll(PURCHASE_ISLAND_SELECTOR)) {
    let props: PurchaseProps;
    try {
      props = JSON.parse(island.getAttribute(ISLAND_PROPS) ?? '{}') as PurchaseProps;
    } catch {
      continue;
    }
    const product = props.product;
    if (product?.sku !== productSku || !Array.isArray(product.options) || !Array.isArray(product.variants)) continue;
    const chosen: Record<string, number> = {};
    for (const { code } of product.options) {
      if (typeof code !== 'string') return null;
      const radio = island.querySelector<HTMLInputElement>(`input[name="${optionRadioName(productSku, code)}"]:checked`);
      if (!radio) return null;
      chosen[code] = Number(radio.value);
    }
    const variant = product.variants.find((entry) => Object.entries(chosen).every(([code, value]) => entry.attributes?.[code] === value));
    return typeof variant?.sku === 'string' ? variant.sku : null;
  }
  return null;
}
