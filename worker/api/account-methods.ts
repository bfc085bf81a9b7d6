import { z } from 'zod';
import { accountErrorKey, type AccountOperation } from '../../domain/account-errors';
import { isValidPersonalCode } from '../../domain/estonian-codes';
import { CartIdSchema } from '../../domain/session-cookies';
import {
  AUTH_CUSTOMER_QUERY,
  CONFIRM_EMAIL_MUTATION,
  CREATE_COMPANY_MUTATION,
  CREATE_CUSTOMER_MUTATION,
  CUSTOMER_CART_QUERY,
  EST_AUTH_GENERATE_CUSTOMER_TOKEN_ASYNC_MUTATION,
  EST_AUTH_GENERATE_CUSTOMER_TOKEN_MUTATION,
  GENERATE_CUSTOMER_TOKEN_MUTATION,
  GENERATE_MOBILE_ID_CODE_MUTATION,
  GENERATE_SMART_ID_CODE_MUTATION,
  MERGE_CARTS_MUTATION,
  REQUEST_PASSWORD_RESET_EMAIL_MUTATION,
  RESET_PASSWORD_MUTATION,
  RETRIEVE_ASYNC_AUTH_REQUEST_STATUS_QUERY,
  REVOKE_CUSTOMER_TOKEN_MUTATION,
  type CartFieldsFragment,
  type EstAuthOutputFieldsFragment,
} from '../../graphql/documents';
import { GraphQLResponseError, isAuthorizationError } from '../../graphql/client';
import { t } from '../../ui/i18n/t';
import { ApiRefusal } from './api-refusal';
import { RecaptchaToken, withCaptcha } from './captcha-header';
import { method, type MethodContext } from './method';
import { CompanyName, PersonName } from './person-fields';
import { signInKey, signInRateLimit } from './sign-in-rate-limit';

/*
 * Sign-in, registration, password reset, account confirmation and the cart merge of the
 * middleware API (customer.md §4, §5, §7, §8; issue 8 points 1, 3, 4, 5, 7).
 *
 * Tokens: every token Magento gives back (generateCustomerToken, createCompany, the eID
 * sign-ins) goes into the `vsf-customer` cookie with `setCustomerToken` and is left out of the
 * answer: the browser's JavaScript never sees one in JSON (nor in HTML: pages never render it).
 *
 * Refusals: Magento's English messages never reach the shopper; each refusal is the spec's
 * message for what happened (domain/account-errors.ts), translated here (`ApiRefusal`, 400).
 *
 * Inputs: strict objects, every text bounded; identity numbers are Estonian personal codes with
 * the official checksum and a real date, phones `+` and 7–15 digits.
 */

/** RFC 5321's limit; the backend checks the format again. */
const Email = z.string().trim().max(254).pipe(z.email());
/** Magento hashes whatever it gets; 256 is far beyond any real password and bounds the work. */
const Password = z.string().min(1).max(256);
const PersonalCode = z.string().trim().refine(isValidPersonalCode, 'Check your personal identification number');
/** E.164: a plus and at most 15 digits (storefront.md §5 "with leading + 11 to 12 digits" for Estonia). */
const Phone = z.string().trim().regex(/^\+\d{7,15}$/);
const KeyValue = z.strictObject({ key: z.string().regex(/^[a-z_]{1,32}$/), value: z.string().max(2048) });
const KeyValues = z.array(KeyValue).max(10);
/** Consent codes of the registration checkboxes (customer.md §5). */
const Consent = z.enum(['terms_of_sale', 'data_processing', 'marketing']);
const Text = z.string().trim().min(1).max(255);

/** Sign-in attempts per client address and e-mail: 20 per 15 minutes (Magento locks after 10 failures). */
const signInLimit = signInRateLimit({ limit: 20, windowMs: 15 * 60_000 });

