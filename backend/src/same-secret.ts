/**
 * Whether a given credential equals the configured one, in time independent of where they differ:
 * both are hashed (equal-length digests) and compared without an early exit. Shared by the
 * reference CMS's API token and the REST admin token.
 */
export async function sameSecret(given: string, configured: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [x, y] = await Promise.all([crypto.subtle.digest('SHA-256', encoder.encode(given)), crypto.subtle.digest('SHA-256', encoder.encode(configured))]);
  const [p, q] = [new Uint8Array(x), new Uint8Array(y)];
  let difference = 0;
  for (let i = 0; i < p.length; i++) difference |= p[i]! ^ q[i]!;
  return difference === 0;
}
