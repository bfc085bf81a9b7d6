// Magento's query depth (20) and complexity (300) limits and our alias limit (50), over HTTP as a
// client meets them; and every document the storefront sends stays within them.
import { describe, expect, it } from 'vitest';
import * as documents from '../../../graphql/documents';
import { type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, parse, specifiedRules, validate } from 'graphql';
import { postGraphql } from '../../test/graphql-request';
import { MAX_QUERY_ALIASES, MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH, QUERY_LIMIT_RULES, queryComplexity, queryDepth } from './query-limits';
import { commerceSchema } from './schema';

/** `categoryList { children { children { … { uid } } } }` with `depth` as webonyx counts it. */
const nestedCategories = (depth: number) => `{ categoryList ${'{ children '.repeat(depth)}{ uid }${' }'.repeat(depth)} }`;
const CATEGORY_LEAVES = ['id', 'uid', 'name', 'description', 'path', 'url_key', 'url_path', 'url_suffix', 'canonical_url', 'position', 'level', 'product_count',
  'default_sort_by', 'relative_url', 'redirect_code', 'type'];
/** Nested `categoryList { leaves… children { … } }` of exactly `target` complexity (webonyx: 1 a field), no aliases. */
function categoriesOfComplexity(target: number): string {
  // categoryList (1), each full level its leaves and `children`, the innermost level the rest.
  const levels = Math.floor((target - 2) / (CATEGORY_LEAVES.length + 1));
  const rest = target - 1 - levels * (CATEGORY_LEAVES.length + 1);
  if (rest < 1 || rest > CATEGORY_LEAVES.length) throw new Error(`No such document for ${target}`);
  let selection = `{ ${CATEGORY_LEAVES.slice(0, rest).join(' ')} }`;
  for (let i = 0; i < levels; i++) selection = `{ ${CATEGORY_LEAVES.join(' ')} children ${selection} }`;
  return `{ categoryList ${selection} }`;
}

describe('query depth (Magento queryDepth 20)', () => {
  it('answers a depth of 20, refuses 21 with Magento\'s message and no data', async () => {
    expect((await postGraphql(nestedCategories(20))).body.errors).toBeUndefined();
    const { response, body } = await postGraphql(nestedCategories(21));
    expect(response.status).toBe(200);
    expect(body).toEqual({ errors: [expect.objectContaining({ message: 'Max query depth should be 20 but got 21.', extensions: { category: 'graphql' } })] });
  });

  it('counts as webonyx does: root fields at 0, fragments where they are spread', () => {
    expect(queryDepth(parseQuery('{ a { b { c } } }'), new Map())).toBe(1);
    const doc = parse('query { a { ...F } } fragment F on A { b { c { d } } }');
    const fragments = new Map([['F', doc.definitions[1] as FragmentDefinitionNode]]);
    expect(queryDepth((doc.definitions[0] as OperationDefinitionNode).selectionSet, fragments)).toBe(2);
  });
});

describe('query complexity (Magento queryComplexity 300)', () => {
  it('answers 300, refuses 301 with Magento\'s message', async () => {
    expect(queryComplexity([parseQuery(categoriesOfComplexity(300))], new Map())).toBe(300);
    expect((await postGraphql(categoriesOfComplexity(300))).body.errors).toBeUndefined();
    const { body } = await postGraphql(categoriesOfComplexity(301));
    expect(body).toEqual({ errors: [expect.objectContaining({ message: 'Max query complexity should be 300 but got 301.', extensions: { category: 'graphql' } })] });
  });
});

describe('aliases (ours: 50 per document)', () => {
  it('answers 50 aliased fields, refuses 51 with a clear message', async () => {
    const aliased = (n: number) => `mutation { ${Array.from({ length: n }, (_, i) => `t${i}: generateCustomerToken(email: "a${i}@example.ee", password: "x") { token }`).join(' ')} }`;
    const ok = await postGraphql(`{ ${Array.from({ length: 50 }, (_, i) => `s${i}: storeConfig { store_code }`).join(' ')} }`);
    expect(ok.body.errors).toBeUndefined();
    const { body } = await postGraphql(aliased(51));
    expect(body).toEqual({ errors: [expect.objectContaining({ message: 'Max query aliases should be 50 but got 51.', extensions: { category: 'graphql' } })] });
  });
});

describe("the storefront's own documents", () => {
  const all = Object.entries(documents).filter((entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT);

  it.each(all.filter(([name]) => name.endsWith('_QUERY') || name.endsWith('_MUTATION')))('%s passes the backend\'s validation rules and limits', (_name, document) => {
    expect(validate(commerceSchema(), document, [...specifiedRules, ...QUERY_LIMIT_RULES]).map((e) => e.message)).toEqual([]);
  });

  it('leave headroom: the deepest and the most complex document, for the record', () => {
    const measured = all.map(([name, doc]) => {
      const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
      const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return operation?.kind === Kind.OPERATION_DEFINITION
        ? { name, depth: queryDepth(operation.selectionSet, fragments), complexity: queryComplexity([operation.selectionSet], fragments) }
        : null;
    }).filter((m) => m !== null);
    const deepest = measured.reduce((a, b) => (b.depth > a.depth ? b : a));
    const heaviest = measured.reduce((a, b) => (b.complexity > a.complexity ? b : a));
    console.log(`storefront documents: deepest ${deepest.name} ${deepest.depth}/${MAX_QUERY_DEPTH}, most complex ${heaviest.name} ${heaviest.complexity}/${MAX_QUERY_COMPLEXITY}, alias limit ${MAX_QUERY_ALIASES}`);
    expect(deepest.depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH);
    expect(heaviest.complexity).toBeLessThanOrEqual(MAX_QUERY_COMPLEXITY);
  });
});

function parseQuery(source: string) {
  const doc = parse(source);
  const operation = doc.definitions[0]!;
  if (operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('not an operation');
  return operation.selectionSet;
}
