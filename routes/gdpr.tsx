import { simpleRoute } from './simple-route';

/** GDPR customer request page (`?gdpr=` query), content issue. */
export const gdprRoute = simpleRoute({ id: 'gdpr', paths: ['/gdpr.html'], title: 'Personal data requests', cache: 'private', noindex: true });
