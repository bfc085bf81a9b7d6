import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIslands, registeredIslands } from './page-islands.mjs';

// A small source tree in the shape of the real one (under node_modules/.cache so that the
// fixture's imports of react resolve), to check what scripts/page-islands.mjs derives from it.
const root = path.resolve(import.meta.dirname, '..');
let dir = '';

const wrapper = (name: string, component: string) =>
  `export function ${component}() { return <sf-island data-island="${name}" />; }\n`;
const route = (id: string, layout: string, body: string) =>
  `export const ${id}Route = { id: '${id}', paths: ['/${id}'], guards: [], layout: '${layout}', cache: 'public', load: async () => ({ kind: 'not-found' }) };\n${body}`;
const FILES: Record<string, string> = {
  'ui/island/registry.ts': `export const ISLAND_NAMES = ['a-one', 'b-two', 'c-three', 'd-four', 'e-five'] as const;\n`,
  'ui/islands/a-one.tsx': wrapper('a-one', 'AOneIsland'),
  'ui/islands/b-two.tsx': wrapper('b-two', 'BTwoIsland'),
  'ui/islands/c-three.tsx': wrapper('c-three', 'CThreeIsland'),
  'ui/islands/d-four.tsx': wrapper('d-four', 'DFourIsland'),
  'ui/islands/e-five.tsx': wrapper('e-five', 'EFiveIsland'),
  'ui/islands/index.ts': ['a-one:AOne', 'b-two:BTwo', 'c-three:CThree', 'd-four:DFour', 'e-five:EFive']
    .map((pair) => pair.split(':'))
    .map(([file, name]) => `export { ${name}Island } from './${file}';\n`)
    .join(''),
  // Imports two wrappers through the index; only one is rendered by code the module keeps.
  'ui/layouts/default-layout.tsx': `import { AOneIsland, BTwoIsland } from '../islands';\nexport function DefaultLayout() { return <AOneIsland />; }\nfunction unused() { return <BTwoIsland />; }\n`,
  'ui/layouts/minimal-layout.tsx': `export function MinimalLayout({ children }: { children: unknown }) { return children; }\n`,
  // A conditional island counts; a type-only use does not.
  'routes/home.tsx': route('home', 'default', `import { CThreeIsland, type EFiveIsland } from '../ui/islands';\nexport type P = Parameters<typeof EFiveIsland>;\nexport function Home({ on }: { on: boolean }) { return on ? <CThreeIsland /> : null; }\n`),
  'routes/checkout.tsx': route('checkout', 'minimal', ''),
  'routes/helpers.ts': `export const notARoute = { id: 'x' };\n`,
  'ui/pages/not-found-page.tsx': `import { DFourIsland } from '../islands/d-four';\nexport function NotFoundPage() { return <DFourIsland />; }\n`,
  'ui/pages/maintenance-page.tsx': `export function MaintenancePage() { return null; }\n`,
};

beforeAll(async () => {
  await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
  dir = await mkdtemp(path.join(root, 'node_modules/.cache/page-islands-'));
  for (const [file, source] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), source);
  }
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('page islands derived from the code', () => {
  it('reads the registered names', async () => {
    expect(await registeredIslands(dir)).toEqual(['a-one', 'b-two', 'c-three', 'd-four', 'e-five']);
  });

  it('counts the wrappers a module renders, conditionally or not, and not those it only imports or names in a type', async () => {
    const { layouts, pages } = await pageIslands(dir, await registeredIslands(dir));
    expect(layouts).toEqual({ default: ['a-one'], minimal: [] });
    expect(pages).toEqual({
      checkout: { layout: 'minimal', module: 'routes/checkout.tsx', islands: [] },
      home: { layout: 'default', module: 'routes/home.tsx', islands: ['a-one', 'c-three'] },
      'not-found': { layout: 'minimal', module: 'ui/pages/not-found-page.tsx', islands: ['d-four'] },
      maintenance: { layout: 'minimal', module: 'ui/pages/maintenance-page.tsx', islands: [] },
    });
  });
});
