// The generated types must match the documents and the SDL they were generated from (the
// storefront's operation types and the backend's resolver types): a document or schema edit
// without `npm run codegen` fails here (and in `npm run typecheck`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../codegen';

const root = join(import.meta.dirname, '..');

const OUTPUTS = ['graphql/generated/operations.ts', 'backend/src/generated/resolvers.ts'];

describe('generated GraphQL types', () => {
  it.each(OUTPUTS)('%s is what codegen produces from the current documents and SDL', async (filename) => {
    const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.map((output) => output.filename).sort()).toEqual([...OUTPUTS].sort());
    const checkedIn = readFileSync(join(root, filename), 'utf8');
    // Not toEqual on the whole text: a 400-line diff would hide the one-line hint.
    expect(outputs.find((output) => output.filename === filename)?.content === checkedIn, 'stale: run `npm run codegen` and commit the result').toBe(true);
  }, 30_000);
});
