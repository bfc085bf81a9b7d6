import type { RouteModule } from './route-module';

/** /my-account → /my-account/personal-data (after the guard: a guest ends on /). */
export const myAccountRoute: RouteModule = {
  id: 'my-account',
  paths: ['/my-account'],
  guards: ['is-authenticated'],
  layout: 'default',
  cache: 'private',
  async load() {
    return { kind: 'redirect', location: '/my-account/personal-data', status: 302 };
  },
};

/**
 * Any other path under /my-account (customer.md §2: any other child path shows not-found):
 * guarded, then not-found. The account pages are modules of their own (routes/account-*.tsx),
 * matched before this pattern.
 */
export const myAccountUnknownRoute: RouteModule = {
  id: 'my-account-unknown',
  paths: ['/my-account/*'],
  guards: ['is-authenticated'],
  layout: 'default',
  cache: 'private',
  async load() {
    return { kind: 'not-found' };
  },
};

