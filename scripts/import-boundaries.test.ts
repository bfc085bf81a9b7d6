import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folder table of ARCHITECTURE.md, enforced: which top-level folders each folder's
 * production code may import. Tests (`*.test.ts[x]`) and fakes may reach further.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  worker: ['worker', 'routes', 'ui', 'domain', 'graphql', 'kv-schema', 'dist'],
  routes: ['routes', 'ui', 'domain', 'graphql', 'kv-schema'],
  ui: ['ui', 'domain'],
  client: ['client', 'ui', 'domain'],
  domain: ['domain'],
  graphql: ['graphql', 'domain'],
  'kv-schema': ['kv-schema', 'domain'],
  // ARCHITECTURE.md: its own code, pure rules from domain/ (the stock rule is shared, never copied), the SDL.
  backend: ['backend', 'domain', 'graphql'],
};

const root = resolve(import.meta.dirname, '..');

/**
 * The middleware API's contract (issue 19): the islands' caller is typed from the worker's method
 * declarations. Type-only (`import type`, erased at build time, so no worker code reaches the
 * browser: client/client-build.test.ts checks the bundle), and only this one module.
 */
const TYPE_ONLY_CONTRACT = 'worker/api/contract.ts';

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) && !name.startsWith('fake-')) out.push(path);
  }
  return out;
}

describe.each(Object.entries(MAY_IMPORT))('%s/ imports only what ARCHITECTURE.md allows', (folder, allowed) => {
  it('has no import outside its allowed folders', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(join(root, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(import type [^;]*?from|from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = relative(root, resolve(dirname(file), match[2]!));
        if (match[1]!.startsWith('import type') && `${target}.ts` === TYPE_ONLY_CONTRACT) continue;
        const top = target.split('/')[0]!;
        const owner = folder === 'backend' && top === 'graphql' ? (target.startsWith('graphql/schema/') ? top : 'graphql/(non-SDL)') : top;
        if (!allowed.includes(owner)) violations.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