/** Magento's error → the spec's message for `operation`, as a refusal the router answers with 400. */
function refusal(operation: AccountOperation, error: GraphQLResponseError): ApiRefusal {
  const category = error.errors[0]?.extensions?.category;
  return new ApiRefusal(t(accountErrorKey(operation, error.message, category)), { category });
}

/**
 * Run `call`; a GraphQL error becomes the §8 message of `operation`. Authorization errors pass
 * through untouched: the router logs the shopper out for them (storefront.md §4).
 */
async function refusing<T>(operation: AccountOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLResponseError && !isAuthorizationError(error)) throw refusal(operation, error);
    throw error;
  }
}

/**
 * customer.md §5: personal registration without a password generates a random one with the
 * suffix '{secret}'. 24 characters of [A-Za-z0-9] with all three classes, then the suffix
 * (special characters): Magento's policy (8 characters, 3 classes) always holds. Server-side,
 * so no script in the page ever holds it.
 */
export function generatedPassword(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const text = [...random(new Uint8Array(24))].map((byte) => alphabet[byte % alphabet.length]).join('');
    if (/[a-z]/.test(text) && /[A-Z]/.test(text) && /[0-9]/.test(text)) return `${text}{secret}`;
  }
}

/** The outcome of an eID sign-in as the browser gets it: whether it signed in, never the token. */
function eidOutcome(output: EstAuthOutputFieldsFragment | null | undefined, context: MethodContext) {
  if (!output) return null;
  if (output.token) context.setCustomerToken(output.token);
  return { signedIn: Boolean(output.token), data: output.data, accounts: output.accounts };
}

/** Sign in with e-mail and password (sets the cookie); the refusal when Magento says no. */
async function signIn(context: MethodContext, email: string, password: string, recaptchaToken?: string): Promise<void> {
  const data = await refusing('sign-in', () =>
    withCaptcha(context, recaptchaToken).mutate(GENERATE_CUSTOMER_TOKEN_MUTATION, { email, password }),
  );
  const token = data.generateCustomerToken?.token;
  if (!token) throw new ApiRefusal(t('Authentication failed'));
  context.setCustomerToken(token);
}

/**
 * After a registration: sign the new account in, unless it must confirm its e-mail first
 * (customer.md §4 Registration). Magento refuses the token of an unconfirmed account ("This
 * account isn't confirmed"), which is how the store's setting shows here.
 *
 * Never with the registration's captcha answer: Google verifies an answer once (a second
 * siteverify says `timeout-or-duplicate`), and createCustomerV2 has just spent it. Without an
 * answer the sign-in still works where Magento guards only the registration form; where it guards
 * the login form too, the answer is `captchaRequired`: the shopper ticks the box once more and
 * signs in (client/stores/auth.ts).
 */
async function signInAfterRegistration(context: MethodContext, email: string, password: string) {
  try {
    await signIn(context, email, password);
    return { signedIn: true, confirmationRequired: false, captchaRequired: false };
  } catch (error) {
    const message = error instanceof ApiRefusal ? error.message : null;
    if (message === t('You must confirm your account. Please check your email for the confirmation link.')) {
      return { signedIn: false, confirmationRequired: true, captchaRequired: false };
    }
    // Created but not signed in (the backend refused the token): the shopper signs in by hand.
    return { signedIn: false, confirmationRequired: false, captchaRequired: message === t('ReCaptcha validation failed, please try again') };
  }
}

const CustomerInput = z.strictObject({
  firstname: PersonName,
  lastname: PersonName,
  email: Email,
  password: Password.optional(),
  is_subscribed: z.boolean().optional(),
  gdpr_agreements: z.array(Consent).max(3).optional(),
  recaptchaToken: RecaptchaToken,
  id_number: PersonalCode.optional(),
  identity_proof: KeyValues.min(1).optional(),
});

