/** Declarations of scripts/page-islands.mjs (for the tests written in TypeScript). */
export type PageIslands = {
  layouts: Record<string, string[]>;
  pages: Record<string, { layout: string; module: string; islands: string[] }>;
};
export declare function registeredIslands(root: string): Promise<string[]>;
export declare function pageIslands(root: string, names: readonly string[]): Promise<PageIslands>;
