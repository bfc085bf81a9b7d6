// The generated operation types must match the documents and the SDL they were generated from:
// a document or schema edit without `npm run codegen` fails here (and in `npm run typecheck`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../codegen';

const root = join(import.meta.dirname, '..');

describe('generated GraphQL types', () => {
  it('graphql/generated/operations.ts is what codegen produces from the current documents and SDL', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.map((output) => output.filename)).toEqual(['graphql/generated/operations.ts']);
    const checkedIn = readFileSync(join(root, 'graphql/generated/operations.ts'), 'utf8');
    // Not toEqual on the whole text: a 400-line diff would hide the one-line hint.
    expect(outputs[0]?.content === checkedIn, 'stale: run `npm run codegen` and commit the result').toBe(true);
  }, 30_000);
});
