import { simpleRoute } from './simple-route';

/** /dev/product-card: the developer card page; /Page and /test: purpose not shown in the spec. */
export const developerCardRoute = simpleRoute({ id: 'dev-product-card', paths: ['/dev/product-card'], title: 'Product card', noindex: true });
export const pageRoute = simpleRoute({ id: 'page', paths: ['/Page'], title: 'Page', noindex: true });
export const testRoute = simpleRoute({ id: 'test', paths: ['/test'], title: 'Test page', noindex: true });
