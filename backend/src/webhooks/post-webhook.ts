// One webhook POST as the reference backend sends them (the CMS's Strapi webhook, the refund
// notification): a 10 s timeout per attempt, one retry after 500 ms when there was no answer or
// a 5xx, never throws. The caller logs and records the outcome.

export type DeliveryFetch = (request: Request) => Promise<Response>;
export type DeliveryOutcome = {
  /** The receiver's status, or null when no answer came. */
  status: number | null;
  /** Why no answer came (at most 500 characters), or null. */
  error: string | null;
  attempts: 1 | 2;
  /** A 2xx answer. */
  ok: boolean;
};

const TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 500;

async function attempt(send: DeliveryFetch, url: string, headers: Record<string, string>, body: string): Promise<Pick<DeliveryOutcome, 'status' | 'error'>> {
  try {
    const response = await send(new Request(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) }));
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    return { status: null, error: String(error).slice(0, 500) };
  }
}

/** POSTs `body` to `url` with `headers`, retried once on no answer or a 5xx. */
export async function postWebhook(send: DeliveryFetch, url: string, headers: Record<string, string>, body: string): Promise<DeliveryOutcome> {
  let outcome = await attempt(send, url, headers, body);
  let attempts: 1 | 2 = 1;
  if (outcome.status === null || outcome.status >= 500) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    attempts = 2;
    outcome = await attempt(send, url, headers, body);
  }
  return { ...outcome, attempts, ok: outcome.status !== null && outcome.status >= 200 && outcome.status < 300 };
}
