import { simpleRoute } from './simple-route';

/** Set a new password; also reachable as /createPassword (customer.md §2). */
export const resetPasswordRoute = simpleRoute({ id: 'reset-password', paths: ['/reset-password', '/createPassword'], title: 'Set a new password', cache: 'private', noindex: true });
