import { ConfirmNewsletterSubscriptionDocument, SubscribeEmailToNewsletterDocument } from '../generated/operations';

/** customer.md §7 "Newsletter subscription: subscribe e-mail to newsletter (email; reads status)". */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER_MUTATION = SubscribeEmailToNewsletterDocument;

/** A guest's subscription waits for its e-mail's link (Magento's newsletter/subscriber/confirm); ours as GraphQL. */
export const CONFIRM_NEWSLETTER_SUBSCRIPTION_MUTATION = ConfirmNewsletterSubscriptionDocument;
