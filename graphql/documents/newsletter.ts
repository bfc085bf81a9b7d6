import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables } from '../generated/operations';

/** customer.md §7 "Newsletter subscription: subscribe e-mail to newsletter (email; reads status)". */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER_MUTATION = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
` as TypedDocumentNode<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
