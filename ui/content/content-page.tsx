import { Breadcrumbs } from '../category/breadcrumbs';
import { ContentSections } from './content-sections';
import type { ContentSectionView } from './content-types';

/** A CMS content page (/kontaktid.html, /info, /bank, /teenused): breadcrumbs, title, sections. */
export function ContentPage({ title, sections }: { title: string; sections: readonly ContentSectionView[] }) {
  return (
    <article className="content-page">
      <Breadcrumbs crumbs={[{ name: title, href: null }]} />
      <h1>{title}</h1>
      <ContentSections sections={sections} />
    </article>
  );
}
