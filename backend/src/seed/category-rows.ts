import { CATEGORY_TREE, type CategoryNode, type ProductKind } from './catalogue-model';
import { urlKey } from './url-key';

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
  include_in_menu: number;
  is_active: number;
  product_count: number;
};

export type Leaf = { row: CategoryRow; kind: ProductKind; weight: number; ancestors: CategoryRow[] };

export type CategoryRows = {
  rows: CategoryRow[];
  byUrlKey: Map<string, CategoryRow>;
  byId: Map<number, CategoryRow>;
  /** Categories that sell a kind of product, with their ancestors (store root first). */
  leaves: Leaf[];
};

/** Magento's fixed ids: 1 is the catalog root (never shown), 2 the store's root category. */
export const ROOT_CATALOG_ID = 1;
export const STORE_ROOT_ID = 2;

/**
 * Flattens CATEGORY_TREE into rows. Ids follow tree order from 3, so they are the same on every
 * run and only change when the tree itself changes.
 */
export function categoryRows(tree: CategoryNode[] = CATEGORY_TREE): CategoryRows {
  const root: CategoryRow = row(ROOT_CATALOG_ID, null, '1', 0, 1, 'Root Catalog', null, null);
  const store: CategoryRow = row(STORE_ROOT_ID, 1, '1/2', 1, 1, 'Vaikekategooria', null, null);
  const rows = [root, store];
  const leaves: Leaf[] = [];
  let nextId = 3;

  const walk = (nodes: CategoryNode[], parent: CategoryRow, ancestors: CategoryRow[]) => {
    nodes.forEach((node, index) => {
      const key = node.urlKey ?? urlKey(node.name);
      const id = nextId++;
      const current = row(
        id,
        parent.id,
        `${parent.path}/${id}`,
        parent.level + 1,
        index + 1,
        node.name,
        key,
        parent.url_path ? `${parent.url_path}/${key}` : key,
        node.description ?? null,
        node.includeInMenu === false ? 0 : 1,
      );
      rows.push(current);
      if (node.kind) leaves.push({ row: current, kind: node.kind, weight: node.weight ?? 1, ancestors: [...ancestors, current] });
      if (node.children) walk(node.children, current, [...ancestors, current]);
    });
  };
  walk(tree, store, [store]);

  return {
    rows,
    byUrlKey: new Map(rows.filter((r) => r.url_key).map((r) => [r.url_key!, r])),
    byId: new Map(rows.map((r) => [r.id, r])),
    leaves,
  };
}

function row(
  id: number,
  parent_id: number | null,
  path: string,
  level: number,
  position: number,
  name: string,
  url_key: string | null,
  url_path: string | null,
  description: string | null = null,
  include_in_menu = 1,
): CategoryRow {
  return { id, parent_id, path, level, position, name, url_key, url_path, description, include_in_menu, is_active: 1, product_count: 0 };
}
