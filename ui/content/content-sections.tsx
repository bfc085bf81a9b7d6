import { NewsletterSection } from '../newsletter/newsletter-section';
import { ContactText } from './contact-text';
import type { ContentSectionView } from './content-types';
import { Departments } from './departments';
import { HeroSlider } from './hero-slider';
import { Inspiration } from './inspiration';
import { Notice } from './notice';
import { ProductWidget } from './product-widget';

/** One CMS section, by its type. */
function ContentSection({ section, first }: { section: ContentSectionView; first: boolean }) {
  switch (section.type) {
    case 'hero-slider':
      return <HeroSlider id={section.id} slides={section.slides} priority={first} />;
    case 'product-widget':
      return <ProductWidget title={section.title} seeMore={section.seeMore} products={section.products} expected={section.expected} />;
    case 'newsletter':
      return <NewsletterSection heading={section.heading} description={section.description} sectionId={section.sectionId} />;
    case 'notice':
      return <Notice id={section.id} html={section.html} image={section.image} link={section.link} />;
    case 'contact-text':
      return <ContactText columns={section.columns} />;
    case 'departments':
      return <Departments title={section.title} departments={section.departments} />;
    case 'inspiration':
      return <Inspiration title={section.title} items={section.items} />;
  }
}

/** A CMS page's sections in the editor's order; only the first one's hero image is a priority load. */
export function ContentSections({ sections }: { sections: readonly ContentSectionView[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <ContentSection key={section.id} section={section} first={index === 0} />
      ))}
    </>
  );
}
