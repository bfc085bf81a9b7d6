import { describe, expect, it } from 'vitest';
import { eidSettings } from './eid-settings';
import { statusAt } from './sign-in-status';

describe('sign-in status over time', () => {
  const settings = { delayMs: 2500, timeoutMs: 8000 };
  it.each([
    ['SUCCESS', 0, 'PENDING'],
    ['SUCCESS', 2499, 'PENDING'],
    ['SUCCESS', 2500, 'SUCCESS'],
    ['USER_REFUSED', 3000, 'USER_REFUSED'],
    ['NOT_FOUND', 2500, 'NOT_FOUND'],
    ['TIMEOUT', 2500, 'PENDING'],
    ['TIMEOUT', 7999, 'PENDING'],
    ['TIMEOUT', 8000, 'TIMEOUT'],
  ] as const)('%s after %i ms: %s', (outcome, elapsed, expected) => {
    expect(statusAt({ outcome, created_at: 1_000_000 }, settings, 1_000_000 + elapsed)).toBe(expected);
  });

  it('with EID_DEMO_DELAY_MS "0" an outcome is reported at once', () => {
    const instant = eidSettings({ EID_DEMO_DELAY_MS: '0', EID_DEMO_TIMEOUT_MS: '0' });
    expect(instant).toEqual({ delayMs: 0, timeoutMs: 0 });
    expect(statusAt({ outcome: 'SUCCESS', created_at: 5 }, instant, 5)).toBe('SUCCESS');
    expect(statusAt({ outcome: 'TIMEOUT', created_at: 5 }, instant, 5)).toBe('TIMEOUT');
  });

  it('reads the delays from the variables, defaulting bad values, and never times out before the delay', () => {
    expect(eidSettings({})).toEqual({ delayMs: 2500, timeoutMs: 8000 });
    expect(eidSettings({ EID_DEMO_DELAY_MS: 'soon', EID_DEMO_TIMEOUT_MS: '-1' })).toEqual({ delayMs: 2500, timeoutMs: 8000 });
    expect(eidSettings({ EID_DEMO_DELAY_MS: '9000', EID_DEMO_TIMEOUT_MS: '1000' })).toEqual({ delayMs: 9000, timeoutMs: 9000 });
  });
});
