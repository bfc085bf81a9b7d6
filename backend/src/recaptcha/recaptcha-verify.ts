// Captcha verification as Magento's ReCaptcha modules do it for GraphQL (ReCaptchaWebapiGraphQl:
// the answer in the `X-ReCaptcha` header, checked before the resolver runs; a refusal is
// 'ReCaptcha validation failed, please try again'), against a siteverify endpoint of Google's
// shape (POST secret + response → { success, 'error-codes' }).
import { z } from 'zod';

/** Google's documented v2 TEST keys (reCAPTCHA FAQ "I'd like to run automated tests"): every verification passes. */
export const GOOGLE_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const CAPTCHA_VALIDATION_FAILED = 'ReCaptcha validation failed, please try again';

/**
 * The mutations of the forms a captcha guards (Magento's forms customer_login, customer_create,
 * customer_forgot_password, newsletter; createCompany is the B2B registration).
 */
export const CAPTCHA_MUTATIONS: ReadonlySet<string> = new Set([
  'generateCustomerToken',
  'createCustomerV2',
  'createCustomer',
  'createCompany',
  'requestPasswordResetEmail',
  'subscribeEmailToNewsletter',
]);

/** How long a siteverify call may take; past it the answer counts as a failure (never a hang). */
const VERIFY_TIMEOUT_MS = 5_000;

type CaptchaEnv = Pick<BackendEnv, 'ENVIRONMENT' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>;

const SiteverifyReply = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });
export type SiteverifyReply = z.output<typeof SiteverifyReply>;

/** Whether captcha verification is on (a secret is configured). */
export function captchaEnabled(env: CaptchaEnv): boolean {
  return Boolean(env.RECAPTCHA_SECRET?.trim());
}

/**
 * Answers the stand-in has verified. Google verifies a response token once ("each reCAPTCHA user
 * response token is valid for two minutes, and can only be verified once"): a second siteverify
 * of it answers `success: false, error-codes: ['timeout-or-duplicate']`, so a flow that spends one
 * answer on two guarded calls fails in production; the stand-in refuses it the same way, so it
 * fails here too. In memory: the stand-in is for development (wrangler dev runs one isolate), a
 * restart forgets, and the oldest are dropped past `REMEMBERED_ANSWERS`.
 */
const verifiedAnswers = new Set<string>();
const REMEMBERED_ANSWERS = 10_000;

/**
 * The development stand-in's siteverify (also served at /recaptcha/api/siteverify): Google's
 * test secret passes every non-empty answer once, as Google does with real keys (its test keys
 * would pass a reused one too: refusing it here shows what production does); any other secret is
 * refused.
 */
export function standInSiteverify(secret: string, response: string): SiteverifyReply {
  if (secret !== GOOGLE_TEST_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (!response) return { success: false, 'error-codes': ['missing-input-response'] };
  if (verifiedAnswers.has(response)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  verifiedAnswers.add(response);
  if (verifiedAnswers.size > REMEMBERED_ANSWERS) verifiedAnswers.delete(verifiedAnswers.values().next().value!);
  return { success: true };
}

/**
 * Whether `token` passes. True when captcha is off. False (and logged) for an empty token, a
 * refusal, an unreachable or slow verify service, or Google's test secret in production (it
 * would let every bot through). `RECAPTCHA_VERIFY_URL` empty: Google's siteverify in production,
 * the built-in stand-in in development (no internet needed).
 */
export async function verifyCaptcha(env: CaptchaEnv, token: string | null, fetcher: typeof fetch = fetch): Promise<boolean> {
  const secret = env.RECAPTCHA_SECRET?.trim() ?? '';
  if (!secret) return true;
  const production = env.ENVIRONMENT === 'production';
  if (production && secret === GOOGLE_TEST_SECRET) {
    console.error(JSON.stringify({ at: 'recaptcha', error: "Google's test secret is refused in production" }));
    return false;
  }
  if (!token) return false;
  const url = env.RECAPTCHA_VERIFY_URL?.trim() || (production ? GOOGLE_SITEVERIFY_URL : '');
  if (!url) {
    const reply = standInSiteverify(secret, token);
    if (!reply.success) console.warn(JSON.stringify({ at: 'recaptcha', refused: reply['error-codes'] ?? [] }));
    return reply.success;
  }
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const reply = SiteverifyReply.safeParse(await response.json());
    if (!reply.success) throw new Error(`siteverify answered ${response.status} without { success }`);
    if (!reply.data.success) console.warn(JSON.stringify({ at: 'recaptcha', refused: reply.data['error-codes'] ?? [] }));
    return reply.data.success;
  } catch (error) {
    console.error(JSON.stringify({ at: 'recaptcha', error: String(error) }));
    return false;
  }
}
