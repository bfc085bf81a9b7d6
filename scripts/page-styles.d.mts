/** Declarations of scripts/page-styles.mjs (for the tests written in TypeScript). */
export declare function pageWords(root: string, pages: Record<string, { layout: string; module: string; islands: string[] }>): Promise<Record<string, Set<string>>>;
