/**
 * Keys that change on every save or publish of identical content: Strapi 5 renumbers component
 * ids (`id`) on each publish and stamps timestamps; `documentId` names the document, not its
 * content (a page deleted and recreated with the same content is the same page to a shopper).
 */
const VOLATILE_KEYS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']);

/** JSON of `value` with the volatile keys left out at every depth and object keys sorted. */
export function contentJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (VOLATILE_KEYS.has(key)) continue;
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) out[key] = canonical(field);
  }
  return out;
}

/**
 * SHA-256 (hex) of `contentJson(value)`: what a shopper can see of a stored CMS page or the
 * newsletter config. Equal hashes → nothing to re-render (no content-version bump, no purge).
 */
export async function contentHash(value: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(contentJson(value)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
