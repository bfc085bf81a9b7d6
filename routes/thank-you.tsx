import { simpleRoute } from './simple-route';

/** Order confirmation (the mega menu and bank logos are hidden here). */
export const thankYouRoute = simpleRoute({ id: 'thank-you', paths: ['/thank-you'], title: 'Thank you for your order!', cache: 'private', noindex: true });
