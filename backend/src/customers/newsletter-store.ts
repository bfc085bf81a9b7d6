// Newsletter subscriptions (Magento's newsletter_subscriber). newsletter/subscription/confirm is on
// (issue 17 item 6): a guest's subscription is NOT_ACTIVE until its mailed code is used
// (migrations/0013 confirm_code_hash: the code's SHA-256, as Magento's subscriber_confirm_code but
// never stored as given).

export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

/**
 * Upserts the subscription of an e-mail, linking it to the customer when there is one; with
 * `confirmCodeHash` the subscription waits for that code (any earlier code stops working).
 * RETURNING the row's id (the confirmation link names it).
 */
export function subscribeStatement(
  db: D1Database,
  email: string,
  customerId: number | null,
  status: SubscriptionStatus,
  now = new Date(),
  confirmCodeHash: string | null = null,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, customer_id, status, created_at, updated_at, confirm_code_hash) VALUES (?1, ?2, ?3, ?4, ?4, ?5)
       ON CONFLICT (email) DO UPDATE SET status = excluded.status, customer_id = COALESCE(excluded.customer_id, newsletter_subscribers.customer_id),
         updated_at = excluded.updated_at, confirm_code_hash = excluded.confirm_code_hash
       RETURNING id`,
    )
    .bind(email.trim(), customerId, status, at, confirmCodeHash);
}

export type ConfirmOutcome = 'confirmed' | 'unknown-id' | 'invalid-code';

/** Uses a confirmation code: only the waiting row holding exactly this code becomes SUBSCRIBED (two clicks: one wins). */
export async function confirmSubscription(db: D1Database, id: number, codeHash: string, now = new Date()): Promise<ConfirmOutcome> {
  const row = await db
    .prepare("UPDATE newsletter_subscribers SET status = 'SUBSCRIBED', confirm_code_hash = NULL, updated_at = ?3 WHERE id = ?1 AND status = 'NOT_ACTIVE' AND confirm_code_hash = ?2 RETURNING id")
    .bind(id, codeHash, now.toISOString())
    .first<{ id: number }>();
  if (row) return 'confirmed';
  const exists = await db.prepare('SELECT 1 AS found FROM newsletter_subscribers WHERE id = ?').bind(id).first();
  return exists ? 'invalid-code' : 'unknown-id';
}

export async function subscriptionStatus(db: D1Database, email: string): Promise<SubscriptionStatus | null> {
  const row = await db.prepare('SELECT status FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE').bind(email.trim()).first<{ status: SubscriptionStatus }>();
  return row?.status ?? null;
}
