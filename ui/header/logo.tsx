/** Logo linking home: 178×64 on desktop, 119×40 on mobile (storefront.md §9). */
export function Logo({ alt }: { alt: string }) {
  return (
    <a href="/" className="logo" aria-label={alt}>
      <picture>
        <source media="(max-width: 767px)" srcSet="/logo.svg" width={119} height={40} />
        <img src="/logo.svg" width={178} height={64} alt={alt} />
      </picture>
    </a>
  );
}
