import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { consentFromCookies } from '../domain/consent';
import { CONSENT_ACTION_FIELD, CONSENT_ACTIONS, CONSENT_RETURN_FIELD, consentCookie, grantsForAction, nextConsent } from '../domain/consent-choice';
import { safeRedirectPath } from '../domain/safe-redirect';
import type { AppEnv } from './app-env';
import { isSameOrigin } from './middleware/state-changing-requests';

/** The banner form's body is a few short fields; anything bigger is not ours. */
export const MAX_CONSENT_BODY_BYTES = 4096;

const ticked = z.literal('on').optional();
/** The fields of ui/consent/consent-banner.tsx's form (a checkbox is sent only when ticked). */
const ConsentForm = z.object({
  [CONSENT_ACTION_FIELD]: z.enum(CONSENT_ACTIONS),
  [CONSENT_RETURN_FIELD]: z.string().max(2048).optional(),
  analytics: ticked,
  marketing: ticked,
  functional: ticked,
});

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `POST /consent`: the consent banner's form without JavaScript (issue 10). Same-origin only (403,
 * as every state-changing request: worker/middleware/state-changing-requests.ts), a form body of
 * at most `MAX_CONSENT_BODY_BYTES` (413); a body that is not the banner's form is a 400 naming
 * what is wrong, never a 500. Sets the `consent` cookie (the event count of the request's valid
 * cookie plus one) and answers 303 to the form's return path, kept on our origin by
 * domain/safe-redirect.ts (`/` without one): never an open redirect. Always `no-store`.
 * The reload rule of storefront.md §4 needs nothing here: without JavaScript every choice reloads.
 */
export const consentRoute = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: MAX_CONSENT_BODY_BYTES, onError: (c) => c.text(`Request body too large (at most ${MAX_CONSENT_BODY_BYTES} bytes)`, 413, NO_STORE) }),
  async (c) => {
    if (!isSameOrigin(c)) return c.text('Cross-site request refused', 403, NO_STORE);
    const body = await c.req.parseBody().catch(() => null);
    const form = ConsentForm.safeParse(body ?? {});
    if (!form.success) {
      const problems = form.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      return c.text(`Invalid consent form (${problems})`, 400, NO_STORE);
    }
    const { action, analytics, marketing, functional } = form.data;
    const grants = grantsForAction(action, { analytics: analytics === 'on', marketing: marketing === 'on', functional: functional === 'on' });
    const choice = nextConsent(consentFromCookies(c.req.header('cookie')), grants);
    const secure = new URL(c.req.url).protocol === 'https:';
    return c.body(null, 303, { ...NO_STORE, Location: safeRedirectPath(form.data[CONSENT_RETURN_FIELD] ?? '/'), 'Set-Cookie': consentCookie(choice, secure) });
  },
);
