import * as z from 'zod/mini';

/**
 * A one-shot notice carried to the next page in the `vsf-message` cookie (for example after
 * `?cartId=` restores a cart and redirects to the clean URL). The notifications island reads
 * it in the browser and deletes it, so the HTML itself stays cacheable and anonymous.
 * `key` is an et-EE catalogue key (the spec's text). zod/mini, rules as one `z.refine`: this module ships
 * to the browser (ui/island/props-schema.ts).
 */
export const FlashMessageSchema = z.object({
  key: z.string().check(z.refine((key) => key.length >= 1 && key.length <= 200)),
  type: z.enum(['danger', 'success', 'info', 'warning']),
  timeToLive: z.number().check(z.refine((ms) => Number.isInteger(ms) && ms > 0 && ms <= 60_000)),
});
export type FlashMessage = z.infer<typeof FlashMessageSchema>;

/** The cookie value before cookie encoding (Hono's `setCookie` URI-encodes it once). */
export function serializeFlashMessage(message: FlashMessage): string {
  return JSON.stringify(message);
}

/**
 * Decode the raw (URI-encoded) cookie value as `document.cookie` or a `Cookie` header shows it.
 * Returns `null` for a missing, malformed or tampered value.
 */
export function decodeFlashMessage(raw: string | null | undefined): FlashMessage | null {
  if (!raw) return null;
  try {
    const parsed = FlashMessageSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
