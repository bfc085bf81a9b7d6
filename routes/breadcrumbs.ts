import { categoryPath } from '../domain/links';

type CategoryBreadcrumb = {
  category_name?: string | null;
  category_url_path?: string | null;
  category_level?: number | null;
} | null;

export type Crumb = { name: string; href: string };

/** A category's ancestors (Magento `breadcrumbs`), top level first, as links. */
export function ancestorCrumbs(breadcrumbs: ReadonlyArray<CategoryBreadcrumb> | null | undefined, urlSuffix: string | null): Crumb[] {
  return [...(breadcrumbs ?? [])]
    .filter((crumb) => crumb !== null)
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({ name: crumb.category_name ?? '', href: categoryPath({ url_path: crumb.category_url_path ?? '', url_suffix: urlSuffix }) }));
}
