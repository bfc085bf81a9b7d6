import { CreateGdprRequestDocument } from '../generated/operations';

/** The /gdpr.html request (extensions.graphqls createGdprRequest). */
export const CREATE_GDPR_REQUEST_MUTATION = CreateGdprRequestDocument;
