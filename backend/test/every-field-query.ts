// Test helper: a query selecting every field reachable from a root field of the executable schema
// (issue 17 item 14), so a test can execute the whole schema and catch any field that answers
// 'Internal server error' or a silent null. Fields are bounded: a type already on the path gets
// only its leaf fields (so `related_products` is still asked, one level deep), and optional
// arguments are left out; required ones are filled by the caller's `argumentsFor`.
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isLeafType,
  isObjectType,
} from 'graphql';

/** `Type.field` → the argument list to write, e.g. `(id: "1")`; undefined leaves the field out when it has required arguments. */
export type ArgumentsFor = (typeName: string, field: GraphQLField<unknown, unknown>) => string | undefined;

type Walk = { schema: GraphQLSchema; argumentsFor: ArgumentsFor; selected: Set<string> };

const hasRequiredArgs = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined);

function fieldSelection(walk: Walk, parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>, path: readonly string[], alias?: string): string | null {
  const args = walk.argumentsFor(parent.name, field) ?? (hasRequiredArgs(field) ? null : '');
  if (args === null) return null;
  const target = getNamedType(field.type);
  const name = `${alias ? `${alias}: ` : ''}${field.name}${args}`;
  walk.selected.add(`${parent.name}.${field.name}`);
  if (isLeafType(target)) return name;
  const inner = selectionSet(walk, target, path);
  return inner ? `${name} ${inner}` : null;
}

/** The selection set of a composite type: its fields, and for an interface or union each possible type's own fields. */
export function selectionSet(walk: Walk, type: GraphQLNamedType, path: readonly string[] = []): string {
  const onPath = path.includes(type.name);
  const next = [...path, type.name];
  const fieldsOf = (t: GraphQLNamedType) => (isObjectType(t) || isInterfaceType(t) ? Object.values(t.getFields()) : []);
  const pick = (t: GraphQLNamedType, fields: GraphQLField<unknown, unknown>[], aliasFor: (f: string) => string | undefined = () => undefined) =>
    fields.filter((f) => !onPath || isLeafType(getNamedType(f.type))).flatMap((f) => fieldSelection(walk, t, f, next, aliasFor(f.name)) ?? []);

  const parts: string[] = ['__typename', ...pick(type, fieldsOf(type))];
  if (isAbstractType(type)) {
    const shared = new Set(fieldsOf(type).map((f) => f.name));
    const possible = walk.schema.getPossibleTypes(type);
    // An interface's field asked once is asked of every type that implements it.
    for (const t of possible) for (const f of shared) if (walk.selected.has(`${type.name}.${f}`)) walk.selected.add(`${t.name}.${f}`);
    // Two possible types may declare a field of one name with different types: graphql-js refuses
    // such a document unless the fields get different response names.
    const typesByField = new Map<string, Set<string>>();
    for (const t of possible) for (const f of fieldsOf(t)) if (!shared.has(f.name)) typesByField.set(f.name, (typesByField.get(f.name) ?? new Set()).add(f.type.toString()));
    for (const t of possible) {
      const own = fieldsOf(t).filter((f) => !shared.has(f.name));
      const inner = pick(t, own, (f) => ((typesByField.get(f)?.size ?? 0) > 1 ? `${f}_${t.name}` : undefined));
      if (inner.length) parts.push(`... on ${t.name} { ${inner.join(' ')} }`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

/** `{ root(args) { …every field… } }` for one root field; `selected` collects the `Type.field` names it asks. */
export function everyFieldQuery(schema: GraphQLSchema, rootField: string, argumentsFor: ArgumentsFor, selected = new Set<string>()): string | null {
  const query = schema.getQueryType()!;
  const field = query.getFields()[rootField];
  if (!field) throw new Error(`No Query.${rootField}`);
  const selection = fieldSelection({ schema, argumentsFor, selected }, query, field, []);
  return selection ? `query EveryField { ${selection} }` : null;
}
