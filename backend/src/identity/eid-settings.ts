// Timing of the demo identity provider (backend/wrangler.toml [vars]):
// - EID_DEMO_DELAY_MS: how long a started sign-in stays PENDING before its outcome (SK's demo
//   answers after the person confirms on the phone; here ~2.5 s, "0" in tests that poll);
// - EID_DEMO_TIMEOUT_MS: when the identity that never answers reports TIMEOUT (longer).
export type EidSettings = { delayMs: number; timeoutMs: number };

const DEFAULTS: EidSettings = { delayMs: 2500, timeoutMs: 8000 };

const millis = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, 600_000) : fallback;
};

export function eidSettings(env: Partial<BackendEnv> | undefined): EidSettings {
  const vars = env ?? {};
  const delayMs = millis(vars.EID_DEMO_DELAY_MS, DEFAULTS.delayMs);
  return { delayMs, timeoutMs: Math.max(delayMs, millis(vars.EID_DEMO_TIMEOUT_MS, DEFAULTS.timeoutMs)) };
}

/** How long a verification code's session may be used to start a sign-in (SK: a session lasts minutes). */
export const SESSION_TTL_MS = 5 * 60_000;
/**
 * How long a finished sign-in (or a read ID card) proves the person: to choose one of several
 * accounts, or to register (customers' identity_proof). Long enough to fill in the registration form.
 */
export const PROOF_TTL_MS = 30 * 60_000;
