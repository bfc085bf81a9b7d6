import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';

/**
 * Whether a webhook's Authorization header is the configured secret, in time independent of where
 * they differ: both are hashed (equal lengths) and the digests compared with `timingSafeEqual`.
 * Shared by the CMS and refund webhooks.
 */
export async function isWebhookSecret(given: string, secret: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(given)), crypto.subtle.digest('SHA-256', encoder.encode(secret))]);
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a, b);
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The checks every webhook starts with (the CMS's and the refund notification's): the secret
 * configured (else 503 'Webhook not configured'), the Authorization header equal to it (else
 * 401; nothing is read), the body JSON (else 400) and of `schema`'s shape (else 400 naming what
 * is wrong, `what` saying what it should be). Gives the parsed body or the answer to send.
 */
export async function readWebhook<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  configuredSecret: string | undefined,
  schema: Schema,
  what: string,
): Promise<{ body: z.output<Schema> } | { refused: Response }> {
  const secret = configuredSecret?.trim() ?? '';
  if (!secret) return { refused: c.json({ error: { message: 'Webhook not configured' } }, 503, NO_STORE) };
  if (!(await isWebhookSecret(c.req.header('authorization') ?? '', secret))) {
    return { refused: c.json({ error: { message: 'Unauthorized: the Authorization header is not the configured webhook secret' } }, 401, NO_STORE) };
  }
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    return { refused: c.json({ error: { message: 'Webhook body is not JSON' } }, 400, NO_STORE) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { refused: c.json({ error: { message: `Webhook body is not ${what}: ${z.prettifyError(parsed.error).slice(0, 1000)}` } }, 400, NO_STORE) };
  return { body: parsed.data };
}
