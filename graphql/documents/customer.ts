import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  AccountAddressesQuery,
  AccountAddressesQueryVariables,
  AccountCancelGdprAgreementMutation,
  AccountCancelGdprAgreementMutationVariables,
  AccountChangePasswordMutation,
  AccountChangePasswordMutationVariables,
  AccountCreateAddressMutation,
  AccountCreateAddressMutationVariables,
  AccountDeleteAddressMutation,
  AccountDeleteAddressMutationVariables,
  AccountDeleteCustomerMutation,
  AccountDeleteCustomerMutationVariables,
  AccountGdprAgreementsQuery,
  AccountGdprAgreementsQueryVariables,
  AccountOrderQuery,
  AccountOrderQueryVariables,
  AccountOrdersQuery,
  AccountOrdersQueryVariables,
  AccountPersonalDataQuery,
  AccountPersonalDataQueryVariables,
  AccountSetLoyaltyMembershipMutation,
  AccountSetLoyaltyMembershipMutationVariables,
  AccountSetNewsletterMutation,
  AccountSetNewsletterMutationVariables,
  AccountSubscriptionsQuery,
  AccountSubscriptionsQueryVariables,
  AccountUpdateCustomerMutation,
  AccountUpdateCustomerMutationVariables,
  AccountUpdateEmailMutation,
  AccountUpdateEmailMutationVariables,
  AccountUpdateAddressMutation,
  AccountUpdateAddressMutationVariables,
} from '../generated/operations';
import { ORDER_FRAGMENT } from './order';

/*
 * The my-account pages (customer.md §2, §3, §7 "Account", "Address book", "Orders"): every
 * operation here runs with the signed-in customer's token (MethodContext.shopper or the private
 * routes' loader client) and is never cached. Operation names start with "Account" so they
 * never clash with the sign-in flow's documents.
 */

/** What the personal data page shows and edits (customer.md §3 Customer). */
export const ACCOUNT_CUSTOMER_FRAGMENT = gql`
  fragment AccountCustomerFields on Customer {
    firstname
    lastname
    email
    date_of_birth
    gender
    taxvat
    id_number
    account_type
  }
`;

export const ACCOUNT_PERSONAL_DATA_QUERY = gql`
  query AccountPersonalData {
    customer {
      ...AccountCustomerFields
    }
  }
  ${ACCOUNT_CUSTOMER_FRAGMENT}
` as TypedDocumentNode<AccountPersonalDataQuery, AccountPersonalDataQueryVariables>;

/** customer.md §7 updateCustomer: reads updateCustomerV2.customer. */
export const ACCOUNT_UPDATE_CUSTOMER_MUTATION = gql`
  mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        ...AccountCustomerFields
      }
    }
  }
  ${ACCOUNT_CUSTOMER_FRAGMENT}
` as TypedDocumentNode<AccountUpdateCustomerMutation, AccountUpdateCustomerMutationVariables>;

/**
 * customer.md §5/§7: sent separately, and only when the e-mail differs. Magento 2.4.7's own
 * mutation, which asks for the current password (issue 17 item 3: the seed site's password-less
 * `updateCustomerEmailV2` let a borrowed session take the account over).
 */
export const ACCOUNT_UPDATE_EMAIL_MUTATION = gql`
  mutation AccountUpdateEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
` as TypedDocumentNode<AccountUpdateEmailMutation, AccountUpdateEmailMutationVariables>;

export const ACCOUNT_CHANGE_PASSWORD_MUTATION = gql`
  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
` as TypedDocumentNode<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;

/** An address book entry (customer.md §3 Customer address; street lines 2–4 are apartment, neighbourhood, extra). */
export const ACCOUNT_ADDRESS_FRAGMENT = gql`
  fragment AccountAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    telephone
    street
    city
    postcode
    country_code
    region {
      region
      region_code
      region_id
    }
    default_shipping
    default_billing
  }
`;

/** customer.md §7 getCustomerAddresses: reads customer.addresses. */
export const ACCOUNT_ADDRESSES_QUERY = gql`
  query AccountAddresses {
    customer {
      firstname
      lastname
      email
      addresses {
        ...AccountAddressFields
      }
    }
  }
  ${ACCOUNT_ADDRESS_FRAGMENT}
` as TypedDocumentNode<AccountAddressesQuery, AccountAddressesQueryVariables>;

export const ACCOUNT_CREATE_ADDRESS_MUTATION = gql`
  mutation AccountCreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AccountAddressFields
    }
  }
  ${ACCOUNT_ADDRESS_FRAGMENT}
` as TypedDocumentNode<AccountCreateAddressMutation, AccountCreateAddressMutationVariables>;

