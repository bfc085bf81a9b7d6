import { simpleRoute } from './simple-route';

/** Checkout uses the minimal layout and the `checkout` guard (which enforces nothing). */
export const checkoutRoute = simpleRoute({ id: 'checkout', paths: ['/checkout'], title: 'Checkout', guards: ['checkout'], layout: 'minimal', cache: 'private', noindex: true });
