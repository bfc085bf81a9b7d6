// Magento's GraphQL query limits (issue 17 item 6), as validation rules run with graphql-js's own.
// Magento 2.4.7 app/code/Magento/GraphQl/etc/di.xml configures QueryComplexityLimiter with
// `queryDepth` 20 and `queryComplexity` 300, enforced by webonyx/graphql-php's QueryDepth and
// QueryComplexity rules; their messages are copied. The alias limit is ours: Magento has none, and
// aliases are how one request repeats a cheap operation many times (a password guess, a coupon
// guess) under the complexity limit.
import { type ASTVisitor, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;
export const MAX_QUERY_ALIASES = 50;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const fragmentsOf = (context: ValidationContext): Fragments =>
  new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));

/**
 * webonyx QueryDepth: a field with a selection set at depth d makes the depth at least d; the root
 * fields are at depth 0 (`{ a { b { c } } }` has depth 1). Fragments count where they are spread;
 * a fragment already on the path (a cycle, refused by NoFragmentCycles) is not followed again.
 */
export function queryDepth(selectionSet: SelectionSetNode, fragments: Fragments, depth = 0, seen: ReadonlySet<string> = new Set()): number {
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet) max = Math.max(max, depth, queryDepth(selection.selectionSet, fragments, depth + 1, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, queryDepth(selection.selectionSet, fragments, depth, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(fragment.name.value)) max = Math.max(max, queryDepth(fragment.selectionSet, fragments, depth, new Set([...seen, fragment.name.value])));
    }
  }
  return max;
}

/** The fields of a selection set by response name, through fragments, with their sub-selections merged (as webonyx collects them). */
function collectFields(selectionSet: SelectionSetNode, fragments: Fragments, seen: ReadonlySet<string>, into = new Map<string, SelectionSetNode[]>()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const subs = into.get(key) ?? [];
      if (selection.selectionSet) subs.push(selection.selectionSet);
      into.set(key, subs);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectFields(selection.selectionSet, fragments, seen, into);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(fragment.name.value)) collectFields(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]), into);
    }
  }
  return into;
}

/** webonyx QueryComplexity with its default cost: each field costs 1 plus what it selects. */
export function queryComplexity(selectionSets: readonly SelectionSetNode[], fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
  const fields = new Map<string, SelectionSetNode[]>();
  for (const set of selectionSets) collectFields(set, fragments, seen, fields);
  let total = 0;
  for (const subs of fields.values()) total += 1 + (subs.length ? queryComplexity(subs, fragments, seen) : 0);
  return total;
}

/** Aliased fields written in the document (each spread of a fragment counts its aliases again). */
export function queryAliases(selectionSet: SelectionSetNode, fragments: Fragments, seen: ReadonlySet<string> = new Set()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      count += (selection.alias ? 1 : 0) + (selection.selectionSet ? queryAliases(selection.selectionSet, fragments, seen) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += queryAliases(selection.selectionSet, fragments, seen);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(fragment.name.value)) count += queryAliases(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]));
    }
  }
  return count;
}

const limitRule =
  (measure: (set: SelectionSetNode, fragments: Fragments) => number, max: number, message: (max: number, got: number) => string): ValidationRule =>
  (context): ASTVisitor => ({
    OperationDefinition(node) {
      const got = measure(node.selectionSet, fragmentsOf(context));
      if (got > max) context.reportError(new GraphQLError(message(max, got), { nodes: [node] }));
    },
  });

export const QueryDepthRule = limitRule((set, f) => queryDepth(set, f), MAX_QUERY_DEPTH, (max, got) => `Max query depth should be ${max} but got ${got}.`);
export const QueryComplexityRule = limitRule((set, f) => queryComplexity([set], f), MAX_QUERY_COMPLEXITY, (max, got) => `Max query complexity should be ${max} but got ${got}.`);
export const QueryAliasesRule = limitRule((set, f) => queryAliases(set, f), MAX_QUERY_ALIASES, (max, got) => `Max query aliases should be ${max} but got ${got}.`);

/** Run after graphql-js's specified rules, so a query is only measured once it is valid. */
export const QUERY_LIMIT_RULES: readonly ValidationRule[] = [QueryDepthRule, QueryComplexityRule, QueryAliasesRule];
