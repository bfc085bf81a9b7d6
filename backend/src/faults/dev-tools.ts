import { applyFault, matchFaultRule } from './fault-rules';
import { recordRequest } from './request-stats';

/**
 * Fault injection and request statistics exist for development and tests only. Both conditions
 * are required, so a production deploy that forgets to switch FAULT_INJECTION off still refuses.
 */
export function devToolsEnabled(env: Pick<BackendEnv, 'FAULT_INJECTION' | 'ENVIRONMENT'>): boolean {
  return env.FAULT_INJECTION === 'enabled' && env.ENVIRONMENT !== 'production';
}

/**
 * For a non-GraphQL operation (e.g. 'klevu:search'): counts it in /__stats and applies the fault
 * rule naming it, else the '*' rule. Returns the injected failure, or null to go on (always null
 * when dev tools are off).
 */
export async function observeOperation(env: Pick<BackendEnv, 'FAULT_INJECTION' | 'ENVIRONMENT'>, operation: string): Promise<Response | null> {
  if (!devToolsEnabled(env)) return null;
  recordRequest(operation);
  return applyFault(matchFaultRule([operation]));
}