const CompanyInput = z.strictObject({
  company_name: CompanyName,
  company_email: Email,
  legal_name: Text.optional(),
  street: z.array(z.string().trim().max(255)).min(1).max(4),
  city: Text,
  region: Text,
  postcode: z.string().trim().regex(/^\d{5}$/),
  telephone: Phone,
  vat_tax_id: z.string().trim().regex(/^[A-Z]{2}\d{9}$/),
  reseller_id: z.string().trim().regex(/^\d{8}$/),
  country_id: z.literal('EE').default('EE'),
  gdpr_agreements: z.array(Consent).max(3).optional(),
  company_admin: z.strictObject({
    email: Email,
    firstname: PersonName,
    lastname: PersonName,
    password: Password.optional(),
    id_number: PersonalCode.optional(),
    identity_proof: KeyValues.min(1).optional(),
  }),
  recaptchaToken: RecaptchaToken,
});

export const ACCOUNT_METHODS = {
  /**
   * `[{ email, password, recaptchaToken? }]` → `{ signedIn: true }` with the token in the
   * cookie. Refusals: 'Email or password is not correct…', 'Account temporarily disabled', the
   * confirmation notice, 'Authentication failed'; 429 after too many attempts from one address
   * for one e-mail.
   */
  generateCustomerToken: method({
    args: z.tuple([z.strictObject({ email: Email, password: Password, recaptchaToken: RecaptchaToken })]),
    async run([{ email, password, recaptchaToken }], context) {
      if (!signInLimit.attempt(signInKey(context.clientAddress, email))) {
        throw new ApiRefusal(t('Too many sign-in attempts, please try again later'), { status: 429, category: 'rate-limit' });
      }
      await signIn(context, email, password, recaptchaToken);
      return { signedIn: true };
    },
  }),
  /** Sign-out (customer.md §4): revoke the token, then remove the token and cart id cookies, whatever the revoke said. */
  revokeCustomerToken: method({
    args: z.tuple([]),
    async run(_args, context) {
      try {
        if (context.session.customerToken) await context.shopper.mutate(REVOKE_CUSTOMER_TOKEN_MUTATION);
      } catch {
        // An expired or already revoked token: the shopper is signed out all the same.
      }
      context.clearCustomerSession();
      return { signedOut: true };
    },
  }),
  /** The signed-in customer (basic and the store's fields); Magento's authorization error logs out (router). */
  customer: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      const data = await shopper.query(AUTH_CUSTOMER_QUERY);
      return { customer: data.customer };
    },
  }),
  /**
   * Personal registration `[{ firstname, lastname, email, password?, … }]` → `{ customer,
   * signedIn, confirmationRequired, captchaRequired }` (captchaRequired: signing in needs a captcha
   * answer of its own, see `signInAfterRegistration`). Without a password one is generated (customer.md §5); an
   * eID registration carries `id_number` and `identity_proof` (the finished sign-in).
   */
  createCustomer: method({
    args: z.tuple([CustomerInput]),
    async run([{ recaptchaToken, password, ...input }], context) {
      const secret = password ?? generatedPassword();
      const created = await refusing('register', () =>
        withCaptcha(context, recaptchaToken).mutate(CREATE_CUSTOMER_MUTATION, { input: { ...input, password: secret } }),
      );
      const customer = created.createCustomerV2?.customer;
      if (!customer) throw new ApiRefusal(t('Customer registration error'));
      return { customer, ...(await signInAfterRegistration(context, input.email, secret)) };
    },
  }),
  /** Business registration (customer.md §3, §5) → `{ company, signedIn, confirmationRequired }` (token: cookie). */
  createCompany: method({
    args: z.tuple([CompanyInput]),
    async run([{ recaptchaToken, company_admin, ...input }], context) {
      const admin = { ...company_admin, password: company_admin.password ?? generatedPassword() };
      const created = await refusing('company', () =>
        withCaptcha(context, recaptchaToken).mutate(CREATE_COMPANY_MUTATION, { input: { ...input, company_admin: admin } }),
      );
      const output = created.createCompany;
      if (!output) throw new ApiRefusal(t('Company creation error'));
      if (output.token) context.setCustomerToken(output.token);
      return { company: output.company, signedIn: Boolean(output.token), confirmationRequired: !output.token };
    },
  }),
  /** `[{ countryCode, identityNumber }]` → `{ code, session_id }`; no code is the generic error (customer.md §5). */
  generateSmartIdCode: method({
    args: z.tuple([z.strictObject({ countryCode: z.enum(['EE', 'LV', 'LT']), identityNumber: PersonalCode })]),
    async run([{ countryCode, identityNumber }], { shopper }) {
      const data = await refusing('eid-sign-in', () => shopper.mutate(GENERATE_SMART_ID_CODE_MUTATION, { countryCode, identityNumber }));
      const verification = data.generateSmartIdCode;
      if (!verification?.code || !verification.session_id) throw new ApiRefusal(t('Authentication failed'));
      return { code: verification.code, session_id: verification.session_id };
    },
  }),
  /** `[{ phone, id }]` → `{ code, session_id }`. */
  generateMobileIdCode: method({
    args: z.tuple([z.strictObject({ phone: Phone, id: PersonalCode })]),
    async run([{ phone, id }], { shopper }) {
      const data = await refusing('eid-sign-in', () => shopper.mutate(GENERATE_MOBILE_ID_CODE_MUTATION, { phone, id }));
      const verification = data.generateMobileIdCode;
      if (!verification?.code || !verification.session_id) throw new ApiRefusal(t('Authentication failed'));
      return { code: verification.code, session_id: verification.session_id };
    },
  }),
  /** `[{ method: smart_id | mobile_id, data }]` → `{ request_id, request_secret }` to poll. */
  estAuthGenerateCustomerTokenAsync: method({
    args: z.tuple([z.strictObject({ method: z.enum(['smart_id', 'mobile_id']), data: KeyValues.min(1) })]),
    async run([input], { shopper }) {
      const data = await refusing('eid-sign-in', () => shopper.mutate(EST_AUTH_GENERATE_CUSTOMER_TOKEN_ASYNC_MUTATION, input));
      const request = data.estAuthGenerateCustomerTokenAsync;
      if (!request) throw new ApiRefusal(t('Authentication failed'));
      return request;
    },
  }),
  /**
   * `[{ request_id, request_secret }]` → `{ status, auth_response: { signedIn, data, accounts } | null }`.
   * SUCCESS with a token signs in (cookie); without one the identity has no account (register)
   * or several (the browser picks one, then estAuthGenerateCustomerToken).
   */
  retrieveAsyncAuthRequestStatus: method({
    args: z.tuple([z.strictObject({ request_id: z.string().min(1).max(128), request_secret: z.string().min(1).max(256) })]),
    async run([{ request_id, request_secret }], context) {
      const data = await refusing('eid-sign-in', () =>
        context.shopper.query(RETRIEVE_ASYNC_AUTH_REQUEST_STATUS_QUERY, { requestId: request_id, requestSecret: request_secret }),
      );
      const status = data.retrieveAsyncAuthRequestStatus;
      if (!status) throw new ApiRefusal(t('Authentication failed'));
      return { status: status.status, auth_response: eidOutcome(status.auth_response, context) };
    },
  }),
  /**
   * The sync eID sign-in: `card_id` with `card_token`, or the account chosen after a
   * multi-account async sign-in (`request_id`, `request_secret`, `email`).
   */
  estAuthGenerateCustomerToken: method({
    args: z.tuple([
      z.strictObject({
        method: z.enum(['card_id', 'smart_id', 'mobile_id']),
        data: KeyValues.min(1),
        /** card_id: the `state` the card service returned (domain/session-cookies.ts CARD_STATE_COOKIE). */
        state: z.string().max(128).optional(),
      }),
    ]),
    async run([{ state, ...input }], context) {
      // Login CSRF (issue 17 item 2): a card token is accepted only in the browser that left for
      // the card service (its state cookie), never from a link someone else made.
      if (input.method === 'card_id' && !(await context.isOwnCardState(state))) {
        console.log(JSON.stringify({ at: 'id-card', refused: 'state does not match this browser' }));
        throw new ApiRefusal(t('ID card identification failed'));
      }
      const data = await refusing('eid-sign-in', () => context.shopper.mutate(EST_AUTH_GENERATE_CUSTOMER_TOKEN_MUTATION, input));
      const outcome = eidOutcome(data.estAuthGenerateCustomerToken, context);
      if (!outcome) throw new ApiRefusal(t('Authentication failed'));
      if (input.method === 'card_id' && outcome.signedIn) context.clearCardState();
      return outcome;
    },
  }),
  /** `[{ email, recaptchaToken? }]` → `{ sent: true }`; Magento's false is 'E-mail address is incorrect' (customer.md §8). */
  requestPasswordResetEmail: method({
    args: z.tuple([z.strictObject({ email: Email, recaptchaToken: RecaptchaToken })]),
    async run([{ email, recaptchaToken }], context) {
      const data = await refusing('reset-request', () => withCaptcha(context, recaptchaToken).mutate(REQUEST_PASSWORD_RESET_EMAIL_MUTATION, { email }));
      if (!data.requestPasswordResetEmail) throw new ApiRefusal(t('E-mail address is incorrect'));
      return { sent: true };
    },
  }),
  /** `[{ email, resetPasswordToken, newPassword, recaptchaToken? }]` → `{ reset: true }`. */
  resetPassword: method({
    args: z.tuple([
      z.strictObject({ email: Email, resetPasswordToken: z.string().min(1).max(256), newPassword: Password, recaptchaToken: RecaptchaToken }),
    ]),
    async run([{ email, resetPasswordToken, newPassword, recaptchaToken }], context) {
      const data = await refusing('new-password', () =>
        withCaptcha(context, recaptchaToken).mutate(RESET_PASSWORD_MUTATION, { email, resetPasswordToken, newPassword }),
      );
      if (!data.resetPassword) throw new ApiRefusal(t('Email or password is not correct, check your input and try again'));
      return { reset: true };
    },
  }),
  /** `[{ email, confirmation_key }]` → `{ confirmed: true }` (the /confirm-account page's button, a POST). */
  confirmEmail: method({
    args: z.tuple([z.strictObject({ email: Email, confirmation_key: z.string().min(1).max(256) })]),
    async run([input], { shopper }) {
      const data = await refusing('confirm', () => shopper.mutate(CONFIRM_EMAIL_MUTATION, { input }));
      if (!data.confirmEmail?.customer) throw new ApiRefusal(t('Authentication failed'));
      return { confirmed: true };
    },
  }),
  /**
   * After sign-in (customer.md §4 Cart merge): the guest cart of `vsf-cart` merged into the
   * customer cart when their ids differ, else the customer cart as it is; the resulting id goes
   * into `vsf-cart`. A guest cart that is gone (ordered, expired) is not an error: the customer
   * cart is used. → `{ cart }`.
   */
  mergeCarts: method({
    args: z.tuple([]),
    async run(_args, context) {
      const customer = (await context.shopper.query(CUSTOMER_CART_QUERY)).customerCart;
      const guestId = context.session.cartId;
      let cart: CartFieldsFragment = customer;
      if (guestId && CartIdSchema.safeParse(guestId).success && guestId !== customer.id) {
        try {
          const merged = await context.shopper.mutate(MERGE_CARTS_MUTATION, { sourceCartId: guestId, destinationCartId: customer.id });
          cart = merged.mergeCarts;
        } catch (error) {
          if (!(error instanceof GraphQLResponseError) || isAuthorizationError(error)) throw error;
        }
      }
      context.setCartId(cart.id);
      return { cart: { ...cart, items: (cart.items ?? []).filter((item) => item !== null) } };
    },
  }),
} as const;
