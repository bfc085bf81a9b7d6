// Query.categories / Query.categoryList and the CategoryTree fields, over the category index
// (the whole tree is a few dozen rows, read once per request).
import type { CategoryRow } from '../catalogue-rows';
import type { CategoryIndex } from './category-index';
import type { CommerceContext } from '../context';
import { checkPaging, pageInfo } from './pagination';
import { fromUid, toUid } from '../uid';
import type { Resolvers } from '../../generated/resolvers';
import type { QueryResolver } from '../resolver-types';

type Equal = { eq?: string | null; in?: Array<string | null> | null };
type Match = { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null };
export type CategoryFilters = {
  ids?: Equal | null;
  category_uid?: Equal | null;
  parent_id?: Equal | null;
  parent_category_uid?: Equal | null;
  url_key?: Equal | null;
  url_path?: Equal | null;
  name?: Match | null;
};
type ListArgs = { filters?: CategoryFilters | null; pageSize: number; currentPage: number };

export const CATEGORY_URL_SUFFIX = '.html';
const STORE_ROOT_ID = 2;

/** The values of an eq/in filter (eq wins), or null when the filter is absent. */
export function equalValues(filter: Equal | null | undefined): string[] | null {
  if (!filter) return null;
  if (filter.eq !== undefined && filter.eq !== null) return [filter.eq];
  if (filter.in) return filter.in.filter((v): v is string => v !== null);
  return null;
}

/**
 * Categories matching every given filter, in tree order. Without filters: the store's root
 * category, as Magento answers.
 */
export function filterCategories(index: CategoryIndex, filters: CategoryFilters | null | undefined): CategoryRow[] {
  const all = [...index.byId.values()].filter((c) => c.level >= 1);
  const f = filters ?? {};
  const tests: Array<(c: CategoryRow) => boolean> = [];
  const ids = (values: string[] | null) => values && new Set(values.map(Number));
  const uids = (values: string[] | null) => values && new Set(values.map(fromUid));
  const add = <T>(set: Set<T> | null, pick: (c: CategoryRow) => T) => set && tests.push((c) => set.has(pick(c)));

  add(ids(equalValues(f.ids)), (c) => c.id);
  add(uids(equalValues(f.category_uid)), (c) => c.id);
  add(ids(equalValues(f.parent_id)), (c) => c.parent_id ?? 0);
  add(uids(equalValues(f.parent_category_uid)), (c) => c.parent_id ?? 0);
  add(equalValues(f.url_key) && new Set(equalValues(f.url_key)), (c) => c.url_key ?? '');
  add(equalValues(f.url_path) && new Set(equalValues(f.url_path)), (c) => c.url_path ?? '');
  if (f.name?.match) {
    const needle = f.name.match.toLocaleLowerCase('et');
    tests.push((c) => (f.name?.match_type === 'FULL' ? c.name.toLocaleLowerCase('et') === needle : c.name.toLocaleLowerCase('et').includes(needle)));
  }
  if (!tests.length) return all.filter((c) => c.id === STORE_ROOT_ID);
  return all.filter((c) => tests.every((t) => t(c)));
}

async function list({ filters, pageSize, currentPage }: ListArgs, context: CommerceContext) {
  checkPaging(pageSize, currentPage);
  const matches = filterCategories(await context.categories(), filters);
  const info = pageInfo(matches.length, pageSize, currentPage);
  return { items: matches.slice((currentPage - 1) * pageSize, currentPage * pageSize), info, total: matches.length };
}

const categories: QueryResolver<'categories'> = async (_s, args, context) => {
  const { items, info, total } = await list(args, context);
  return { items, page_info: info, total_count: total };
};

const categoryList: QueryResolver<'categoryList'> = async (_s, args, context) =>
  (await list(args, context)).items;

export const categoryResolvers = {
  Query: { categories, categoryList },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: {
    uid: (c) => toUid(c.id),
    children: async (c, _a, context) => (await context.categories()).children.get(c.id) ?? [],
    // Ancestors below the store root, top first; null for a top-level category (as Magento).
    breadcrumbs: async (c, _a, context) => {
      const { byId } = await context.categories();
      const crumbs = c.path
        .split('/')
        .map(Number)
        .filter((id) => id !== c.id)
        .map((id) => byId.get(id))
        .filter((a): a is CategoryRow => !!a && a.level >= 2)
        .map((a) => ({
          category_id: a.id,
          category_uid: toUid(a.id),
          category_name: a.name,
          category_level: a.level,
          category_url_key: a.url_key,
          category_url_path: a.url_path,
        }));
      return crumbs.length ? crumbs : null;
    },
    url_suffix: () => CATEGORY_URL_SUFFIX,
    canonical_url: (c) => (c.url_path ? `${c.url_path}${CATEGORY_URL_SUFFIX}` : null),
    default_sort_by: () => 'position',
    relative_url: (c) => c.__route?.relative_url ?? (c.url_path ? `${c.url_path}${CATEGORY_URL_SUFFIX}` : null),
    redirect_code: (c) => c.__route?.redirect_code ?? 0,
    type: () => 'CATEGORY',
  },
} satisfies Resolvers;
