// The signed-in customer's cart (Magento 2.4.7 QuoteGraphQl CustomerCart and MergeCarts):
//   customerCart: the customer's active cart, created when they have none; a guest gets 'The
//     request is allowed for logged in customer' (graphql-authorization);
//   mergeCarts(source_cart_id, destination_cart_id?): the guest cart's lines go into the
//     customer's cart (the same product again: quantities added, Quote::merge), its coupon too
//     when it has one; the guest cart is deactivated. Checks in Magento's order: 'Required
//     parameter "source_cart_id" is missing', 'The parameter "destination_cart_id" cannot be
//     empty' (graphql-input), a guest → "The current customer isn't authorized."
//     (graphql-authorization), then the source as a guest's cart and the destination as this
//     customer's (cart-access.ts: unknown, inactive, another owner's). Without a destination the
//     customer's own cart is used (created when missing).
//     Before merging, a line whose summed quantity the stock cannot sell loses the customer's
//     quantity and keeps the guest's (Magento's CartQuantityValidator deletes the customer's item).
import type { CommerceContext } from '../context';
import type { Customer } from '../request-identity';
import { authorizationError, inputError } from '../errors';
import { MAX_SALE_QTY, quantityProblem } from './add-products-to-cart';
import { guestCartForUser, cartForUser } from './cart-access';
import { cartShape, orderable } from './cart-shape';
import { cartItems, insertCart, newMaskedId, now, productsBySku, type CartRow } from './cart-store';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver, QueryResolver } from '../resolver-types';

/** The customer's active cart (the newest, should there be several), created when they have none. */
export async function customerActiveCart(db: D1Database, customer: Pick<Customer, 'id' | 'email'>): Promise<CartRow> {
  const found = await db.prepare('SELECT * FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1').bind(customer.id).first<CartRow>();
  return found ?? (await insertCart(db, newMaskedId(), customer.id));
}

const customerCart: QueryResolver<'customerCart'> = async (_s, _a, context) => {
  const customer = context.customer;
  if (!customer) throw authorizationError('The request is allowed for logged in customer');
  return cartShape(context, await customerActiveCart(context.db, customer));
};

/**
 * Moves the guest cart's lines into the customer's cart in one batch: a product both hold gets the
 * quantities added (at most Magento's 10000 a line), unless the stock cannot sell the sum, in which
 * case the guest's quantity replaces the customer's; the guest cart becomes inactive.
 */
async function mergeInto(context: CommerceContext, guest: CartRow, destination: CartRow): Promise<void> {
  const { db } = context;
  const [from, into] = await Promise.all([cartItems(db, guest.id), cartItems(db, destination.id)]);
  const products = await productsBySku(db, from.map((row) => row.sku));
  const at = now();
  const statements: D1PreparedStatement[] = [];
  for (const line of from) {
    const same = into.find((row) => row.sku === line.sku && row.gift_card_amount === line.gift_card_amount);
    let quantity = Math.min(MAX_SALE_QTY, line.quantity + (same?.quantity ?? 0));
    const product = products.get(line.sku);
    if (same && product && line.gift_card_amount === 0) {
      const stock = await orderable(context, product);
      if (!stock.salable || quantityProblem(quantity, stock.maxQty)) quantity = line.quantity;
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO cart_items (cart_id, sku, parent_sku, quantity, selected_options, gift_card_amount, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_id, sku, gift_card_amount) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
        )
        .bind(destination.id, line.sku, line.parent_sku, quantity, line.selected_options, line.gift_card_amount, at, at),
    );
  }
  if (guest.coupon_code) statements.push(db.prepare('UPDATE carts SET coupon_code = ? WHERE id = ?').bind(guest.coupon_code, destination.id));
  statements.push(
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(at, destination.id),
    db.prepare('UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?').bind(at, guest.id),
  );
  await db.batch(statements);
}

const mergeCarts: MutationResolver<'mergeCarts'> = async (_s, args, context) => {
  if (!args.source_cart_id) throw inputError('Required parameter "source_cart_id" is missing');
  if (args.destination_cart_id !== undefined && args.destination_cart_id !== null && !args.destination_cart_id) {
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  }
  const customer = context.customer;
  if (!customer) throw authorizationError("The current customer isn't authorized.");
  const destinationId = args.destination_cart_id ?? (await customerActiveCart(context.db, customer)).masked_id;
  // Magento 2.4.7 loads the source as a guest's cart first, then the destination as the customer's.
  const guest = await guestCartForUser(context, args.source_cart_id);
  const destination = await cartForUser(context, destinationId);
  if (guest.id !== destination.id) await mergeInto(context, guest, destination);
  return cartShape(context, destination);
};

export const customerCartResolvers = { Query: { customerCart }, Mutation: { mergeCarts } } satisfies Resolvers;
