/**
 * `text` (a SKU, an option code) as part of an element id or radio name: anything but letters,
 * digits, `_` and `-` becomes `_`. Islands may not use `useId` (server and client must agree
 * without it), so their ids derive from the product. Shared by the product page's views, whose
 * islands ship in one chunk (client/islands/product-page.ts): once there instead of in each.
 */
export const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');
