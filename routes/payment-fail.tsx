import { simpleRoute } from './simple-route';

export const paymentFailRoute = simpleRoute({ id: 'payment-fail', paths: ['/payment-fail'], title: 'Payment failed', cache: 'private', noindex: true });
