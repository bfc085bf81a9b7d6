import {
  AuthCustomerDocument,
  ConfirmEmailDocument,
  CreateCompanyDocument,
  CreateCustomerV2Document,
  EstAuthGenerateCustomerTokenAsyncDocument,
  EstAuthGenerateCustomerTokenDocument,
  GenerateCustomerTokenDocument,
  GenerateMobileIdCodeDocument,
  GenerateSmartIdCodeDocument,
  MergeCartsDocument,
  RequestPasswordResetEmailDocument,
  ResetPasswordDocument,
  RetrieveAsyncAuthRequestStatusDocument,
  RevokeCustomerTokenDocument,
} from '../generated/operations';
import type { EstAuthOutputFieldsFragment } from '../generated/operations';

/*
 * Sign-in, registration, password reset and account confirmation (customer.md §4, §7): Magento's
 * customer operations and the store's eID extensions (extensions.graphqls "Custom modules").
 * Tokens in these replies are read by worker/api/account-methods.ts, put into the `vsf-customer`
 * cookie and never passed on to the browser's JavaScript.
 */

/** The signed-in customer as the header and the sign-in flow need it (the account pages ask for more). */
export const AUTH_CUSTOMER_QUERY = AuthCustomerDocument;

export const GENERATE_CUSTOMER_TOKEN_MUTATION = GenerateCustomerTokenDocument;

export const REVOKE_CUSTOMER_TOKEN_MUTATION = RevokeCustomerTokenDocument;

export const CREATE_CUSTOMER_MUTATION = CreateCustomerV2Document;

export const CREATE_COMPANY_MUTATION = CreateCompanyDocument;

export const GENERATE_SMART_ID_CODE_MUTATION = GenerateSmartIdCodeDocument;

export const GENERATE_MOBILE_ID_CODE_MUTATION = GenerateMobileIdCodeDocument;

export const EST_AUTH_GENERATE_CUSTOMER_TOKEN_MUTATION = EstAuthGenerateCustomerTokenDocument;

export const EST_AUTH_GENERATE_CUSTOMER_TOKEN_ASYNC_MUTATION = EstAuthGenerateCustomerTokenAsyncDocument;

export const RETRIEVE_ASYNC_AUTH_REQUEST_STATUS_QUERY = RetrieveAsyncAuthRequestStatusDocument;

export const REQUEST_PASSWORD_RESET_EMAIL_MUTATION = RequestPasswordResetEmailDocument;

export const RESET_PASSWORD_MUTATION = ResetPasswordDocument;

export const CONFIRM_EMAIL_MUTATION = ConfirmEmailDocument;

export const MERGE_CARTS_MUTATION = MergeCartsDocument;

export type { EstAuthOutputFieldsFragment };
