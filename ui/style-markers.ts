/**
 * The `<link rel="stylesheet" media="print">` of a page's styles that its first screen does not
 * use (worker/render/client-assets.ts), written by ui/document.tsx; client/deferred-styles.ts
 * applies it (`media="all"`) once it has loaded, so it never blocks the first paint.
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-deferred-style';
