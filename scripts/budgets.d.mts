/** Declarations of scripts/budgets.mjs (for the tests written in TypeScript). */
export declare const JS_BUDGET_GZIP: number;
export declare const JS_BUDGET_BY_KIND: Readonly<Record<string, number>>;
export declare const CSS_BUDGET_GZIP: number;
export declare const CSS_BLOCKING_BUDGET_GZIP: number;
export declare function jsBudget(kind?: string): number;
export declare function budgetFailures(report: {
  pages: Record<string, { atLoad: number }>;
  css: number;
  styles?: Record<string, { blocking: number; deferred: number }>;
}): string[];
