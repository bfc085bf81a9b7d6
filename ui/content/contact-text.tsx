import type { SafeHtml } from './content-types';

/** Three-column contact text (customer.md §2): sanitised HTML columns, stacked on phones. */
export function ContactText({ columns }: { columns: readonly [SafeHtml, SafeHtml, SafeHtml] }) {
  return (
    <section className="contact-text">
      {columns.map((column, index) => (
        <div key={index} className="contact-text__column cms-html" dangerouslySetInnerHTML={{ __html: column.sanitised }} />
      ))}
    </section>
  );
}
