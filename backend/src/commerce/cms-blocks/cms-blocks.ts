// Query.cmsBlocks. An unknown identifier becomes a null item with its own error beside the
// blocks that exist, as Magento's Blocks resolver does.
import { inputError, noSuchEntity } from '../errors';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

type Block = { identifier: string; title: string; content: string };

const cmsBlocks: QueryResolver<'cmsBlocks'> = async (_s, args, context) => {
  const identifiers = (args.identifiers ?? []).filter((id): id is string => !!id);
  if (!identifiers.length) throw inputError('"identifiers" of CMS blocks should be specified');
  const rows = (
    await context.db
      .prepare('SELECT identifier, title, content FROM cms_blocks WHERE is_active = 1 AND identifier IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(identifiers))
      .all<Block>()
  ).results;
  const found = new Map(rows.map((r) => [r.identifier, r]));
  // graphql-js reports an Error in a list as that item's error and leaves the item null.
  return { items: identifiers.map((id) => found.get(id) ?? noSuchEntity(`The CMS block with the "${id}" ID doesn't exist.`)) };
};

export const cmsBlockResolvers = { Query: { cmsBlocks } } satisfies Resolvers;
