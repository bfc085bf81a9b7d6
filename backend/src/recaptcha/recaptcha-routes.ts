// The development captcha stand-in (dev only, 404 in production, like the ID-card page): there
// is no internet here, so `api.js` implements the part of Google's grecaptcha v2 the storefront
// uses (render → a checkbox, getResponse, reset; the `onload` callback of explicit rendering) and
// `api/siteverify` answers in Google's shape. With the storefront's RECAPTCHA_SCRIPT_URL at
// `{shop}/__dev/backend/recaptcha/api.js`, Google's test site key and this backend's
// RECAPTCHA_SECRET at Google's test secret, a person can try the captcha locally.
import { Hono } from 'hono';
import { standInSiteverify } from './recaptcha-verify';
import { STAND_IN_SCRIPT } from './stand-in-script';

type Env = { Bindings: BackendEnv };

export const recaptchaRoutes = new Hono<Env>()
  .use('/recaptcha/*', async (c, next) => (c.env.ENVIRONMENT === 'production' ? c.notFound() : next()))
  .get('/recaptcha/api.js', (c) => c.body(STAND_IN_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }))
  .post('/recaptcha/api/siteverify', async (c) => {
    // Google takes the parameters as a form body or in the query string.
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const read = (name: string) => (typeof form[name] === 'string' ? form[name] : (c.req.query(name) ?? ''));
    const reply = standInSiteverify(read('secret'), read('response'));
    return c.json(reply.success ? { ...reply, challenge_ts: new Date().toISOString(), hostname: 'localhost' } : reply, 200, { 'cache-control': 'no-store' });
  });
