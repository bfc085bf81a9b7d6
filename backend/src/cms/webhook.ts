// Strapi v5's webhook: after a write committed, each of its events is POSTed, in order, to
// CMS_WEBHOOK_URL (empty: the storefront's ${STOREFRONT_URL}/hooks/cms) with `X-Strapi-Event` and
// the configured Authorization header. Runs in waitUntil; a failure is logged and retried once,
// never fails the write. Deliveries are recorded for GET /cms/__webhook-log (development).
import { postWebhook, type DeliveryFetch } from '../webhooks/post-webhook';
import type { ContentType } from './content-types';
import type { PendingEvent } from './writes';

export type { DeliveryFetch };

const KEPT_DELIVERIES = 200;

export function webhookUrl(env: Pick<BackendEnv, 'CMS_WEBHOOK_URL' | 'STOREFRONT_URL'>): string {
  return env.CMS_WEBHOOK_URL || `${env.STOREFRONT_URL.replace(/\/$/, '')}/hooks/cms`;
}


/** Sends the events of one write, one after the other (Strapi: entry.update, then entry.publish). */
export async function deliverWebhooks(
  env: Pick<BackendEnv, 'DB' | 'CMS_WEBHOOK_URL' | 'STOREFRONT_URL' | 'CMS_WEBHOOK_AUTHORIZATION'>,
  type: ContentType,
  events: PendingEvent[],
  send: DeliveryFetch = (request) => fetch(request),
): Promise<void> {
  const url = webhookUrl(env);
  for (const { event, entry } of events) {
    const body = JSON.stringify({ event, createdAt: new Date().toISOString(), model: type.model, uid: type.uid, entry });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-strapi-event': event };
    if (env.CMS_WEBHOOK_AUTHORIZATION) headers.authorization = env.CMS_WEBHOOK_AUTHORIZATION;
    const outcome = await postWebhook(send, url, headers, body);
    const { attempts } = outcome;
    const line = `CMS webhook ${event} ${type.model} ${String(entry.documentId)} → ${url}: ${outcome.status ?? outcome.error}${attempts > 1 ? ' (retried)' : ''}`;
    if (outcome.ok) console.log(line);
    else console.warn(line);
    try {
      await env.DB.batch([
        env.DB.prepare(`INSERT INTO cms_webhook_deliveries (event, model, document_id, url, status, error, attempts, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).bind(
          event,
          type.model,
          typeof entry.documentId === 'string' ? entry.documentId : null,
          url,
          outcome.status,
          outcome.error,
          attempts,
          new Date().toISOString(),
        ),
        env.DB.prepare(`DELETE FROM cms_webhook_deliveries WHERE id <= (SELECT max(id) FROM cms_webhook_deliveries) - ?`).bind(KEPT_DELIVERIES),
      ]);
    } catch (error) {
      console.error('CMS webhook: recording the delivery failed', error);
    }
  }
}

export type DeliveryRecord = { event: string; model: string; documentId: string | null; url: string; status: number | null; error: string | null; attempts: number; createdAt: string };

/** The last `limit` deliveries, newest first. */
export async function recentDeliveries(db: D1Database, limit = 50): Promise<DeliveryRecord[]> {
  const { results } = await db
    .prepare(`SELECT event, model, document_id, url, status, error, attempts, created_at FROM cms_webhook_deliveries ORDER BY id DESC LIMIT ?`)
    .bind(limit)
    .all<{ event: string; model: string; document_id: string | null; url: string; status: number | null; error: string | null; attempts: number; created_at: string }>();
  return results.map((r) => ({ event: r.event, model: r.model, documentId: r.document_id, url: r.url, status: r.status, error: r.error, attempts: r.attempts, createdAt: r.created_at }));
}
