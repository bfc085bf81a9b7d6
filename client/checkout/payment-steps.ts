/**
 * The code of the checkout's payment step, one chunk loaded after the island (client/islands/
 * checkout.tsx): the step itself and the recap of the delivery step above it. A page opened on
 * the payment step loads this and not the delivery form (client/checkout/shipping-step.tsx,
 * a chunk of its own, loaded when the shopper goes back to it).
 */
export { PaymentStep, primePaymentMethods } from './payment-step';
export { ShippingDone } from './shipping-done';
