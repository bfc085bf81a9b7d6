/**
 * Fault injection and request statistics exist for development and tests only. Both conditions
 * are required, so a production deploy that forgets to switch FAULT_INJECTION off still refuses.
 */
export function devToolsEnabled(env: Pick<BackendEnv, 'FAULT_INJECTION' | 'ENVIRONMENT'>): boolean {
  return env.FAULT_INJECTION === 'enabled' && env.ENVIRONMENT !== 'production';
}
