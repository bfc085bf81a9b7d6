import type { Session } from '../domain/session-cookies';
import type { StorefrontConfig } from './config';
import type { Upstream } from './upstream/upstream';

/** Request-scoped values set by the middleware chain (typed `c.var`). */
export type AppVariables = {
  requestId: string;
  /** Fresh per response; written into the CSP header and every inline/module script. */
  nonce: string;
  /** Parsed storefront variables (public origin, store codes, search key). */
  config: StorefrontConfig;
  session: Session;
  upstream: Upstream;
};

export type AppEnv = { Bindings: StorefrontEnv; Variables: AppVariables };
