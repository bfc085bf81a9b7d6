/**
 * The CMS 'sections.newsletter' section (customer.md §2). The content renderer (ui/content/)
 * shows it; the newsletter work (issue 9) adds the subscribe form island here.
 */
export function NewsletterSection({ heading, description }: { heading: string; description?: string | null }) {
  return (
    <section className="newsletter-section">
      <h2>{heading}</h2>
      {description ? <p>{description}</p> : null}
    </section>
  );
}
