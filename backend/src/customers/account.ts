// Query.customer (Magento's Customer resolver through GetCustomer).
import type { GraphQLFieldResolver } from 'graphql';
import type { CommerceContext } from '../commerce/context';
import { currentCustomer } from './current-customer';
import { customerShape } from './customer-shape';

type Resolver<Args> = GraphQLFieldResolver<unknown, CommerceContext, Args>;

const customer: Resolver<Record<string, never>> = async (_s, _a, context) => customerShape(await currentCustomer(context));

export const accountResolvers = {
  Query: { customer },
};
