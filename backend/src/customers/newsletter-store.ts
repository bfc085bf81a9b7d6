// Newsletter subscriptions (Magento's newsletter_subscriber; newsletter/subscription/confirm is
// 0 by default, so a subscription is SUBSCRIBED at once).

export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

/** Upserts the subscription of an e-mail, linking it to the customer when there is one. */
export function subscribeStatement(db: D1Database, email: string, customerId: number | null, status: SubscriptionStatus, now = new Date()): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, customer_id, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)
       ON CONFLICT (email) DO UPDATE SET status = excluded.status, customer_id = COALESCE(excluded.customer_id, newsletter_subscribers.customer_id), updated_at = excluded.updated_at`,
    )
    .bind(email.trim(), customerId, status, at);
}

export async function subscriptionStatus(db: D1Database, email: string): Promise<SubscriptionStatus | null> {
  const row = await db.prepare('SELECT status FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE').bind(email.trim()).first<{ status: SubscriptionStatus }>();
  return row?.status ?? null;
}
