import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_NAME_PATTERN } from '../ui/island/island-markers';
import { ISLAND_LOADERS } from './island-loaders';

const root = path.resolve(import.meta.dirname, '..');
const islandFiles = async () =>
  (await readdir(path.join(root, 'client/islands')))
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => f.slice(0, -4))
    .sort();

describe('island registry', () => {
  it('has one loader per client/islands/<name>.tsx and nothing else', async () => {
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(await islandFiles());
  });

  it('names are kebab-case', () => {
    for (const name of Object.keys(ISLAND_LOADERS)) expect(name).toMatch(ISLAND_NAME_PATTERN);
  });

  it('every island module default-exports a component', async () => {
    for (const load of Object.values(ISLAND_LOADERS)) {
      const module = await load();
      expect(typeof module.default).toBe('function');
    }
  });

  it('has a server wrapper in ui/islands/<name>.tsx using the same name', async () => {
    for (const name of await islandFiles()) {
      const source = await readFile(path.join(root, 'ui/islands', `${name}.tsx`), 'utf8');
      expect(source, name).toContain(`name="${name}"`);
    }
  });
});
