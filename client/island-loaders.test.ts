import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_NAME_PATTERN } from '../ui/island/island-markers';
import { ISLAND_NAMES } from '../ui/island/registry';
import { ISLAND_LOADERS } from './island-loaders';

const root = path.resolve(import.meta.dirname, '..');
const tsxIn = async (dir: string) =>
  (await readdir(path.join(root, dir)))
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => f.slice(0, -4))
    .sort();
/** Source files (no tests) under the folders that render server HTML. */
async function serverSources() {
  const files: string[] = [];
  for (const dir of ['ui', 'routes', 'worker']) {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
    for (const e of entries) {
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name)) files.push(path.relative(root, path.join(e.parentPath, e.name)));
    }
  }
  return files;
}

describe('island registry (ui/island/registry.ts)', () => {
  const names = [...ISLAND_NAMES].sort();

  it('lists each name once, kebab-case', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(ISLAND_NAME_PATTERN);
  });

  it('has one loader per registered island and nothing else', () => {
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(names);
  });

  it('matches client/islands/<name>.tsx both ways', async () => {
    expect(await tsxIn('client/islands')).toEqual(names);
  });

  it('every island module default-exports a component', async () => {
    for (const load of Object.values(ISLAND_LOADERS)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('has a server wrapper in ui/islands/<name>.tsx using the same name', async () => {
    for (const name of names) {
      const source = await readFile(path.join(root, 'ui/islands', `${name}.tsx`), 'utf8');
      expect(source, name).toContain(`name="${name}"`);
    }
  });

  // scripts/page-islands.mjs sees which islands a page renders by the wrappers it uses: an
  // <Island> rendered anywhere else would escape the page kinds' budgets and preloads.
  it('renders <Island> only from the wrappers in ui/islands/', async () => {
    const users = [];
    for (const file of await serverSources()) {
      const source = await readFile(path.join(root, file), 'utf8');
      if (/from '[./]*island\/island'|from '\.\/island'/.test(source)) users.push(file);
    }
    const wrappers = users.filter((file) => /^ui\/islands\/[a-z0-9-]+\.tsx$/.test(file) && names.includes(path.basename(file, '.tsx') as never));
    expect(users.filter((file) => !wrappers.includes(file))).toEqual([]);
    expect(wrappers.sort()).toEqual(names.map((name) => `ui/islands/${name}.tsx`));
  });
});
