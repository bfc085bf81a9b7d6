// Injected faults for GraphQL and search requests: latency and failures per operation, so the storefront's
// timeouts, retries, streaming and error pages can be exercised. State is module-level: the
// rules live in the one backend isolate that `wrangler dev` (or a test file) runs.
import { z } from 'zod';

export const FAULT_KINDS = ['http-500', 'graphql-error', 'invalid-json', 'empty-body'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const FaultRule = z
  .object({
    /** '*' = every request; otherwise an operationName, a root field name or 'klevu:search' / 'klevu:settings'. */
    operation: z.string().min(1),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** Share of matching requests that fail; 1 when only `kind` is given. */
    errorRate: z.number().min(0).max(1).optional(),
    kind: z.enum(FAULT_KINDS).optional(),
  })
  .strict();
export const FaultRules = z.object({ rules: z.array(FaultRule).max(100) }).strict();
export type FaultRule = z.output<typeof FaultRule>;

let rules: FaultRule[] = [];

export function setFaultRules(next: FaultRule[]): void {
  rules = next;
}

export function faultRules(): FaultRule[] {
  return rules;
}

/**
 * The rule for a request known by these names (operation name, root fields): a rule naming one
 * of them wins over '*'; among equals, the first. Null when none applies.
 */
export function matchFaultRule(names: string[]): FaultRule | null {
  return rules.find((r) => names.includes(r.operation)) ?? rules.find((r) => r.operation === '*') ?? null;
}

/**
 * Waits the rule's latency, then decides whether this request fails. Returns the failed
 * response, or null to let the request proceed.
 */
export async function applyFault(rule: FaultRule | null, rollDice: () => number = Math.random): Promise<Response | null> {
  if (!rule) return null;
  if (rule.latencyMs) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
  const rate = rule.errorRate ?? (rule.kind ? 1 : 0);
  if (rate <= 0 || rollDice() >= rate) return null;
  return faultResponse(rule.kind ?? 'http-500');
}

function faultResponse(kind: FaultKind): Response {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-injected-fault': kind };
  const error = { message: `Injected fault: ${kind}`, extensions: { category: 'internal' } };
  switch (kind) {
    case 'http-500':
      return new Response(JSON.stringify({ errors: [error] }), { status: 500, headers });
    case 'graphql-error':
      return new Response(JSON.stringify({ errors: [error], data: null }), { status: 200, headers });
    case 'invalid-json':
      return new Response('{"data":{"storeConfig":{"store_code":', { status: 200, headers });
    case 'empty-body':
      return new Response(null, { status: 200, headers });
  }
}
