import {
  accountChoices,
  ASYNC_POLL_INTERVAL_MS,
  type AsyncFailure,
  asyncStep,
  AuthResultState,
  type EidOutcome,
  eidResultState,
  personOf,
} from '../../domain/auth-result';
import { t } from '../../ui/i18n/t';
import type { MagentoReply } from '../../worker/api/contract';
import { browser } from '../browser-env';
import { $auth, call, CLEARED, type EidProof, fail, type Reply, signedIn, startAttempt, update } from './auth-state';

/* ---------------------------------------------------------------------------------------------
 * Smart-ID and Mobile-ID: code, async request, poll every second.
 */
const ASYNC_FAILURE_TEXT = {
  refused: () => t('Sign-in was cancelled on your device'),
  timeout: () => t('Sign-in timed out. Please try again'),
  'not-found': () => t('No Smart-ID or Mobile-ID account was found for this person'),
  error: () => t('Authentication failed'),
} as const satisfies Record<AsyncFailure, () => string>;

/** A finished eID sign-in (poll SUCCESS, card, or account choice): sign in, choose, or register. */
async function finishEid(outcome: EidOutcome, proof: EidProof): Promise<AuthResultState> {
  const state = eidResultState(outcome);
  if (state === AuthResultState.Authenticated) return signedIn();
  if (state === AuthResultState.Exists) {
    update({ ...CLEARED, result: state, accounts: accountChoices(outcome.accounts), person: personOf(outcome.data), proof });
    return state;
  }
  update({ ...CLEARED, mode: 'pre-register', result: state, person: personOf(outcome.data), proof });
  return state;
}

async function startAsync(
  method: 'smart_id' | 'mobile_id',
  codeCall: () => Promise<Reply<MagentoReply<'generateSmartIdCode'>>>,
  data: (sessionId: string) => EidProof['data'],
): Promise<AuthResultState> {
  const current = startAttempt();
  update({ ...CLEARED, busy: true });
  const generated = await codeCall();
  if (!current()) return AuthResultState.Failed;
  // customer.md §5: a reply with errors or without a code is the generic error (the worker's refusal).
  if (!generated.ok) return fail(generated.message);
  const verification = generated.data;
  update({ code: verification.code, result: AuthResultState.CodeReceived });

  const started = await call('estAuthGenerateCustomerTokenAsync', [{ method, data: data(verification.session_id) }], t('Authentication failed'));
  if (!current()) return AuthResultState.Failed;
  if (!started.ok) return fail(started.message);
  const request = started.data;
  const proof: EidProof = {
    method,
    data: [
      { key: 'request_id', value: request.request_id },
      { key: 'request_secret', value: request.request_secret },
    ],
  };

  for (;;) {
    await browser().sleep(ASYNC_POLL_INTERVAL_MS);
    if (!current()) return AuthResultState.Failed;
    const polled = await call('retrieveAsyncAuthRequestStatus', [request], t('Authentication failed'));
    if (!current()) return AuthResultState.Failed;
    if (!polled.ok) return fail(polled.message);
    const step = asyncStep(polled.data.status);
    if (step.kind === 'poll') continue;
    if (step.kind === 'error') return fail(ASYNC_FAILURE_TEXT[step.reason]());
    if (!polled.data.auth_response) return fail(t('Authentication failed'));
    return finishEid(polled.data.auth_response, proof);
  }
}

/** Smart-ID (country code + identity number, customer.md §5). */
export function signInWithSmartId(countryCode: 'EE' | 'LV' | 'LT', identityNumber: string): Promise<AuthResultState> {
  return startAsync('smart_id', () => call('generateSmartIdCode', [{ countryCode, identityNumber }], t('Authentication failed')), (sessionId) => [
    { key: 'country_code', value: countryCode },
    { key: 'identity_number', value: identityNumber },
    { key: 'session_id', value: sessionId },
  ]);
}

/** Mobile-ID (phone with +372 + identity number, customer.md §5). */
export function signInWithMobileId(phone: string, identityNumber: string): Promise<AuthResultState> {
  return startAsync('mobile_id', () => call('generateMobileIdCode', [{ phone, id: identityNumber }], t('Authentication failed')), (sessionId) => [
    { key: 'phone', value: phone },
    { key: 'id_number', value: identityNumber },
    { key: 'session_id', value: sessionId },
  ]);
}

/** Exists: the chosen account (by e-mail) gets its token from the sync call (customer.md §3, §7). */
export async function chooseAccount(email: string): Promise<AuthResultState> {
  const { proof } = $auth.get();
  if (!proof) return fail(t('Authentication failed'));
  const current = startAttempt();
  update({ busy: true, error: null, errorHint: null });
  const reply = await call(
    'estAuthGenerateCustomerToken',
    [{ method: proof.method, data: [...proof.data, { key: 'email', value: email }], ...(proof.state ? { state: proof.state } : {}) }],
    t('Authentication failed'),
  );
  if (!current()) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message);
  if (!reply.data.signedIn) return fail(t('Authentication failed'));
  return signedIn();
}

/* ---------------------------------------------------------------------------------------------
 * ID-card: the card service's page, then back with ?id_card=1&token=… (or &error=…).
 */

/**
 * Leave for the ID-card service through `cardIdAuthUrl` (the storefront's /id-card-auth, which
 * redirects to CARD_ID_AUTH_URL; '' when that is not configured) with `return`, this page's path
 * (the service sends the browser back there with `id_card=1&token=…` or `&error=…`).
 * Registering (`pre-register` or `register` mode) asks it to come back with `mode=register`.
 */
export function signInWithIdCard(cardIdAuthUrl: string): void {
  if (!cardIdAuthUrl) {
    fail(t('Configuration is bad: cardIdAuthUrl is not defined in configuration'));
    return;
  }
  const { mode } = $auth.get();
  let url: URL;
  try {
    url = new URL(cardIdAuthUrl, window.location.origin);
  } catch {
    fail(t('Configuration is bad: cardIdAuthUrl is not defined in configuration'));
    return;
  }
  url.searchParams.set('return', window.location.pathname);
  if (mode === 'register' || mode === 'pre-register') url.searchParams.set('mode', 'register');
  update({ ...CLEARED, busy: true });
  browser().navigate(url.toString());
}

/** Back from the card service (query `id_card` with `token` or `error`): sign in with the card token. */
export async function finishIdCard(query: { readonly token?: string | null; readonly error?: string | null; readonly state?: string | null }): Promise<AuthResultState> {
  const current = startAttempt();
  if (!query.token) {
    return fail(t('ID card identification failed'), t('Check that the card reader is connected and the ID card certificates are valid'));
  }
  update({ ...CLEARED, busy: true });
  const data = [{ key: 'card_token', value: query.token.slice(0, 2048) }];
  const state = query.state?.slice(0, 128) ?? undefined;
  const reply = await call('estAuthGenerateCustomerToken', [{ method: 'card_id', data, ...(state ? { state } : {}) }], t('ID card identification failed'));
  if (!current()) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message, t('Check that the card reader is connected and the ID card certificates are valid'));
  return finishEid(reply.data, { method: 'card_id', data, ...(state ? { state } : {}) });
}
