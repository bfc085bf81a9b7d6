// Resolver signatures from the SDL (backend/src/generated/resolvers.ts, `npm run codegen`):
// arguments and context as the schema declares them, parents as codegen.ts maps them to the
// backend's shapes. Annotate a resolver with one of these; the resolver maps then `satisfies
// Resolvers`, so a field the SDL does not have, or arguments it does not send, fail to compile.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers';

/** The resolver of `Query.<field>`. */
export type QueryResolver<F extends keyof QueryResolvers> = NonNullable<QueryResolvers[F]>;

/** The resolver of `Mutation.<field>`. */
export type MutationResolver<F extends keyof MutationResolvers> = NonNullable<MutationResolvers[F]>;

/** The resolver of `<Type>.<field>` (an object type's field, or an interface's `__resolveType`). */
export type FieldResolver<T extends keyof Resolvers, F extends keyof NonNullable<Resolvers[T]>> = NonNullable<NonNullable<Resolvers[T]>[F]>;
