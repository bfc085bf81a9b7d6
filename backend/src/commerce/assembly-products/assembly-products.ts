// Mutation.getAssemblyProducts (the store's assembly module, extensions.graphqls): the assembly
// and utilisation services offered for a product, i.e. those of every category it is listed in.
// A product whose categories offer none gets an empty list (the storefront then warns
// 'Something went wrong'), e.g. lamps, rugs, dining chairs and gift cards. For a cart: the
// services of every product in it, once each.
import { inJson } from '../../db/batch-loader';
import { cartForUser } from '../cart/cart-access';
import { cartItems, productsBySku } from '../cart/cart-store';
import { inputError, noSuchEntity } from '../errors';
import { productPrice } from '../catalogue/product-fields';
import { toUid } from '../uid';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

type ServiceRow = { id: number; sku: string; name: string; price: number; special_price: number | null };

/**
 * Throws graphql-input unless exactly one of `sku` and `cart_id` is given; graphql-no-such-entity
 * for an unknown SKU (a variant's SKU answers for its configurable product); a cart id as every
 * cart operation does (cart-access.ts).
 */
const getAssemblyProducts: MutationResolver<'getAssemblyProducts'> = async (
  _s,
  { sku, cart_id },
  context,
) => {
  if (!sku === !cart_id) throw inputError('Specify either "sku" or "cart_id".');
  const { db } = context;
  let productIds: number[];
  if (cart_id) {
    const cart = await cartForUser(context, cart_id);
    const rows = await cartItems(db, cart.id);
    const products = await productsBySku(db, rows.map((r) => r.parent_sku ?? r.sku));
    productIds = [...products.values()].map((p) => p.id);
  } else {
    const product = await db.prepare('SELECT id, parent_id FROM products WHERE sku = ?').bind(sku).first<{ id: number; parent_id: number | null }>();
    if (!product) throw noSuchEntity(`Could not find a product with SKU "${sku}"`);
    productIds = [product.parent_id ?? product.id];
  }
  const services = (
    await db
      .prepare(
        `SELECT s.id, s.sku, s.name, s.price, s.special_price FROM assembly_services s
         WHERE s.id IN (SELECT cas.service_id FROM category_products cp
           JOIN category_assembly_services cas ON cas.category_id = cp.category_id WHERE ${inJson('cp.product_id')})
         ORDER BY s.id`,
      )
      .bind(JSON.stringify(productIds))
      .all<ServiceRow>()
  ).results;
  return {
    items: services.map((s) => {
      const price = productPrice(s.price, s.special_price ?? s.price);
      return { uid: toUid(`assembly/${s.id}`), sku: s.sku, name: s.name, price_range: { minimum_price: price, maximum_price: price } };
    }),
  };
};

export const assemblyProductResolvers = { Mutation: { getAssemblyProducts } } satisfies Resolvers;
