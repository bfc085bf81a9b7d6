// The simulated payment provider (what Montonio, Maksekeskus or a bank link is to a real shop):
//   GET  /payment/{session}   its page (provider-page.ts)
//   POST /payment/{session}   the shopper's choice: pay, cancel or (the bank) decline. The provider
//                             first notifies the shop server to server (signed, payment-notification.ts)
//                             and only when the shop accepted it returns the browser (303): paid →
//                             the storefront's /thank-you, otherwise /payment-fail?cartId=….
//   GET  /payment/provider.css
// and the shop's notification endpoint, POST /payment/notify. The notification is a real HTTP
// request handled by this worker's own fetch handler (`deliver`), the same code path a provider's
// request from outside takes.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { signNotification } from './notification-signature';
import { handleNotification, type PaymentNotification } from './payment-notification';
import { findPaymentSession, NOTIFY_PATH, setSessionStatus, type PaymentSessionRow } from './payment-sessions';
import { paymentSettings } from './payment-settings';
import { paymentPage, problemPage, PROVIDER_CSS } from './provider-page';

type Env = { Bindings: BackendEnv };
export type Deliver = (request: Request, env: BackendEnv) => Promise<Response>;

const ACTIONS = { pay: ['PAID', 'paid'], cancel: ['CANCELLED', 'cancelled'], decline: ['DECLINED', 'declined'] } as const;
const NO_STORE = { 'cache-control': 'no-store' };

const html = (c: Context<Env>, body: string, status: 200 | 400 | 404 | 502 = 200) => c.html(body, status, NO_STORE);

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Where the provider returns the browser after a settled session. */
const returnUrl = (session: PaymentSessionRow) => (session.status === 'paid' ? session.return_url : session.cancel_url);

/**
 * The simulated provider marks orders paid without money moving: a development and test tool,
 * so a production deployment answers 404 for its page and form (the notification endpoint stays:
 * a real provider signs with the shared secret).
 */
const simulated = createMiddleware<Env>(async (c, next) => (c.env.ENVIRONMENT === 'production' && c.req.path !== NOTIFY_PATH ? c.notFound() : next()));

export function paymentRoutes(deliver: Deliver) {
  return new Hono<Env>()
    .use('/payment/provider.css', simulated)
    .get('/payment/:session', simulated)
    .post('/payment/:session', simulated)
    .get('/payment/provider.css', (c) => c.body(PROVIDER_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' }))
    .post(NOTIFY_PATH, handleNotification)
    .get('/payment/:session', async (c) => {
      const session = await findPaymentSession(c.env.DB, c.req.param('session'));
      if (!session) return html(c, problemPage('Makset ei leitud', 'Selle aadressiga makset ei ole. Alusta maksmist uuesti kaupmehe lehelt.'), 404);
      return html(c, paymentPage(session));
    })
    .post('/payment/:session', async (c) => {
      const session = await findPaymentSession(c.env.DB, c.req.param('session'));
      if (!session) return html(c, problemPage('Makset ei leitud', 'Selle aadressiga makset ei ole. Alusta maksmist uuesti kaupmehe lehelt.'), 404);
      // A second click (or a back-and-resubmit) of a settled session: where the first one went.
      if (session.status !== 'pending') return c.redirect(returnUrl(session), 303);
      const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const action = typeof form.action === 'string' && form.action in ACTIONS ? (form.action as keyof typeof ACTIONS) : null;
      if (!action) return html(c, problemPage('Tundmatu valik', 'Vali „Maksa“, „Katkesta makse“ või „Pank keeldub“.'), 400);
      const [status, outcome] = ACTIONS[action];
      const notification: PaymentNotification = {
        order_reference: session.order_number,
        session_id: session.id,
        amount: (session.amount / 100).toFixed(2),
        currency: 'EUR',
        status,
        nonce: nonce(),
        timestamp: Math.floor(Date.now() / 1000),
      };
      const body = JSON.stringify(notification);
      const signature = await signNotification(paymentSettings(c.env).notifySecret, body);
      const answer = await deliver(
        new Request(session.notify_url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-payment-signature': signature }, body }),
        c.env,
      );
      if (!answer.ok) {
        const reason = await answer.json<{ error?: string }>().catch(() => ({ error: undefined }));
        console.warn('Payment notification refused', answer.status, reason.error);
        return html(c, problemPage('Kaupmees ei kinnitanud makset', `Kaupmehe süsteem ei võtnud makse teadet vastu (${reason.error ?? answer.status}). Raha ei liikunud. Proovi uuesti.`), 502);
      }
      await setSessionStatus(c.env.DB, session.id, outcome);
      return c.redirect(outcome === 'paid' ? session.return_url : session.cancel_url, 303);
    });
}
