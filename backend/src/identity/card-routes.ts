// The development ID-card service (dev only, like the payment provider's page; 404 in production):
//   GET  /id-card?return=<storefront URL>&mode=register   the card choice (card-page.ts)
//   POST /id-card                                          the choice: a demo card → a card read
//        (eid_auth_requests, method card_id, the token stored hashed) and 303 to the return URL
//        with `id_card=1&token=…`; "cancel" or "no-card" → `id_card=1&error=cancelled|no_card`;
//        `state` (the shop's anti-forgery value, as an OAuth-style service returns it) and
//        `mode=register` are passed through (customer.md §2: id_card with mode=register opens
//        pre-register). The return URL must be on the storefront's origin (STOREFRONT_URL), so
//        the page cannot be used to send a card token to another site.
// The shop then calls estAuthGenerateCustomerToken('card_id', [card_token]).
import { Hono, type Context } from 'hono';
import { paymentSettings } from '../payments/payment-settings';
import { cardPage, cardProblemPage } from './card-page';
import { DEMO_ID_CARDS } from './demo-identities';
import { PROOF_TTL_MS } from './eid-settings';
import { insertCardRead, randomToken, sha256Hex } from './eid-store';

type Env = { Bindings: BackendEnv };
const NO_STORE = { 'cache-control': 'no-store' };

/** The return URL when it is on the storefront's origin (absolute, or a path there), else null. */
export function sameSiteReturn(value: unknown, storefrontUrl: string): URL | null {
  if (typeof value !== 'string' || !value || value.length > 2000) return null;
  const origin = new URL(storefrontUrl).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url : null;
}

const MODES = new Set(['register']);

/** The shop's `state`: echoed unchanged when it is a plausible value, else dropped (the shop then refuses the sign-in). */
const stateOf = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null);

function backTo(base: URL, params: Record<string, string>, mode: string | null, state: string | null): string {
  const url = new URL(base);
  url.searchParams.set('id_card', '1');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (mode) url.searchParams.set('mode', mode);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

const badReturn = (c: Context<Env>) =>
  c.html(cardProblemPage('Vigane pöördumine', 'Tagasipöördumise aadress puudub või ei kuulu poele. Alusta ID-kaardiga sisenemist poe lehelt.'), 400, NO_STORE);

export const cardRoutes = new Hono<Env>()
  .use('/id-card', async (c, next) => (c.env.ENVIRONMENT === 'production' ? c.notFound() : next()))
  .get('/id-card', (c) => {
    const back = sameSiteReturn(c.req.query('return') ?? '/', paymentSettings(c.env).storefrontUrl);
    if (!back) return badReturn(c);
    const mode = c.req.query('mode');
    return c.html(cardPage(back.toString(), mode && MODES.has(mode) ? mode : null, stateOf(c.req.query('state'))), 200, NO_STORE);
  })
  .post('/id-card', async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const back = sameSiteReturn(form.return, paymentSettings(c.env).storefrontUrl);
    if (!back) return badReturn(c);
    const mode = typeof form.mode === 'string' && MODES.has(form.mode) ? form.mode : null;
    const state = stateOf(form.state);
    if (form.card === 'cancel') return c.redirect(backTo(back, { error: 'cancelled' }, mode, state), 303);
    if (form.card === 'no-card') return c.redirect(backTo(back, { error: 'no_card' }, mode, state), 303);
    const card = DEMO_ID_CARDS.find((entry) => entry.id_number === form.card);
    if (!card) return c.html(cardProblemPage('Tundmatu kaart', 'Vali üks kaardilugejas olevatest kaartidest.'), 400, NO_STORE);
    const token = randomToken(32);
    const now = Date.now();
    await insertCardRead(c.env.DB, {
      id: randomToken(), secret_hash: await sha256Hex(token), method: 'card_id', ...card, outcome: 'SUCCESS', created_at: now, expires_at: now + PROOF_TTL_MS, token_issued_at: null,
    });
    return c.redirect(backTo(back, { token }, mode, state), 303);
  });
