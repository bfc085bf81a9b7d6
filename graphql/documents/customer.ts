import {
  AccountAddressesDocument,
  AccountCancelGdprAgreementDocument,
  AccountChangePasswordDocument,
  AccountCreateAddressDocument,
  AccountDeleteAddressDocument,
  AccountDeleteCustomerDocument,
  AccountGdprAgreementsDocument,
  AccountOrderDocument,
  AccountOrdersDocument,
  AccountPersonalDataDocument,
  AccountSetLoyaltyMembershipDocument,
  AccountSetNewsletterDocument,
  AccountSubscriptionsDocument,
  AccountUpdateAddressDocument,
  AccountUpdateCustomerDocument,
  AccountUpdateEmailDocument,
} from '../generated/operations';

/*
 * The my-account pages (customer.md §2, §3, §7 "Account", "Address book", "Orders"): every
 * operation here runs with the signed-in customer's token (MethodContext.shopper or the private
 * routes' loader client) and is never cached. Operation names start with "Account" so they
 * never clash with the sign-in flow's documents.
 */

export const ACCOUNT_PERSONAL_DATA_QUERY = AccountPersonalDataDocument;

/** customer.md §7 updateCustomer: reads updateCustomerV2.customer. */
export const ACCOUNT_UPDATE_CUSTOMER_MUTATION = AccountUpdateCustomerDocument;

/**
 * customer.md §5/§7: sent separately, and only when the e-mail differs. Magento 2.4.7's own
 * mutation, which asks for the current password (issue 17 item 3: the seed site's password-less
 * `updateCustomerEmailV2` let a borrowed session take the account over).
 */
export const ACCOUNT_UPDATE_EMAIL_MUTATION = AccountUpdateEmailDocument;

export const ACCOUNT_CHANGE_PASSWORD_MUTATION = AccountChangePasswordDocument;

/** customer.md §7 getCustomerAddresses: reads customer.addresses. */
export const ACCOUNT_ADDRESSES_QUERY = AccountAddressesDocument;

export const ACCOUNT_CREATE_ADDRESS_MUTATION = AccountCreateAddressDocument;

/** Also the default update (input default_shipping / default_billing only). */
export const ACCOUNT_UPDATE_ADDRESS_MUTATION = AccountUpdateAddressDocument;

export const ACCOUNT_DELETE_ADDRESS_MUTATION = AccountDeleteAddressDocument;

/** customer.md §7 Orders: one page of the customer's orders (the list's columns only). */
export const ACCOUNT_ORDERS_QUERY = AccountOrdersDocument;

/**
 * One order of the signed-in customer by number: Customer.orders filtered by number, so another
 * customer's number simply finds nothing (the backend scopes orders to the token's customer).
 */
export const ACCOUNT_ORDER_QUERY = AccountOrderDocument;

export const ACCOUNT_SUBSCRIPTIONS_QUERY = AccountSubscriptionsDocument;

/** Newsletter on or off: updateCustomerV2 with is_subscribed (Magento's own way for a customer). */
export const ACCOUNT_SET_NEWSLETTER_MUTATION = AccountSetNewsletterDocument;

export const ACCOUNT_SET_LOYALTY_MEMBERSHIP_MUTATION = AccountSetLoyaltyMembershipDocument;

export const ACCOUNT_GDPR_AGREEMENTS_QUERY = AccountGdprAgreementsDocument;

/** Withdraws a consent; a required one also revokes every token of the customer. */
export const ACCOUNT_CANCEL_GDPR_AGREEMENT_MUTATION = AccountCancelGdprAgreementDocument;

export const ACCOUNT_DELETE_CUSTOMER_MUTATION = AccountDeleteCustomerDocument;

export type {
  AccountAddressFieldsFragment,
  AccountCustomerFieldsFragment,
  AccountOrderQuery,
  AccountOrdersQuery,
  AccountSubscriptionFieldsFragment,
} from '../generated/operations';
