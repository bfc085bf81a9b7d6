import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  ConfirmNewsletterSubscriptionMutation,
  ConfirmNewsletterSubscriptionMutationVariables,
  SubscribeEmailToNewsletterMutation,
  SubscribeEmailToNewsletterMutationVariables,
} from '../generated/operations';

/** customer.md §7 "Newsletter subscription: subscribe e-mail to newsletter (email; reads status)". */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER_MUTATION = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
` as TypedDocumentNode<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;

/** A guest's subscription waits for its e-mail's link (Magento's newsletter/subscriber/confirm); ours as GraphQL. */
export const CONFIRM_NEWSLETTER_SUBSCRIPTION_MUTATION = gql`
  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
    confirmNewsletterSubscription(id: $id, code: $code) {
      status
    }
  }
` as TypedDocumentNode<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
