// Mutation.setCheckoutConsentsOnCart and Cart.marketing_consent (extensions.graphqls): the
// shopper's optional marketing consent, kept with the cart (migrations/0007) and copied onto the
// order by placeOrder (order-store.ts). Terms of sale and data processing are required to place
// an order, so they need no storing.
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import { inputError } from '../errors';
import { now } from './order-store';
import type { Resolvers } from '../../generated/resolvers';
import type { FieldResolver, MutationResolver } from '../resolver-types';

/** The consent stored for a cart (by its row id); no row means the shopper never agreed. */
export async function marketingConsentOfCart(db: D1Database, cartId: number): Promise<boolean> {
  const row = await db.prepare('SELECT marketing FROM cart_consents WHERE cart_id = ?').bind(cartId).first<{ marketing: number }>();
  return row?.marketing === 1;
}

/** Sets (or withdraws) the marketing consent of an active cart the caller may use. */
const setCheckoutConsentsOnCart: MutationResolver<'setCheckoutConsentsOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (typeof input.marketing_consent !== 'boolean') throw missing('marketing_consent');
  const cart = await cartForUser(context, input.cart_id);
  if (!(await cartShape(context, cart)).items.length) throw inputError('The cart does not contain products.');
  await context.db
    .prepare(
      `INSERT INTO cart_consents (cart_id, marketing, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (cart_id) DO UPDATE SET marketing = ?2, updated_at = ?3`,
    )
    .bind(cart.id, input.marketing_consent ? 1 : 0, now())
    .run();
  return { cart: await cartShape(context, cart) };
};

/** Cart.marketing_consent: resolved by the cart's masked id (the shape's `id`). */
const marketingConsent: FieldResolver<'Cart', 'marketing_consent'> = async (cart, _a, context) => {
  const row = await context.db
    .prepare('SELECT cc.marketing FROM cart_consents cc JOIN carts c ON c.id = cc.cart_id WHERE c.masked_id = ?')
    .bind(cart.id)
    .first<{ marketing: number }>();
  return row?.marketing === 1;
};

export const checkoutConsentResolvers = {
  Mutation: { setCheckoutConsentsOnCart },
  Cart: { marketing_consent: marketingConsent },
} satisfies Resolvers;
