// GET and POST /graphql, Magento style: GET carries query/variables/operationName in the query
// string (cacheable), POST a JSON body. GraphQL errors (syntax, validation, resolver) answer
// 200 with `errors[].extensions.category`, as Magento does; only a crash outside execution is a 500.
import {
  type DocumentNode,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type OperationDefinitionNode,
  execute,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import type { Context } from 'hono';
import { z } from 'zod';
import { devToolsEnabled } from '../faults/dev-tools';
import { applyFault, matchFaultRule } from '../faults/fault-rules';
import { recordRequest } from '../faults/request-stats';
import { CAPTCHA_MUTATIONS, CAPTCHA_VALIDATION_FAILED, captchaEnabled, verifyCaptcha } from '../recaptcha/recaptcha-verify';
import { ensureSeeded } from '../seed/ensure-seeded';
import { createRequestContext, type CommerceContext } from './context';
import { MagentoError } from './errors';
import { QUERY_LIMIT_RULES } from './query-limits';
import { commerceSchema } from './schema';

const GraphqlRequest = z.object({
  query: z.string().min(1, 'Request must contain a "query".'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().min(1).nullish(),
});
type GraphqlRequest = z.output<typeof GraphqlRequest>;

type ErrorJson = {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions: { category: string };
};

/** Anonymous GET queries of the catalogue may be cached by the storefront and any CDN. */
export const CACHEABLE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';
const NOT_CACHEABLE = 'no-store';

/**
 * Root fields Magento marks `@cache(cacheable: false)`: a shopper's own data (a cart), and the
 * eID sign-in status, which changes while it is polled and carries a customer token once it succeeds.
 */
const UNCACHEABLE_ROOT_FIELDS = new Set(['cart', 'retrieveAsyncAuthRequestStatus']);

/** Whether the operation asks for one of `names` as a root field, also through root fragments. */
function selectsRootField(document: DocumentNode, operation: OperationDefinitionNode, names: ReadonlySet<string>): boolean {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const visit = (selections: OperationDefinitionNode['selectionSet']['selections'], seen: Set<string>): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      return visit(fragment.selectionSet.selections, new Set([...seen, fragment.name.value]));
    });
  return visit(operation.selectionSet.selections, new Set());
}

const readsShopperData = (document: DocumentNode, operation: OperationDefinitionNode) => selectsRootField(document, operation, UNCACHEABLE_ROOT_FIELDS);

/**
 * Magento's ReCaptchaWebapiGraphQl: with captcha on (RECAPTCHA_SECRET), a guarded mutation
 * (recaptcha/recaptcha-verify.ts) needs a valid `X-ReCaptcha` answer; checked before anything runs.
 */
async function captchaRefused(c: Context<{ Bindings: BackendEnv }>, document: DocumentNode, operation: OperationDefinitionNode | null | undefined): Promise<boolean> {
  if (!captchaEnabled(c.env) || operation?.operation !== OperationTypeNode.MUTATION) return false;
  if (!selectsRootField(document, operation, CAPTCHA_MUTATIONS)) return false;
  return !(await verifyCaptcha(c.env, c.req.header('x-recaptcha') ?? null));
}

