import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The request's path and query on the configured public origin (`PUBLIC_ORIGIN`). Loaders see
 * this URL, so every absolute URL they derive (canonical, JSON-LD, breadcrumbs) names our
 * origin, never whatever the client put in the Host header.
 */
export function publicUrl(c: Context<AppEnv>): URL {
  const { pathname, search } = new URL(c.req.url);
  // Assigned, not resolved: a path like `//evil.example/` must stay a path.
  const url = new URL(c.var.config.publicOrigin);
  url.pathname = pathname;
  url.search = search;
  return url;
}

/** An absolute URL on the public origin for a storefront path. */
export function publicHref(c: Context<AppEnv>, path: string): string {
  return `${c.var.config.publicOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}
