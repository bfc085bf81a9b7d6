// The development ID-card page (Estonian, like the payment provider's page): a stand-in for the
// ID-card authentication service a shop redirects to (the browser's TLS client certificate is
// read there). The shopper picks one of the demo ID cards, or cancels, or has no card in the
// reader. Server-rendered HTML without scripts or inline styles (the development storefront
// serves it under its CSP); it borrows the payment provider's stylesheet.
import { escapeHtml } from '../payments/provider-page';
import { DEMO_ID_CARDS } from './demo-identities';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="payment/provider.css">
</head>
<body>
<main class="payment">
<p class="provider">Test-ID-kaart · autentimisteenus</p>
${body}
</main>
</body>
</html>`;
}

/** The card choice; the form posts back here with the return URL and mode it came with. */
export function cardPage(returnUrl: string, mode: string | null, state: string | null = null): string {
  const hidden = `<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">${mode ? `\n<input type="hidden" name="mode" value="${escapeHtml(mode)}">` : ''}${state ? `\n<input type="hidden" name="state" value="${escapeHtml(state)}">` : ''}`;
  const cards = DEMO_ID_CARDS.map(
    (card) => `<button type="submit" name="card" value="${escapeHtml(card.id_number)}" class="pay">${escapeHtml(`${card.firstname} ${card.lastname}`)} (${escapeHtml(card.id_number)})</button>`,
  ).join('\n');
  return layout('ID-kaardiga sisenemine', `<h1>Vali ID-kaart</h1>
<p>Kaardilugejas on test-ID-kaardid. Vali kaart, millega sisse logida, ja kinnita PIN1-ga (arenduskeskkonnas PIN-i ei küsita).</p>
<form method="post" class="actions">
${hidden}
${cards}
<button type="submit" name="card" value="no-card" class="cancel">Kaarti ei leitud</button>
<button type="submit" name="card" value="cancel" class="decline">Katkesta</button>
</form>
<p class="note">Arenduskeskkonna ID-kaardi leht: sertifikaati ei loeta, valitud kaardi omanik loetakse tuvastatuks.</p>`);
}

export function cardProblemPage(heading: string, text: string): string {
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>\n<p role="alert">${escapeHtml(text)}</p>`);
}