/** Also the default update (input default_shipping / default_billing only). */
export const ACCOUNT_UPDATE_ADDRESS_MUTATION = gql`
  mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AccountAddressFields
    }
  }
  ${ACCOUNT_ADDRESS_FRAGMENT}
` as TypedDocumentNode<AccountUpdateAddressMutation, AccountUpdateAddressMutationVariables>;

export const ACCOUNT_DELETE_ADDRESS_MUTATION = gql`
  mutation AccountDeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
` as TypedDocumentNode<AccountDeleteAddressMutation, AccountDeleteAddressMutationVariables>;

/** customer.md §7 Orders: one page of the customer's orders (the list's columns only). */
export const ACCOUNT_ORDERS_QUERY = gql`
  query AccountOrders($currentPage: Int!, $pageSize: Int!, $sort: CustomerOrderSortInput) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
        items {
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        total_count
      }
    }
  }
` as TypedDocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;

/**
 * The order's refunds (Magento's credit memos) as my-account's order page lists them: each with
 * its refunded lines and amounts (VAT included). Not on /thank-you: nothing is refunded yet there.
 */
export const ORDER_REFUNDS_FRAGMENT = gql`
  fragment OrderRefunds on CustomerOrder {
    credit_memos {
      id
      number
      items {
        id
        product_name
        product_sku
        quantity_refunded
      }
      total {
        grand_total {
          value
          currency
        }
        total_tax {
          value
          currency
        }
        total_shipping {
          value
          currency
        }
        adjustment {
          value
          currency
        }
      }
    }
  }
`;

/**
 * One order of the signed-in customer by number: Customer.orders filtered by number, so another
 * customer's number simply finds nothing (the backend scopes orders to the token's customer).
 */
export const ACCOUNT_ORDER_QUERY = gql`
  query AccountOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetails
          shipping_address {
            telephone
            country_code
          }
          ...OrderRefunds
        }
      }
    }
  }
  ${ORDER_FRAGMENT}
  ${ORDER_REFUNDS_FRAGMENT}
` as TypedDocumentNode<AccountOrderQuery, AccountOrderQueryVariables>;

/** The subscriptions page: newsletter status, and the loyalty programme (eID-only). */
export const ACCOUNT_SUBSCRIPTIONS_FRAGMENT = gql`
  fragment AccountSubscriptionFields on Customer {
    is_subscribed
    newsletter_status
    loyalty_program {
      member
      eligible
      joined_at
    }
  }
`;

export const ACCOUNT_SUBSCRIPTIONS_QUERY = gql`
  query AccountSubscriptions {
    customer {
      ...AccountSubscriptionFields
    }
  }
  ${ACCOUNT_SUBSCRIPTIONS_FRAGMENT}
` as TypedDocumentNode<AccountSubscriptionsQuery, AccountSubscriptionsQueryVariables>;

/** Newsletter on or off: updateCustomerV2 with is_subscribed (Magento's own way for a customer). */
export const ACCOUNT_SET_NEWSLETTER_MUTATION = gql`
  mutation AccountSetNewsletter($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        ...AccountSubscriptionFields
      }
    }
  }
  ${ACCOUNT_SUBSCRIPTIONS_FRAGMENT}
` as TypedDocumentNode<AccountSetNewsletterMutation, AccountSetNewsletterMutationVariables>;

export const ACCOUNT_SET_LOYALTY_MEMBERSHIP_MUTATION = gql`
  mutation AccountSetLoyaltyMembership($member: Boolean!) {
    setLoyaltyProgramMembership(member: $member) {
      member
      eligible
      joined_at
    }
  }
` as TypedDocumentNode<AccountSetLoyaltyMembershipMutation, AccountSetLoyaltyMembershipMutationVariables>;

export const ACCOUNT_GDPR_AGREEMENTS_QUERY = gql`
  query AccountGdprAgreements {
    customer {
      gdpr_agreements {
        code
        title
        accepted_at
        required
      }
    }
  }
` as TypedDocumentNode<AccountGdprAgreementsQuery, AccountGdprAgreementsQueryVariables>;

/** Withdraws a consent; a required one also revokes every token of the customer. */
export const ACCOUNT_CANCEL_GDPR_AGREEMENT_MUTATION = gql`
  mutation AccountCancelGdprAgreement($code: String!) {
    cancelGdprAgreement(code: $code)
  }
` as TypedDocumentNode<AccountCancelGdprAgreementMutation, AccountCancelGdprAgreementMutationVariables>;

export const ACCOUNT_DELETE_CUSTOMER_MUTATION = gql`
  mutation AccountDeleteCustomer {
    deleteCustomer
  }
` as TypedDocumentNode<AccountDeleteCustomerMutation, AccountDeleteCustomerMutationVariables>;

export type {
  AccountAddressFieldsFragment,
  AccountCustomerFieldsFragment,
  AccountOrderQuery,
  AccountOrdersQuery,
  AccountSubscriptionFieldsFragment,
} from '../generated/operations';
