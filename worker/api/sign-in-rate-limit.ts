/**
 * Sign-in attempts limited at the edge, per client address and e-mail (issue 8 "Login attempts
 * rate-limited"), in front of the backend's own lockout (Magento: 10 failures lock the account
 * for a while, 'Account temporarily disabled'). The edge limit is looser than the lockout, so a
 * shopper who mistypes sees the lockout message first; it stops a script from hammering one
 * account from one address faster than the backend can answer, and caps what one address can
 * try against one e-mail within a window.
 *
 * Kept in isolate memory, not KV: simple, free and exact within an isolate; a determined
 * attacker spread over many isolates still meets the backend's lockout, which is the real
 * protection (KV's eventual consistency would not count exactly either). Memory is bounded:
 * at most `maxKeys` keys; the oldest key is dropped first.
 */
export type SignInRateLimitOptions = {
  /** Attempts allowed per key within `windowMs`. */
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
};

export type SignInRateLimit = {
  /** Count an attempt for `key`; false when the key is over its limit (the attempt is not sent on). */
  attempt: (key: string) => boolean;
};

export function signInRateLimit({ limit, windowMs, maxKeys = 10_000, now = Date.now }: SignInRateLimitOptions): SignInRateLimit {
  const attempts = new Map<string, number[]>();
  return {
    attempt(key) {
      const at = now();
      const recent = (attempts.get(key) ?? []).filter((time) => at - time < windowMs);
      // Re-inserting moves the key to the end, so the first key of the map is the least recent.
      attempts.delete(key);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(at);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) {
        const oldest = attempts.keys().next();
        if (!oldest.done) attempts.delete(oldest.value);
      }
      return true;
    },
  };
}

/** The key of one client address and e-mail (e-mails compared case-insensitively, as Magento does). */
export const signInKey = (address: string | null, email: string) => `${address ?? 'unknown'}|${email.trim().toLowerCase()}`;
