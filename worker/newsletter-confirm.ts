import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NewsletterConfirmationLink } from '../domain/account-links';
import { CONFIRM_NEWSLETTER_SUBSCRIPTION_MUTATION } from '../graphql/documents';
import { GraphQLResponseError } from '../graphql/client';
import type { AppEnv } from './app-env';
import { isSameOrigin } from './middleware/state-changing-requests';
import { anonymousCommerceClient } from './upstream/commerce-client';

/**
 * `POST /newsletter/confirm` (the form of routes/newsletter-confirm.tsx): confirms a guest's
 * newsletter subscription with its e-mail link's id and code (Magento's "Need to Confirm"). A
 * POST, never the GET of the link itself: mail scanners and link previews open links, and must
 * not subscribe anyone. Same-origin only (403), a small form body. Answers 303 to the page:
 * `?confirmed=1` or `?failed=1`. An unreachable backend is the maintenance page (onError).
 */
export const newsletterConfirm = new Hono<AppEnv>().post('/', bodyLimit({ maxSize: 4096, onError: (c) => c.text('Request body too large', 413) }), async (c) => {
  if (!isSameOrigin(c)) return c.text('Cross-site request refused', 403, { 'Cache-Control': 'no-store' });
  const form = await c.req.parseBody().catch(() => ({}));
  const link = NewsletterConfirmationLink.safeParse(form);
  const failed = () => c.redirect('/newsletter/confirm?failed=1', 303);
  if (!link.success) return failed();
  try {
    await anonymousCommerceClient(c).mutate(CONFIRM_NEWSLETTER_SUBSCRIPTION_MUTATION, link.data);
  } catch (error) {
    if (error instanceof GraphQLResponseError) return failed();
    throw error;
  }
  return c.redirect('/newsletter/confirm?confirmed=1', 303);
});
