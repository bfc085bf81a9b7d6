import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ConfirmationLink } from '../domain/account-links';
import { CONFIRM_EMAIL_MUTATION } from '../graphql/documents';
import { GraphQLResponseError } from '../graphql/client';
import type { AppEnv } from './app-env';
import { isSameOrigin } from './middleware/state-changing-requests';
import { anonymousCommerceClient } from './upstream/commerce-client';


/**
 * `POST /confirm-account` (the form of routes/confirm-account.tsx): confirms the account of the
 * e-mail link (customer.md §2, §7 confirmEmail). A POST, never the GET of the link itself: mail
 * scanners and link previews open links, and must not use up the key. Same-origin only (403),
 * a small form body. Answers 303 to the page: `?confirmed=1&email=…` (which opens sign-in) or
 * `?failed=1`. An unreachable backend is the maintenance page (onError).
 */
export const confirmAccount = new Hono<AppEnv>().post('/', bodyLimit({ maxSize: 4096, onError: (c) => c.text('Request body too large', 413) }), async (c) => {
  if (!isSameOrigin(c)) return c.text('Cross-site request refused', 403, { 'Cache-Control': 'no-store' });
  const form = await c.req.parseBody().catch(() => ({}));
  const link = ConfirmationLink.safeParse(form);
  const failed = () => c.redirect('/confirm-account?failed=1', 303);
  if (!link.success) return failed();
  try {
    await anonymousCommerceClient(c).mutate(CONFIRM_EMAIL_MUTATION, { input: { email: link.data.email, confirmation_key: link.data.key } });
  } catch (error) {
    if (error instanceof GraphQLResponseError) return failed();
    throw error;
  }
  return c.redirect(`/confirm-account?confirmed=1&email=${encodeURIComponent(link.data.email)}`, 303);
});
