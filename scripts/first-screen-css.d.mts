/** Declarations of scripts/first-screen-css.mjs (for the tests written in TypeScript). */
export type CssBlock = { prelude: string; body: string } | { statement: string };
export declare function cssBlocks(css: string): CssBlock[];
export declare function classMatcher(words: ReadonlySet<string>): (name: string) => boolean;
export declare function selectorListUsed(selectorList: string, hasClass: (name: string) => boolean): boolean;
export declare function splitFirstScreen(css: string, hasClass: (name: string) => boolean): { blocking: string; deferred: string };
export declare function usedRules(css: string, hasClass: (name: string) => boolean): string[];
