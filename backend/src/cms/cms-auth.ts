// Who is calling the reference CMS, as a real Strapi 5 decides it (@strapi/admin's api-token
// strategy, then users-permissions; packages/core/core/src/services/auth): a bearer token that
// is not a known API token → 401 'Missing or invalid credentials'; no Authorization header → the
// Public role, whose missing permission is 403 'Forbidden' (exchanges/strapi-403-no-public-find.json).
import type { Context } from 'hono';
import { sameSecret } from '../same-secret';
import { StrapiError } from './responses';

type Env = { Bindings: BackendEnv };

/** `full`: CMS_API_TOKEN (Strapi's Full access token); `read`: CMS_READ_TOKEN (Read-only); `public`: no header. */
export type CmsCaller = 'full' | 'read' | 'public';

const unauthorized = () => new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
const forbidden = () => new StrapiError(403, 'ForbiddenError', 'Forbidden');

/** The caller, or 401 for an Authorization header that names no configured token. */
export async function cmsCaller(c: Context<Env>): Promise<CmsCaller> {
  const header = c.req.header('authorization');
  if (header === undefined || header === '') return 'public';
  // Strapi: `Bearer <token>` (case-insensitive scheme, exactly two parts), else no token at all.
  const parts = header.trim().split(/\s+/);
  const token = parts.length === 2 && parts[0]!.toLowerCase() === 'bearer' ? parts[1]! : null;
  if (!token) throw unauthorized();
  if (c.env.CMS_API_TOKEN && (await sameSecret(token, c.env.CMS_API_TOKEN))) return 'full';
  if (c.env.CMS_READ_TOKEN && (await sameSecret(token, c.env.CMS_READ_TOKEN))) return 'read';
  throw unauthorized();
}

/**
 * Content API reads (`find`, `findOne`). With CMS_READ_TOKEN set the Public role has no read
 * permission (a store that followed the README): a token is required. Drafts (`status=draft`)
 * always need a token, so the stand-in never publishes what an editor has not.
 */
export async function authoriseRead(c: Context<Env>, { draft }: { draft: boolean }): Promise<void> {
  const caller = await cmsCaller(c);
  if (caller === 'public' && (draft || c.env.CMS_READ_TOKEN)) throw forbidden();
}

/** Writes need the full-access token: the Public role and the read-only token get 403. */
export async function authoriseWrite(c: Context<Env>): Promise<void> {
  if ((await cmsCaller(c)) !== 'full') throw forbidden();
}
