// The simulated payment provider's page (Estonian, like a bank link's or Montonio's confirmation
// step): merchant, amount, order reference and method, and three buttons: pay, cancel, and a
// bank's refusal. Server-rendered HTML without scripts or inline styles (the development
// storefront serves it under its own CSP: style-src 'self', form-action 'self').
import type { PaymentSessionRow } from './payment-sessions';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

export const formatEuros = (cents: number) => new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="provider.css">
</head>
<body>
<main class="payment">
<p class="provider">Testmakse · makseteenuse pakkuja</p>
${body}
</main>
</body>
</html>`;
}

const STATUS_TEXT: Record<PaymentSessionRow['status'], string> = {
  pending: 'Ootab maksmist',
  paid: 'Makstud',
  cancelled: 'Tühistatud',
  declined: 'Pank keeldus maksest',
};

function details(session: PaymentSessionRow): string {
  return `<dl class="details">
<div><dt>Kaupmees</dt><dd>${escapeHtml(session.merchant)}</dd></div>
<div><dt>Summa</dt><dd class="amount">${escapeHtml(formatEuros(session.amount))}</dd></div>
<div><dt>Tellimuse viide</dt><dd>${escapeHtml(session.order_number)}</dd></div>
<div><dt>Makseviis</dt><dd>${escapeHtml(session.method_title)}</dd></div>
</dl>`;
}

/** The confirmation page of a pending session; a settled one says so and links back to the shop. */
export function paymentPage(session: PaymentSessionRow): string {
  const title = `Makse: ${session.merchant}`;
  if (session.status !== 'pending') {
    const back = session.status === 'paid' ? session.return_url : session.cancel_url;
    return layout(title, `<h1>Makse on lõpetatud</h1>
${details(session)}
<p class="status">Olek: ${escapeHtml(STATUS_TEXT[session.status])}</p>
<p><a class="back" href="${escapeHtml(back)}">Tagasi kaupmehe juurde</a></p>`);
  }
  return layout(title, `<h1>Kinnita makse</h1>
${details(session)}
<form method="post" class="actions">
<button type="submit" name="action" value="pay" class="pay">Maksa ${escapeHtml(formatEuros(session.amount))}</button>
<button type="submit" name="action" value="cancel" class="cancel">Katkesta makse</button>
<button type="submit" name="action" value="decline" class="decline">Pank keeldub</button>
</form>
<p class="note">Arenduskeskkonna makseleht: päris raha ei liigu. „Pank keeldub“ jäljendab panga keeldumist.</p>`);
}

/** A page for a request the provider cannot serve (unknown session, merchant refused the notification). */
export function problemPage(heading: string, text: string, back?: string): string {
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>
<p role="alert">${escapeHtml(text)}</p>${back ? `\n<p><a class="back" href="${escapeHtml(back)}">Tagasi kaupmehe juurde</a></p>` : ''}`);
}

export const PROVIDER_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#eef1f5}
.payment{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.provider{margin:0 0 .5rem;color:#4a5563;font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
h1{margin:0 0 1rem;font-size:1.5rem}
.details{margin:0 0 1.5rem}
.details div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e3e7ee}
dt{color:#4a5563}
dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.25rem}
.actions{display:grid;gap:.75rem}
button{font:inherit;font-weight:600;padding:.875rem 1rem;border-radius:.5rem;border:2px solid #1f3a8a;cursor:pointer;background:#fff;color:#1f3a8a}
button.pay{background:#1f3a8a;color:#fff}
button.decline{border-color:#9b1c1c;color:#9b1c1c}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{margin:1.5rem 0 0;color:#4a5563;font-size:.875rem}
.back{color:#1f3a8a}
@media (max-width:30rem){.payment{margin:0;border-radius:0;min-height:100vh}}`;
