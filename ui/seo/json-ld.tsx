/**
 * Structured data for search engines. `<` is escaped so no value can close the script element
 * (JSON-LD is a data block: browsers never execute it, so it needs no CSP nonce).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export type BreadcrumbItem = { name: string; url: string };

/** schema.org BreadcrumbList from absolute URLs. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
