import { NewsletterFormIsland } from '../islands/newsletter-form';

/**
 * The CMS 'sections.newsletter' section (customer.md §2): heading, description and the subscribe
 * form (an island; its button is enabled once hydrated). `sectionId` is the CMS component id, so
 * two newsletter sections on one page get distinct field ids.
 */
export function NewsletterSection({ heading, description, sectionId }: { heading: string; description?: string | null; sectionId?: number }) {
  const id = `newsletter-section-${sectionId ?? 0}`;
  return (
    <section className="newsletter-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {description ? <p className="newsletter-section__description">{description}</p> : null}
      <NewsletterFormIsland id={id} />
    </section>
  );
}
