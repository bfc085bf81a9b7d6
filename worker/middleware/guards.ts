import { HTTPException } from 'hono/http-exception';
import type { Session } from '../../domain/session-cookies';

/** Route protections of storefront.md §2. */
export const GUARD_NAMES = ['is-authenticated', 'checkout'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export type GuardOutcome = { kind: 'pass' } | { kind: 'redirect'; location: string };

/**
 * Run a route's guards in order. `is-authenticated` sends a visitor without the customer
 * cookie to `/`; `checkout` exists but enforces nothing. An unknown name is a programming
 * error in the route table: HTTP 500 'Unknown middleware' (as the spec's Nuxt original did).
 */
export function runGuards(names: readonly string[], session: Session): GuardOutcome {
  for (const name of names) {
    switch (name) {
      case 'is-authenticated':
        if (!session.customerToken) return { kind: 'redirect', location: '/' };
        break;
      case 'checkout':
        break;
      default:
        throw new HTTPException(500, { message: 'Unknown middleware' });
    }
  }
  return { kind: 'pass' };
}
