// Every resolver of the customer accounts (issue 8), registered once in commerce/schema.ts.
import { accountResolvers } from './account';
import { customerFieldResolvers } from './customer-shape';
import { signInResolvers } from './sign-in';

export const customerResolvers = [signInResolvers, accountResolvers, customerFieldResolvers];
