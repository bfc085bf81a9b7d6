// Mutation.getAssemblyProducts (the store's assembly module, extensions.graphqls): the assembly
// and utilisation services offered for a product, i.e. those of every category it is listed in.
// A product whose categories offer none gets an empty list (the storefront then warns
// 'Something went wrong'), e.g. lamps, rugs, dining chairs and gift cards.
import type { GraphQLFieldResolver } from 'graphql';
import type { CommerceContext } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { productPrice } from '../catalogue/product-fields';
import { toUid } from '../uid';

type ServiceRow = { id: number; sku: string; name: string; price: number; special_price: number | null };

/**
 * Throws graphql-input unless exactly one of `sku` and `cart_id` is given, and for `cart_id`
 * until carts exist on the reference backend; graphql-no-such-entity for an unknown SKU (a
 * variant's SKU answers for its configurable product).
 */
const getAssemblyProducts: GraphQLFieldResolver<unknown, CommerceContext, { sku?: string | null; cart_id?: string | null }> = async (
  _s,
  { sku, cart_id },
  context,
) => {
  if (!sku === !cart_id) throw inputError('Specify either "sku" or "cart_id".');
  if (cart_id) throw inputError('Assembly services for a cart are not available on the reference backend yet.');
  const { db } = context;
  const product = await db.prepare('SELECT id, parent_id FROM products WHERE sku = ?').bind(sku).first<{ id: number; parent_id: number | null }>();
  if (!product) throw noSuchEntity(`Could not find a product with SKU "${sku}"`);
  const services = (
    await db
      .prepare(
        `SELECT s.id, s.sku, s.name, s.price, s.special_price FROM assembly_services s
         WHERE s.id IN (SELECT cas.service_id FROM category_products cp
           JOIN category_assembly_services cas ON cas.category_id = cp.category_id WHERE cp.product_id = ?)
         ORDER BY s.id`,
      )
      .bind(product.parent_id ?? product.id)
      .all<ServiceRow>()
  ).results;
  return {
    items: services.map((s) => {
      const price = productPrice(s.price, s.special_price ?? s.price);
      return { uid: toUid(`assembly/${s.id}`), sku: s.sku, name: s.name, price_range: { minimum_price: price, maximum_price: price } };
    }),
  };
};

export const assemblyProductResolvers = { Mutation: { getAssemblyProducts } };
