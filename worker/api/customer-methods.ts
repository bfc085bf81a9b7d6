import { z } from 'zod';
import {
  ACCOUNT_CANCEL_GDPR_AGREEMENT_MUTATION,
  ACCOUNT_CHANGE_PASSWORD_MUTATION,
  ACCOUNT_CREATE_ADDRESS_MUTATION,
  ACCOUNT_DELETE_ADDRESS_MUTATION,
  ACCOUNT_DELETE_CUSTOMER_MUTATION,
  ACCOUNT_SET_LOYALTY_MEMBERSHIP_MUTATION,
  ACCOUNT_SET_NEWSLETTER_MUTATION,
  ACCOUNT_UPDATE_ADDRESS_MUTATION,
  ACCOUNT_UPDATE_CUSTOMER_MUTATION,
  ACCOUNT_UPDATE_EMAIL_MUTATION,
} from '../../graphql/documents';
import { isDateOfBirth } from '../../domain/personal-data';
import { isOrderNumber, ORDER_PAGE_SIZE, ORDER_SORTS } from '../../domain/order-history';
import { loadAddresses, loadGdprAgreements, loadOrder, loadOrders, loadSubscriptions, subscriptionsView } from '../../routes/account-data';
import { GraphQLResponseError } from '../../graphql/client';
import { t } from '../../ui/i18n/t';
import { ApiRefusal } from './api-refusal';
import { PersonName } from './person-fields';
import { method } from './method';

/*
 * The my-account methods of the middleware API (customer.md §7 Account, Address book, Orders;
 * extensions.graphqls for loyalty and GDPR). Each acts on the customer of the `vsf-customer`
 * token (MethodContext.shopper), never on an id the browser names: an address id is checked by
 * the backend against the token's customer, and orders are read through Customer.orders, which
 * only holds that customer's. Inputs are strict and every text bounded (Magento's columns: 255;
 * e-mail 254 as RFC 5321), so an unlisted or overlong field is a 400, never a backend row.
 */

const MAX_TEXT = 255;
const Name = z.string().trim().min(1).max(MAX_TEXT);
const Email = z.string().trim().min(3).max(254).email();
/** Magento's own limit on a password is 256 characters; longer is no password anyone typed. */
const Password = z.string().min(1).max(256);
const OptionalText = z.string().trim().max(MAX_TEXT);
const AddressId = z.number().int().positive().max(2_147_483_647);

const CustomerUpdateInput = z.strictObject({
  firstname: PersonName,
  lastname: PersonName,
  /** ISO date (the date input's value) or null to clear it. */
  date_of_birth: z
    .string()
    .refine((value) => isDateOfBirth(value), 'Invalid date of birth')
    .nullable()
    .optional(),
});

