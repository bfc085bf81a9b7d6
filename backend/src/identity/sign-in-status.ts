// What the demo provider reports for a started sign-in at a given moment: PENDING until the demo
// delay has passed (the person is "confirming on the phone"), then the identity's outcome; the
// identity that never answers reports TIMEOUT only after the longer timeout. A pure function of
// the stored request and the clock, so polling changes nothing.
import type { EidOutcome } from './demo-identities';
import type { EidSettings } from './eid-settings';

export type SignInStatus = 'PENDING' | EidOutcome;

export function statusAt(request: { outcome: EidOutcome; created_at: number }, settings: EidSettings, now: number): SignInStatus {
  const elapsed = now - request.created_at;
  const after = request.outcome === 'TIMEOUT' ? settings.timeoutMs : settings.delayMs;
  return elapsed >= after ? request.outcome : 'PENDING';
}
