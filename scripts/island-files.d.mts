export const GENERATED: { readonly names: string; readonly loaders: string };
export function islandFiles(root: string): { name: string; groupExport: string | null }[];
export function generatedIslandFiles(root: string): Record<string, string>;
export function writeIslandFiles(root: string): string[];