/** CustomerAddressInput as the address book sends it: Estonian, street lines 1–4 (street, apartment, neighbourhood, extra). */
const CustomerAddressInput = z.strictObject({
  firstname: PersonName,
  lastname: PersonName,
  telephone: z.string().trim().min(1).max(32),
  street: z.array(OptionalText).min(1).max(4).refine((lines) => (lines[0] ?? '') !== '', 'The street is required'),
  city: Name,
  postcode: z.string().trim().min(1).max(16),
  region: OptionalText.optional(),
  country_code: z.literal('EE'),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
type CustomerAddressArgs = z.output<typeof CustomerAddressInput>;

/** The middleware's flat `region` as Magento's CustomerAddressRegionInput. */
function addressInput({ region, ...address }: CustomerAddressArgs) {
  return { ...address, region: { region: region ?? '' } };
}

/** Magento's lockout wording (UserLockedException, the reference backend's 'temporarily disabled'). */
const LOCKED = /\block(ed|out)\b|temporarily disabled/i;

/**
 * The spec's words for Magento's refusals of a password change (customer.md §8): a wrong current
 * password is 'Invalid current password' (Magento says 'Invalid login or password.', category
 * graphql-authentication), repeated failures 'Account temporarily disabled'. Anything else
 * (the new password's policy) keeps Magento's message.
 */
function passwordRefusal(error: unknown): unknown {
  if (!(error instanceof GraphQLResponseError) || error.errors[0]?.extensions?.category !== 'graphql-authentication') return error;
  return new ApiRefusal(LOCKED.test(error.message) ? t('Account temporarily disabled') : t('Invalid current password'), { category: 'graphql-authentication' });
}

/** Magento: 'A customer with the same email address already exists in an associated website.' */
function emailRefusal(error: unknown): unknown {
  if (!(error instanceof GraphQLResponseError) || error.errors[0]?.extensions?.category !== 'graphql-already-exists') return error;
  return new ApiRefusal(t('Customer with the same e-mail already exists'), { category: 'graphql-already-exists' });
}

/**
 * Notices the island leaves for the home page after this session ends (the `vsf-message` flash
 * cookie). Keys travel as data, so they are written out here, in worker code, where the client
 * build finds them for the browser's catalogue.
 */
const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted';
const SIGNED_OUT_BY_GDPR_NOTICE = 'The agreement was cancelled and you have been signed out';

/** Magento: 'Customer Address 2 is set as default billing address and can not be deleted'. */
function defaultAddressRefusal(error: unknown): unknown {
  if (!(error instanceof GraphQLResponseError) || !/default (billing|shipping) address/i.test(error.message)) return error;
  return new ApiRefusal(t('A default address cannot be removed. Make another address the default first.'), { category: 'graphql-input' });
}

const DefaultsInput = z.strictObject({ default_shipping: z.boolean().optional(), default_billing: z.boolean().optional() });

export const CUSTOMER_METHODS = {
  /** customer.md §7 updateCustomer: names and date of birth; reads updateCustomerV2.customer. */
  updateCustomer: method({
    args: z.tuple([CustomerUpdateInput]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_UPDATE_CUSTOMER_MUTATION, { input });
      return { customer: data.updateCustomerV2?.customer ?? null };
    },
  }),
  /**
   * Magento's updateCustomerEmail with the current password (the form sends it only when the
   * e-mail differs; issue 17 item 3); returns customer.email. A wrong password is 'Invalid current
   * password' (and counts towards the sign-in lock), a taken address the spec's message.
   */
  updateCustomerEmail: method({
    args: z.tuple([z.strictObject({ email: Email, password: Password })]),
    async run([{ email, password }], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_UPDATE_EMAIL_MUTATION, { email, password }).catch((error: unknown) => {
        throw passwordRefusal(emailRefusal(error));
      });
      return { email: data.updateCustomerEmail?.customer.email ?? null };
    },
  }),
  /** The backend checks the current password ('Invalid current password') and the policy. */
  changeCustomerPassword: method({
    args: z.tuple([z.strictObject({ currentPassword: Password, newPassword: Password })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_CHANGE_PASSWORD_MUTATION, input).catch((error: unknown) => {
        throw passwordRefusal(error);
      });
      return { changed: data.changeCustomerPassword !== null };
    },
  }),
  /** customer.md §7 getCustomerAddresses (customer.addresses), defaults first; with the names for a new address. */
  getCustomerAddresses: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      return loadAddresses(shopper);
    },
  }),
  createCustomerAddress: method({
    args: z.tuple([CustomerAddressInput]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_CREATE_ADDRESS_MUTATION, { input: addressInput(input) });
      return { address: data.createCustomerAddress };
    },
  }),
  /** (addressId, input): a whole address, or only default_shipping / default_billing (the default update). */
  updateCustomerAddress: method({
    args: z.tuple([AddressId, z.union([CustomerAddressInput, DefaultsInput])]),
    async run([id, input], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_UPDATE_ADDRESS_MUTATION, { id, input: 'street' in input ? addressInput(input) : input });
      return { address: data.updateCustomerAddress };
    },
  }),
  /** Returns the backend's boolean. */
  deleteCustomerAddress: method({
    args: z.tuple([AddressId]),
    async run([id], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_DELETE_ADDRESS_MUTATION, { id }).catch((error: unknown) => {
        throw defaultAddressRefusal(error);
      });
      return { deleted: data.deleteCustomerAddress === true };
    },
  }),
  /** customer.md §7 Orders: currentPage (default 1), pageSize (default 10, at most 50), sortType, sortDirection. */
  customerOrders: method({
    args: z.tuple([
      z.strictObject({
          currentPage: z.number().int().min(1).max(10_000).default(1),
          pageSize: z.number().int().min(1).max(50).default(ORDER_PAGE_SIZE),
          sortType: z.enum(['NUMBER', 'CREATED_AT']).default('CREATED_AT'),
          sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
        }),
    ]),
    async run([{ currentPage, pageSize, sortType, sortDirection }], { shopper }) {
      const sort = (Object.keys(ORDER_SORTS) as (keyof typeof ORDER_SORTS)[]).find(
        (key) => ORDER_SORTS[key].sort_field === sortType && ORDER_SORTS[key].sort_direction === sortDirection,
      );
      return loadOrders(shopper, { page: currentPage, pageSize, sort: sort ?? 'date-desc' });
    },
  }),
  /** One order by number; `{ order: null }` for an unknown number or another customer's. */
  customerOrder: method({
    args: z.tuple([z.string().refine(isOrderNumber, 'Invalid order number')]),
    async run([number], { shopper }) {
      return { order: await loadOrder(shopper, number) };
    },
  }),
  /** Newsletter status (customer.md §3 values) and the loyalty programme. */
  customerSubscriptions: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      return loadSubscriptions(shopper);
    },
  }),
  /** Newsletter on or off for the signed-in customer (updateCustomerV2 is_subscribed); answers the new status. */
  setNewsletterSubscription: method({
    args: z.tuple([z.strictObject({ subscribed: z.boolean() })]),
    async run([{ subscribed }], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_SET_NEWSLETTER_MUTATION, { subscribed });
      const customer = data.updateCustomerV2?.customer;
      return customer ? subscriptionsView(customer) : null;
    },
  }),
  /** Join or leave the loyalty programme; the backend refuses an account without an eID identity. */
  setLoyaltyProgramMembership: method({
    args: z.tuple([z.strictObject({ member: z.boolean() })]),
    async run([{ member }], { shopper }) {
      const data = await shopper.mutate(ACCOUNT_SET_LOYALTY_MEMBERSHIP_MUTATION, { member });
      return { loyalty: data.setLoyaltyProgramMembership };
    },
  }),
  gdprAgreements: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      return { agreements: await loadGdprAgreements(shopper) };
    },
  }),
  /**
   * Withdraw a consent. A required one ends every session of the customer at the backend
   * (customer.md §4 GDPR: cancelling logs the customer out), so this session's cookies go too
   * and the answer says so (`signedOut`).
   */
  cancelGdprAgreement: method({
    args: z.tuple([z.strictObject({ code: z.string().regex(/^[a-z_]{1,64}$/) })]),
    async run([{ code }], { shopper, clearCustomerSession }) {
      const agreements = await loadGdprAgreements(shopper);
      const agreement = agreements.find((item) => item.code === code);
      const data = await shopper.mutate(ACCOUNT_CANCEL_GDPR_AGREEMENT_MUTATION, { code });
      const signedOut = data.cancelGdprAgreement && agreement?.required === true;
      if (signedOut) clearCustomerSession();
      return { cancelled: data.cancelGdprAgreement, signedOut, ...(signedOut ? { notice: SIGNED_OUT_BY_GDPR_NOTICE } : {}) };
    },
  }),
  /** Account deletion (customer.md §6); then this session's token and cart cookies are removed. */
  deleteCustomer: method({
    args: z.tuple([]),
    async run(_args, { shopper, clearCustomerSession }) {
      const data = await shopper.mutate(ACCOUNT_DELETE_CUSTOMER_MUTATION, {});
      const deleted = data.deleteCustomer === true;
      if (deleted) clearCustomerSession();
      return { deleted, ...(deleted ? { notice: ACCOUNT_DELETED_NOTICE } : {}) };
    },
  }),
} as const;
