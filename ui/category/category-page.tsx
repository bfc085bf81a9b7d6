import { categoryPath } from '../../domain/links';
import type { ListingData, ListingLinks } from '../listing/listing-data';
import { ProductListing } from '../listing/product-listing';
import { breadcrumbListJsonLd, JsonLd } from '../seo/json-ld';
import { t } from '../i18n/t';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

export type CategoryView = {
  name: string;
  /** Sanitised HTML from the backend, or null. */
  descriptionHtml: string | null;
  crumbs: readonly Crumb[];
  children: ReadonlyArray<{ uid: string; name: string; url_path: string; url_suffix?: string | null }>;
};

type CategoryPageProps = { category: CategoryView; listing: ListingData; links: ListingLinks; origin: string };

/** Category (and campaigns) page: breadcrumbs, subcategories, the listing. */
export function CategoryPage({ category, listing, links, origin }: CategoryPageProps) {
  const crumbs = [...category.crumbs, { name: category.name, href: null }];
  return (
    <section className="category-page">
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd
        data={breadcrumbListJsonLd([
          { name: t('Home'), url: `${origin}/` },
          ...category.crumbs.filter((crumb) => crumb.href).map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })),
        ])}
      />
      <h1>{category.name}</h1>
      {category.descriptionHtml ? <div className="category-page__description" dangerouslySetInnerHTML={{ __html: category.descriptionHtml }} /> : null}
      {category.children.length > 0 ? (
        <ul className="subcategories">
          {category.children.map((child) => (
            <li key={child.uid}>
              <a href={categoryPath(child)}>{child.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductListing listing={listing} links={links} listName={category.name} categories={crumbs.flatMap((crumb) => crumb.name || [])} />
    </section>
  );
}
