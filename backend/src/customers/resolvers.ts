// Every resolver of the customer accounts (issue 8), registered once in commerce/schema.ts.
import { accountResolvers } from './account';
import { addressResolvers } from './addresses';
import { companyResolvers } from './companies';
import { confirmationResolvers } from './confirmation';
import { customerFieldResolvers } from './customer-shape';
import { directoryResolvers } from './directory';
import { loyaltyGdprResolvers } from './loyalty-gdpr';
import { newsletterResolvers } from './newsletter';
import { passwordResetResolvers } from './password-reset';
import { profileResolvers } from './profile';
import { registrationResolvers } from './registration';
import { signInResolvers } from './sign-in';

export const customerResolvers = [
  signInResolvers,
  accountResolvers,
  customerFieldResolvers,
  registrationResolvers,
  confirmationResolvers,
  passwordResetResolvers,
  profileResolvers,
  addressResolvers,
  directoryResolvers,
  newsletterResolvers,
  loyaltyGdprResolvers,
  companyResolvers,
];
