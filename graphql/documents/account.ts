import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  AuthCustomerQuery,
  AuthCustomerQueryVariables,
  ConfirmEmailMutation,
  ConfirmEmailMutationVariables,
  CreateCompanyMutation,
  CreateCompanyMutationVariables,
  CreateCustomerV2Mutation,
  CreateCustomerV2MutationVariables,
  EstAuthOutputFieldsFragment,
  EstAuthGenerateCustomerTokenAsyncMutation,
  EstAuthGenerateCustomerTokenAsyncMutationVariables,
  EstAuthGenerateCustomerTokenMutation,
  EstAuthGenerateCustomerTokenMutationVariables,
  GenerateCustomerTokenMutation,
  GenerateCustomerTokenMutationVariables,
  GenerateMobileIdCodeMutation,
  GenerateMobileIdCodeMutationVariables,
  GenerateSmartIdCodeMutation,
  GenerateSmartIdCodeMutationVariables,
  MergeCartsMutation,
  MergeCartsMutationVariables,
  RequestPasswordResetEmailMutation,
  RequestPasswordResetEmailMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  RetrieveAsyncAuthRequestStatusQuery,
  RetrieveAsyncAuthRequestStatusQueryVariables,
  RevokeCustomerTokenMutation,
  RevokeCustomerTokenMutationVariables,
} from '../generated/operations';
import { CART_FRAGMENT } from './cart';

/*
 * Sign-in, registration, password reset and account confirmation (customer.md §4, §7): Magento's
 * customer operations and the store's eID extensions (extensions.graphqls "Custom modules").
 * Tokens in these replies are read by worker/api/account-methods.ts, put into the `vsf-customer`
 * cookie and never passed on to the browser's JavaScript.
 */

/** The signed-in customer as the header and the sign-in flow need it (the account pages ask for more). */
export const AUTH_CUSTOMER_QUERY = gql`
  query AuthCustomer {
    customer {
      firstname
      lastname
      email
      id_number
      account_type
      company {
        id
        name
      }
    }
  }
` as TypedDocumentNode<AuthCustomerQuery, AuthCustomerQueryVariables>;

export const GENERATE_CUSTOMER_TOKEN_MUTATION = gql`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
` as TypedDocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;

export const REVOKE_CUSTOMER_TOKEN_MUTATION = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
` as TypedDocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;

export const CREATE_CUSTOMER_MUTATION = gql`
  mutation CreateCustomerV2($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
` as TypedDocumentNode<CreateCustomerV2Mutation, CreateCustomerV2MutationVariables>;

export const CREATE_COMPANY_MUTATION = gql`
  mutation CreateCompany($input: CompanyCreateInput!) {
    createCompany(input: $input) {
      company {
        id
        name
        email
        legal_address {
          street
          city
          region
          postcode
          country_code
          telephone
        }
        company_admin {
          email
          firstname
          lastname
        }
      }
      token
    }
  }
` as TypedDocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;

export const GENERATE_SMART_ID_CODE_MUTATION = gql`
  mutation GenerateSmartIdCode($countryCode: String!, $identityNumber: String!) {
    generateSmartIdCode(countryCode: $countryCode, identityNumber: $identityNumber) {
      code
      session_id
    }
  }
` as TypedDocumentNode<GenerateSmartIdCodeMutation, GenerateSmartIdCodeMutationVariables>;

export const GENERATE_MOBILE_ID_CODE_MUTATION = gql`
  mutation GenerateMobileIdCode($phone: String!, $id: String!) {
    generateMobileIdCode(phone: $phone, id: $id) {
      code
      session_id
    }
  }
` as TypedDocumentNode<GenerateMobileIdCodeMutation, GenerateMobileIdCodeMutationVariables>;

/** The outcome of an eID sign-in: token (or null), the person's data and their accounts. */
export const EST_AUTH_OUTPUT_FRAGMENT = gql`
  fragment EstAuthOutputFields on EstAuthTokenOutput {
    token
    data {
      key
      value
    }
    accounts {
      key
      value
    }
  }
`;

export const EST_AUTH_GENERATE_CUSTOMER_TOKEN_MUTATION = gql`
  mutation EstAuthGenerateCustomerToken($method: String!, $data: [KeyValueInput!]!) {
    estAuthGenerateCustomerToken(method: $method, data: $data) {
      ...EstAuthOutputFields
    }
  }
  ${EST_AUTH_OUTPUT_FRAGMENT}
` as TypedDocumentNode<EstAuthGenerateCustomerTokenMutation, EstAuthGenerateCustomerTokenMutationVariables>;

export const EST_AUTH_GENERATE_CUSTOMER_TOKEN_ASYNC_MUTATION = gql`
  mutation EstAuthGenerateCustomerTokenAsync($method: String!, $data: [KeyValueInput!]!) {
    estAuthGenerateCustomerTokenAsync(method: $method, data: $data) {
      request_id
      request_secret
    }
  }
` as TypedDocumentNode<EstAuthGenerateCustomerTokenAsyncMutation, EstAuthGenerateCustomerTokenAsyncMutationVariables>;

export const RETRIEVE_ASYNC_AUTH_REQUEST_STATUS_QUERY = gql`
  query RetrieveAsyncAuthRequestStatus($requestId: String!, $requestSecret: String!) {
    retrieveAsyncAuthRequestStatus(request_id: $requestId, request_secret: $requestSecret) {
      status
      auth_response {
        ...EstAuthOutputFields
      }
    }
  }
  ${EST_AUTH_OUTPUT_FRAGMENT}
` as TypedDocumentNode<RetrieveAsyncAuthRequestStatusQuery, RetrieveAsyncAuthRequestStatusQueryVariables>;

export const REQUEST_PASSWORD_RESET_EMAIL_MUTATION = gql`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
` as TypedDocumentNode<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;

export const RESET_PASSWORD_MUTATION = gql`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
` as TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;

export const CONFIRM_EMAIL_MUTATION = gql`
  mutation ConfirmEmail($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      customer {
        email
      }
    }
  }
` as TypedDocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;

export const MERGE_CARTS_MUTATION = gql`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<MergeCartsMutation, MergeCartsMutationVariables>;

export type { EstAuthOutputFieldsFragment };
