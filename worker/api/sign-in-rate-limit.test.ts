import { describe, expect, it } from 'vitest';
import { signInKey, signInRateLimit } from './sign-in-rate-limit';

describe('signInRateLimit', () => {
  it('allows `limit` attempts per key within the window, then refuses until the window has passed', () => {
    let now = 0;
    const limiter = signInRateLimit({ limit: 3, windowMs: 1000, now: () => now });
    const key = signInKey('1.2.3.4', 'Mari@Example.ee');
    expect([limiter.attempt(key), limiter.attempt(key), limiter.attempt(key), limiter.attempt(key)]).toEqual([true, true, true, false]);
    // Another e-mail from the same address, and the same e-mail in other case: separate / same key.
    expect(limiter.attempt(signInKey('1.2.3.4', 'jaan@example.ee'))).toBe(true);
    expect(limiter.attempt(signInKey('1.2.3.4', 'mari@example.ee'))).toBe(false);
    now = 1000;
    expect(limiter.attempt(key)).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the least recent', () => {
    const limiter = signInRateLimit({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    expect(limiter.attempt('a')).toBe(true);
    expect(limiter.attempt('b')).toBe(true);
    expect(limiter.attempt('c')).toBe(true);
    // 'a' was dropped, so it may try again; 'c' is still counted.
    expect(limiter.attempt('a')).toBe(true);
    expect(limiter.attempt('c')).toBe(false);
  });
});
