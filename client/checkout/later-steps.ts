/**
 * The checkout's delivery and payment steps, one chunk loaded after the island (client/islands/
 * checkout.tsx): one chunk rather than two, because a page opened on the payment step needs both
 * (the delivery summary and the step) and each chunk boundary costs gzip its shared context.
 */
export { PaymentStep, primePaymentMethods } from './payment-step';
export { ShippingDone, ShippingStep } from './shipping-step';
