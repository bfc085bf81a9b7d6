import { ga4TransactionParams, type Ga4Transaction } from '../../domain/ga4-ecommerce';

/**
 * GA4's Measurement Protocol (https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events):
 * server-side events, here only `refund`. Configuration from the storefront's variables:
 * GA4_MEASUREMENT_ID (G-…) and GA4_API_SECRET, both needed; GA4_MP_URL empty = Google's collector.
 */
export type MeasurementConfig = { url: string; measurementId: string; apiSecret: string };
export type CollectorFetch = (request: Request) => Promise<Response>;

export const GOOGLE_MP_URL = 'https://www.google-analytics.com/mp/collect';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
/** Google answers in well under a second; a slower collector is a failure the sender retries. */
const TIMEOUT_MS = 5000;

type MeasurementEnv = Partial<Pick<StorefrontEnv, 'GA4_MEASUREMENT_ID' | 'GA4_API_SECRET' | 'GA4_MP_URL'>>;

/**
 * The Measurement Protocol configuration, or `{ missing }` naming why nothing can be sent: an
 * empty id or secret (not configured), or a malformed id or URL (logged by the caller; never a
 * 500: a refund notification must not fail because analytics is misconfigured).
 */
export function measurementConfig(env: MeasurementEnv): MeasurementConfig | { missing: string } {
  const measurementId = env.GA4_MEASUREMENT_ID?.trim() ?? '';
  const apiSecret = env.GA4_API_SECRET?.trim() ?? '';
  if (!measurementId || !apiSecret) return { missing: 'GA4_MEASUREMENT_ID and GA4_API_SECRET are not both set' };
  if (!MEASUREMENT_ID.test(measurementId)) return { missing: 'GA4_MEASUREMENT_ID is not a G-… measurement id' };
  const url = env.GA4_MP_URL?.trim() || GOOGLE_MP_URL;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { missing: 'GA4_MP_URL is not http(s)' };
  } catch {
    return { missing: 'GA4_MP_URL is not an absolute URL' };
  }
  return { url, measurementId, apiSecret };
}

/** The hit's body: one `refund` event with the shared GA4 transaction parameters. */
export function refundHitBody(clientId: string, transaction: Ga4Transaction) {
  return { client_id: clientId, non_personalized_ads: true, events: [{ name: 'refund', params: ga4TransactionParams(transaction) }] };
}

export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * POSTs the hit. `ok` only for a 2xx (Google answers 2xx for anything it received); a 4xx/5xx,
 * a network error or no answer within 5 s is a failure. Never throws.
 */
export async function sendHit(config: MeasurementConfig, body: unknown, send: CollectorFetch = (request) => fetch(request)): Promise<SendOutcome> {
  const url = new URL(config.url);
  url.searchParams.set('measurement_id', config.measurementId);
  url.searchParams.set('api_secret', config.apiSecret);
  try {
    const response = await send(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) }));
    await response.body?.cancel();
    return response.ok ? { ok: true, status: response.status } : { ok: false, status: response.status, error: `collector answered ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: String(error).slice(0, 300) };
  }
}