export async function handleGraphql(c: Context<{ Bindings: BackendEnv }>): Promise<Response> {
  const isGet = c.req.method === 'GET';
  const request = await readRequest(c);
  if (!request.success) return respond(c, { errors: [{ message: request.message, extensions: { category: 'graphql-input' } }] });

  let document: DocumentNode;
  try {
    document = parse(request.data.query);
  } catch (error) {
    track(c.env, 'invalid');
    return respond(c, { errors: [formatError(error as GraphQLError)] });
  }
  const operation = getOperationAST(document, request.data.operationName);
  track(c.env, statsLabel(request.data.operationName, operation));
  if (devToolsEnabled(c.env)) {
    const fault = await applyFault(matchFaultRule(requestNames(request.data.operationName, operation)));
    if (fault) return fault;
  }

  if (isGet && operation && operation.operation !== OperationTypeNode.QUERY) {
    return respond(c, { errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }] });
  }
  const schema = commerceSchema();
  // Magento's depth and complexity limits and our alias limit (query-limits.ts), on valid documents only.
  const invalid = validate(schema, document);
  const overLimit = invalid.length ? [] : validate(schema, document, QUERY_LIMIT_RULES);
  if (invalid.length || overLimit.length) return respond(c, { errors: [...invalid, ...overLimit].map(formatError) });
  if (await captchaRefused(c, document, operation)) {
    return respond(c, { errors: [{ message: CAPTCHA_VALIDATION_FAILED, extensions: { category: 'graphql-input' } }], data: null });
  }

  await ensureSeeded(c.env);
  // Customer and store, once per request; an unknown Store header fails the whole request.
  let contextValue: CommerceContext;
  try {
    contextValue = { ...(await createRequestContext(c.env.DB, new URL(c.req.url).origin, c.req.raw.headers)), env: c.env };
  } catch (error) {
    if (!(error instanceof MagentoError)) throw error;
    return respond(c, { errors: [{ message: error.message, extensions: error.extensions }] });
  }
  const result = (await execute({
    schema,
    document,
    variableValues: request.data.variables ?? undefined,
    operationName: request.data.operationName ?? undefined,
    contextValue,
  }));

  const errors = result.errors?.map(formatError);
  const body = errors ? { errors, data: result.data ?? null } : { data: result.data };
  const cacheable =
    isGet && operation?.operation === OperationTypeNode.QUERY && !errors && !c.req.header('authorization') && !readsShopperData(document, operation);
  return respond(c, body, cacheable);
}

async function readRequest(c: Context): Promise<{ success: true; data: GraphqlRequest } | { success: false; message: string }> {
  let raw: unknown;
  if (c.req.method === 'GET') {
    const variables = c.req.query('variables');
    let parsedVariables: unknown = undefined;
    if (variables) {
      try {
        parsedVariables = JSON.parse(variables);
      } catch {
        return { success: false, message: 'Unable to parse the "variables" parameter as JSON.' };
      }
    }
    raw = { query: c.req.query('query') ?? '', variables: parsedVariables, operationName: c.req.query('operationName') || undefined };
  } else {
    try {
      raw = await c.req.json();
    } catch {
      return { success: false, message: 'Request body must be JSON: {"query": "...", "variables": {...}}.' };
    }
  }
  const parsed = GraphqlRequest.safeParse(raw);
  return parsed.success ? parsed : { success: false, message: parsed.error.issues[0]?.message ?? 'Invalid GraphQL request.' };
}

/** The operation name, if any, then the root field names. */
function requestNames(operationName: string | null | undefined, operation: OperationDefinitionNode | null | undefined): string[] {
  const name = operationName ?? operation?.name?.value;
  const rootFields = (operation?.selectionSet.selections ?? []).flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  return [...(name ? [name] : []), ...rootFields];
}

/** Statistics label: the operation name, else the root fields ('storeConfig,cmsBlocks'). */
function statsLabel(operationName: string | null | undefined, operation: OperationDefinitionNode | null | undefined): string {
  const name = operationName ?? operation?.name?.value;
  if (name) return name;
  const fields = requestNames(undefined, operation);
  return fields.length ? fields.join(',') : 'unknown';
}

function track(env: BackendEnv, label: string): void {
  if (devToolsEnabled(env)) recordRequest(label);
}

/**
 * Magento's error shape. A resolver error that is not a MagentoError is a bug or an outage: its
 * message may carry internals, so the client only learns that it happened.
 */
export function formatError(error: GraphQLError): ErrorJson {
  const original = error.originalError;
  const safe = !original || original instanceof MagentoError || original instanceof GraphQLError;
  if (!safe) console.error('GraphQL resolver failed', error.path?.join('.'), original);
  const json: ErrorJson = {
    message: safe ? error.message : 'Internal server error',
    extensions: { category: safe ? (typeof error.extensions?.category === 'string' ? error.extensions.category : 'graphql') : 'internal' },
  };
  if (error.locations) json.locations = error.locations;
  if (error.path) json.path = error.path;
  return json;
}

function respond(c: Context, body: unknown, cacheable = false): Response {
  return c.json(body, 200, { 'cache-control': cacheable ? CACHEABLE : NOT_CACHEABLE });
}
