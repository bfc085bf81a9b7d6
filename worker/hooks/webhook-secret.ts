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
