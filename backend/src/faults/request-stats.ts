// Counts of requests received, per operation (GraphQL operations, and 'klevu:search' /
// 'klevu:settings' for the search API), so tests and benchmarks can prove how many upstream
// calls a page made (e.g. zero on an edge-cache hit).

let total = 0;
let byOperation: Record<string, number> = {};

export function recordRequest(operation: string): void {
  total++;
  byOperation[operation] = (byOperation[operation] ?? 0) + 1;
}

export function requestStats(): { total: number; byOperation: Record<string, number> } {
  return { total, byOperation: { ...byOperation } };
}

export function resetRequestStats(): void {
  total = 0;
  byOperation = {};
}
