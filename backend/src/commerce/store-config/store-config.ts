// Query.storeConfig: the store_config rows, typed by the StoreConfig field each one answers.
import { type GraphQLObjectType, getNamedType } from 'graphql';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

type Config = Record<string, string | number | boolean | null>;

const storeConfig: QueryResolver<'storeConfig'> = async (_source, _args, context, info) => {
  const rows = await context.storeConfig();
  // Filled from the request when not configured: the backend does not know its public name.
  const derived: Record<string, string> = { base_url: `${context.origin}/`, base_media_url: `${context.origin}/media/` };
  const type = getNamedType(info.returnType) as GraphQLObjectType;
  const config: Config = {};
  for (const field of Object.values(type.getFields())) {
    const value = rows.get(field.name) ?? derived[field.name] ?? null;
    config[field.name] = value === null ? null : coerce(getNamedType(field.type).name, value);
  }
  return config;
};

function coerce(typeName: string, value: string): string | number | boolean | null {
  switch (typeName) {
    case 'Int':
    case 'Float': {
      const n = Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'Boolean':
      return value === '1' || value === 'true';
    default:
      return value;
  }
}

export const storeConfigResolvers = { Query: { storeConfig } } satisfies Resolvers;
