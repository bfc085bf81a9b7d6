// Query.customer (Magento's Customer resolver through GetCustomer).
import { currentCustomer } from './current-customer';
import { customerShape } from './customer-shape';
import type { Resolvers } from '../generated/resolvers';
import type { QueryResolver } from '../commerce/resolver-types';

const customer: QueryResolver<'customer'> = async (_s, _a, context) => customerShape(await currentCustomer(context));

export const accountResolvers = {
  Query: { customer },
} satisfies Resolvers;
