import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { parseSession } from '../../domain/session-cookies';
import type { AppEnv } from '../app-env';
import { storefrontConfig } from '../config';
import { createUpstream, type Upstream } from '../upstream/upstream';

export type RequestContextOptions = {
  /** Tests inject a counting fake; production builds the upstream from the bindings. */
  upstream?: (env: StorefrontEnv) => Upstream;
};

/**
 * Request id, the configuration, the typed session (cookies parsed with zod; malformed values
 * count as absent, an unknown store is the default one), and this request's upstreams. Adds
 * `Server-Timing: total` and `X-Request-Id` (and in development `X-Upstream-Calls`).
 */
export function requestContext(options: RequestContextOptions = {}) {
  const makeUpstream = options.upstream ?? createUpstream;
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('requestId', requestId);
    const config = storefrontConfig(c.env);
    c.set('config', config);
    c.set('session', parseSession(getCookie(c), config.storeCodes));
    const upstream = makeUpstream(c.env);
    c.set('upstream', upstream);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // Development only: the upstream calls made before the response started (critical data;
    // deferred parts stream later), e.g. `commerce=0, cms=0, search=0` on a warm page.
    if (upstream.callsByService && c.env.DEV_TOOLS === 'enabled' && c.env.ENVIRONMENT !== 'production') {
      const counts = upstream.callsByService();
      c.res.headers.set('X-Upstream-Calls', `commerce=${counts.commerce}, cms=${counts.cms}, search=${counts.search}`);
    }
    c.res.headers.append('Server-Timing', `total;dur=${Date.now() - started}`);
  });
}
