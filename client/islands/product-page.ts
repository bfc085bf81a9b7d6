/**
 * The product page's own islands, always rendered together (routes/product.tsx), in ONE chunk:
 * as five entries esbuild splits what they share into more small chunks, and each file costs
 * gzip more than the same code in one file. Islands used on other pages stay entries of their own.
 */
export * as assemblyProducts from './assembly-products';
export * as productGallery from './product-gallery';
export * as productPurchase from './product-purchase';
export * as recentlyViewed from './recently-viewed';
export * as reviewForm from './review-form';
