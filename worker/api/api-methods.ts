import { z } from 'zod';
import { CacheShort } from '../../graphql/client';
import { ASSEMBLY_PRODUCTS_MUTATION, CREATE_PRODUCT_REVIEW_MUTATION, PRODUCTS_BY_SKU_QUERY } from '../../graphql/documents';
import { productCards } from '../../routes/product-cards';
import { ACCOUNT_METHODS } from './account-methods';
import { CART_METHODS } from './cart-methods';
import { CHECKOUT_METHODS } from './checkout-methods';
import { CUSTOMER_METHODS } from './customer-methods';
import { GDPR_METHODS } from './gdpr-methods';
import { method, Sku } from './method';
import { NEWSLETTER_METHODS } from './newsletter-methods';
import { ORDER_METHODS } from './order-methods';
import { WISHLIST_METHODS } from './wishlist-methods';

/** Page size for additional products by SKU (storefront.md §7). */
const PRODUCTS_BY_SKU_PAGE_SIZE = 20;

/**
 * `POST /api/magento/{method}` with an argument array (storefront.md §7): the anonymous
 * catalogue methods here, the guest cart methods in cart-methods.ts. Customer and wishlist
 * methods arrive with their issues and will attach the token from the cookie, never from the
 * browser's JavaScript.
 */
export const MAGENTO_METHODS = {
  ...CART_METHODS,
  ...ACCOUNT_METHODS,
  ...ORDER_METHODS,
  ...CHECKOUT_METHODS,
  ...CUSTOMER_METHODS,
  ...WISHLIST_METHODS,
  ...NEWSLETTER_METHODS,
  ...GDPR_METHODS,
  productsBySku: method({
    args: z.tuple([z.array(Sku).min(1).max(PRODUCTS_BY_SKU_PAGE_SIZE)]),
    async run([skus], { commerce }) {
      const data = await commerce.query(PRODUCTS_BY_SKU_QUERY, { skus, pageSize: PRODUCTS_BY_SKU_PAGE_SIZE }, { cache: CacheShort });
      const bySku = new Map(productCards(data.products?.items).map((card) => [card.sku, card]));
      // Keep the caller's order (recently viewed: most recent first).
      return { items: skus.flatMap((sku) => bySku.get(sku) ?? []) };
    },
  }),
  createProductReview: method({
    args: z.tuple([
      z.object({
        sku: Sku,
        nickname: z.string().trim().min(1).max(100),
        summary: z.string().trim().min(1).max(200),
        text: z.string().trim().min(1).max(5000),
        ratings: z.array(z.object({ id: z.string().min(1).max(64), value_id: z.string().min(1).max(64) })).max(10),
      }),
    ]),
    async run([input], { commerce }) {
      const data = await commerce.mutate(CREATE_PRODUCT_REVIEW_MUTATION, { input });
      return { review: data.createProductReview?.review ?? null };
    },
  }),
  assemblyProducts: method({
    args: z.tuple([Sku]),
    async run([sku], { commerce }) {
      const data = await commerce.mutate(ASSEMBLY_PRODUCTS_MUTATION, { sku });
      // Only services the island can name and add: a SKU and a name.
      const items = (data.assemblyProducts?.items ?? []).flatMap((item) => (item?.sku && item.name ? [{ ...item, sku: item.sku, name: item.name }] : []));
      return { items };
    },
  }),
} as const;
