// Outgoing e-mail. The reference backend has no mail server: every message is written to
// `email_outbox`, readable in development as JSON at GET /__outbox (outbox-routes.ts) and through
// the storefront's /__dev/backend/outbox. Texts are Estonian, as the shop's customers read them.

export type Mail = { to: string; subject: string; text: string; html: string; links: string[] };

export function queueMail(db: D1Database, mail: Mail, now = new Date()): D1PreparedStatement {
  return db
    .prepare('INSERT INTO email_outbox (to_email, subject, text, html, links, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links), now.toISOString());
}

export type OutboxEntry = Mail & { id: number; created_at: string };

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function readOutbox(db: D1Database, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const rows = await db
    .prepare(
      `SELECT id, to_email, subject, text, html, links, created_at FROM email_outbox
       WHERE ?1 IS NULL OR to_email = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ?2`,
    )
    .bind(options.to ?? null, limit)
    .all<{ id: number; to_email: string; subject: string; text: string; html: string; links: string; created_at: string }>();
  return rows.results.map((r) => ({ id: r.id, to: r.to_email, subject: r.subject, text: r.text, html: r.html, links: JSON.parse(r.links) as string[], created_at: r.created_at }));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A short mail: greeting, paragraphs, one button link (or none). Both the text and the HTML part. */
export function compose(to: string, subject: string, greeting: string, paragraphs: string[], link: { label: string; url: string } | null): Mail {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), 'Mööblipood'].join('\n');
  const html = [
    '<!doctype html><html lang="et"><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>Mööblipood</p></body></html>',
  ].join('\n');
  return { to, subject, text, html, links: link ? [link.url] : [] };
}

const hello = (firstname: string) => `Tere, ${firstname}!`;

export function storefrontUrl(env?: { STOREFRONT_URL?: string }): string {
  return (env?.STOREFRONT_URL || 'http://localhost:8787').replace(/\/+$/, '');
}

export function confirmationMail(customer: { email: string; firstname: string }, key: string, base: string): Mail {
  const url = `${base}/confirm-account?email=${encodeURIComponent(customer.email)}&key=${encodeURIComponent(key)}`;
  return compose(customer.email, 'Kinnita oma konto', hello(customer.firstname), [
    'Täname, et lõid Mööblipoe konto.',
    'Konto kasutamiseks kinnita oma e-posti aadress alloleva lingiga.',
  ], { label: 'Kinnita konto', url });
}

/** Magento's newsletter "Subscription Confirmation" mail; the link opens the storefront's confirmation page. */
export function newsletterConfirmationMail(email: string, id: number, code: string, base: string): Mail {
  const url = `${base}/newsletter/confirm?id=${id}&code=${encodeURIComponent(code)}`;
  return compose(email, 'Kinnita uudiskirja tellimus', 'Tere!', [
    'Täname, et soovid Mööblipoe uudiskirja.',
    'Tellimuse kinnitamiseks ava allolev link. Kui sa uudiskirja ei tellinud, ei pea sa midagi tegema.',
  ], { label: 'Kinnita tellimus', url });
}

export function welcomeMail(customer: { email: string; firstname: string }, base: string): Mail {
  return compose(customer.email, 'Tere tulemast Mööblipoodi', hello(customer.firstname), [
    'Sinu konto on valmis. Saad nüüd sisse logida ning jälgida oma tellimusi ja soovinimekirja.',
  ], { label: 'Ava Mööblipood', url: `${base}/` });
}

export function passwordResetMail(customer: { email: string; firstname: string }, token: string, base: string, hours: number): Mail {
  const url = `${base}/reset-password?email=${encodeURIComponent(customer.email)}&token=${encodeURIComponent(token)}`;
  return compose(customer.email, 'Parooli lähtestamine', hello(customer.firstname), [
    'Saime taotluse sinu Mööblipoe konto parooli lähtestamiseks.',
    `Uue parooli saad määrata alloleva lingiga. Link kehtib ${hours} tundi ja seda saab kasutada ühe korra.`,
    'Kui sa parooli lähtestamist ei taotlenud, võid selle kirja tähelepanuta jätta.',
  ], { label: 'Määra uus parool', url });
}

export function passwordChangedMail(customer: { email: string; firstname: string }): Mail {
  return compose(customer.email, 'Sinu parool on muudetud', hello(customer.firstname), [
    'Sinu Mööblipoe konto parool muudeti.',
    'Kui sina seda ei teinud, lähtesta parool kohe ja võta meiega ühendust.',
  ], null);
}

export function emailChangedMail(customer: { firstname: string }, oldEmail: string, newEmail: string): Mail {
  return compose(oldEmail, 'Sinu e-posti aadress on muudetud', hello(customer.firstname), [
    `Sinu Mööblipoe konto e-posti aadress muudeti: uus aadress on ${newEmail}.`,
    'Kui sina seda ei teinud, võta meiega kohe ühendust.',
  ], null);
}
