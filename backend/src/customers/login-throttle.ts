// Sign-in throttling as Magento's RequestThrottler (module-integration, oauth/authentication_lock):
// failures are counted per e-mail, whether or not an account has it, so the answers never reveal
// which e-mails exist. Each failure pushes the lock's end to now + timeout; at max_failures_count
// failures every further attempt is refused (even with the right password) until it ends. A
// successful sign-in clears the count.

/** oauth/authentication_lock/max_failures_count */
export const MAX_LOGIN_FAILURES = 6;
/** oauth/authentication_lock/timeout: 1800 s */
export const LOGIN_LOCK_MINUTES = 30;

const key = (email: string) => email.trim().toLowerCase();

/** True while the e-mail has MAX_LOGIN_FAILURES failures whose lock has not ended. */
export async function isLoginLocked(db: D1Database, email: string, now = new Date()): Promise<boolean> {
  const row = await db
    .prepare('SELECT failures FROM login_failures WHERE email = ? AND lock_expires_at > ?')
    .bind(key(email), now.toISOString())
    .first<{ failures: number }>();
  return (row?.failures ?? 0) >= MAX_LOGIN_FAILURES;
}

/** Counts one failure (a stale count, whose lock ended, starts again at 1). */
export async function recordLoginFailure(db: D1Database, email: string, now = new Date()): Promise<void> {
  const until = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
  await db
    .prepare(
      `INSERT INTO login_failures (email, failures, lock_expires_at) VALUES (?1, 1, ?2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN login_failures.lock_expires_at > ?3 THEN login_failures.failures + 1 ELSE 1 END,
         lock_expires_at = ?2`,
    )
    .bind(key(email), until, now.toISOString())
    .run();
}

export async function clearLoginFailures(db: D1Database, email: string): Promise<void> {
  await db.prepare('DELETE FROM login_failures WHERE email = ?').bind(key(email)).run();
}
