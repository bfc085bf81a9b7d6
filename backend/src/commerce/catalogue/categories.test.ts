import { describe, expect, it } from 'vitest';
import { MAIN_MENU_QUERY, type MainMenuQuery } from '../../../../graphql/documents';
import { getGraphql, queryData } from '../../../test/graphql-request';

const depth = (nodes: Array<{ children?: unknown[] | null } | null> | null | undefined): number =>
  nodes?.length ? 1 + Math.max(...nodes.map((n) => depth(n?.children as never))) : 0;

describe('main menu (MAIN_MENU_QUERY)', () => {
  it('returns the top-level categories in position order with three levels of children', async () => {
    const { categories } = await queryData<MainMenuQuery>(MAIN_MENU_QUERY);
    const items = categories!.items!;
    expect(items.map((c) => c!.url_path)).toEqual([
      'diivanid', 'toolid', 'lauad', 'voodid', 'hoiustamine', 'valgustid', 'vaibad', 'aiamoobel', 'kampaaniad', 'kinkekaardid',
    ]);
    expect(items.map((c) => c!.position)).toEqual(items.map((_, i) => i + 1));
    expect(depth(items)).toBe(3);
    const sofas = items[0]!;
    expect(sofas).toMatchObject({ name: 'Diivanid', uid: btoa(String(sofas.id)), url_suffix: '.html', include_in_menu: 1 });
    expect(sofas.children!.map((c) => c!.url_path)).toContain('diivanid/nurgadiivanid');
    expect(sofas.children![0]!.children!.map((c) => c!.url_path)).toEqual([
      'diivanid/nurgadiivanid/parema-nurgaga',
      'diivanid/nurgadiivanid/vasaku-nurgaga',
    ]);
  });

  it('marks categories kept out of the menu and counts products including subcategories', async () => {
    const { categories } = await queryData<MainMenuQuery>(MAIN_MENU_QUERY);
    const items = categories!.items!;
    expect(items.find((c) => c!.url_path === 'kinkekaardid')!.include_in_menu).toBe(0);
    for (const top of items) {
      const childTotal = (top!.children ?? []).reduce((sum, c) => sum + (c!.product_count ?? 0), 0);
      if (top!.url_path !== 'kampaaniad' && top!.children?.length) expect(top!.product_count).toBe(childTotal);
    }
    expect(items.reduce((sum, c) => sum + (c!.url_path === 'kampaaniad' ? 0 : c!.product_count!), 0)).toBe(120);
  });
});

describe('categories and categoryList', () => {
  it('finds a category by url_path, category_uid, url_key and name', async () => {
    const query = `query ($f: CategoryFilterInput) { categories(filters: $f) { total_count items { name url_path level } } }`;
    const byPath = await queryData(query, { f: { url_path: { eq: 'toolid/soogitoolid' } } });
    expect(byPath.categories).toEqual({ total_count: 1, items: [{ name: 'Söögitoolid', url_path: 'toolid/soogitoolid', level: 3 }] });
    const uid = btoa(String((await queryData(`{ categories(filters: { url_key: { eq: "vaibad" } }) { items { id } } }`)).categories.items[0].id));
    expect((await queryData(query, { f: { category_uid: { eq: uid } } })).categories.items[0].name).toBe('Vaibad');
    const partial = await queryData(query, { f: { name: { match: 'söögi' } } });
    expect(partial.categories.items.map((c: { name: string }) => c.name)).toEqual([
      'Söögitoolid', 'Söögilauad', 'Puidust söögitoolid', 'Lahtikäivad söögilauad', 'Polsterdatud söögitoolid', 'Ümmargused söögilauad',
    ]);
    const full = await queryData(query, { f: { name: { match: 'söögilauad', match_type: 'FULL' } } });
    expect(full.categories.items.map((c: { name: string }) => c.name)).toEqual(['Söögilauad']);
  });

  it('returns the store root without filters and breadcrumbs for nested categories', async () => {
    const data = await queryData(`{
      categoryList { id level name children { name } }
      categories(filters: { url_path: { eq: "diivanid/nurgadiivanid/parema-nurgaga" } }) {
        items { breadcrumbs { category_name category_level category_url_path } }
      }
    }`);
    expect(data.categoryList).toHaveLength(1);
    expect(data.categoryList[0]).toMatchObject({ id: 2, level: 1 });
    expect(data.categoryList[0].children).toHaveLength(10);
    expect(data.categories.items[0].breadcrumbs).toEqual([
      { category_name: 'Diivanid', category_level: 2, category_url_path: 'diivanid' },
      { category_name: 'Nurgadiivanid', category_level: 3, category_url_path: 'diivanid/nurgadiivanid' },
    ]);
  });

  it('pages like Magento and refuses a page beyond the last', async () => {
    const query = `query ($p: Int) { categories(filters: { parent_id: { in: ["2"] } }, pageSize: 4, currentPage: $p) {
      total_count page_info { current_page page_size total_pages } items { name } } }`;
    const page3 = await queryData(query, { p: 3 });
    expect(page3.categories.page_info).toEqual({ current_page: 3, page_size: 4, total_pages: 3 });
    expect(page3.categories.items.map((c: { name: string }) => c.name)).toEqual(['Kampaaniad', 'Kinkekaardid']);
    const { body } = await getGraphql(query, { p: 4 });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'currentPage value 4 specified is greater than the 3 page(s) available.',
        extensions: { category: 'graphql-input' },
      }),
    ]);
  });
});
