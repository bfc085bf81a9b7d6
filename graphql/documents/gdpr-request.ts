import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { CreateGdprRequestMutation, CreateGdprRequestMutationVariables } from '../generated/operations';

/** The /gdpr.html request (extensions.graphqls createGdprRequest). */
export const CREATE_GDPR_REQUEST_MUTATION = gql`
  mutation CreateGdprRequest($input: GdprRequestInput!) {
    createGdprRequest(input: $input) {
      request {
        reference
        type
        status
        created_at
      }
    }
  }
` as TypedDocumentNode<CreateGdprRequestMutation, CreateGdprRequestMutationVariables>;
