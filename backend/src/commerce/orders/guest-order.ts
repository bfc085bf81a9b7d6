// Query.guestOrderByToken (Magento 2.4.7 SalesGraphQl GuestOrderByToken): the order a guest's
// token names, as the thank-you page shows it. The token is the only key (never the number);
// an unknown token and a customer's order answer the same way as Magento.
import { authorizationError, noSuchEntity } from '../errors';
import { orderShape } from './order-shape';
import { orderByToken } from './order-store';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

export const ORDER_NOT_FOUND = "We couldn't locate an order with the information provided.";
export const LOGIN_TO_VIEW = 'Please login to view the order.';

const guestOrderByToken: QueryResolver<'guestOrderByToken'> = async (_s, { input }, context) => {
  const token = input?.token?.trim();
  if (!token) throw noSuchEntity(ORDER_NOT_FOUND);
  const order = token.length <= 64 ? await orderByToken(context.db, token) : null;
  if (!order) throw noSuchEntity(ORDER_NOT_FOUND);
  if (order.customer_id !== null) throw authorizationError(LOGIN_TO_VIEW);
  return orderShape(context, order);
};

export const guestOrderResolvers = { Query: { guestOrderByToken } } satisfies Resolvers;
