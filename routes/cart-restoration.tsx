import { simpleRoute } from './simple-route';

export const cartRestorationRoute = simpleRoute({ id: 'cart-restoration', paths: ['/cart-restoration'], title: 'Cart restoration', cache: 'private', noindex: true });
