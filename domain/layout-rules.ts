/** storefront.md §2: the mega menu and bank logos are hidden on thank-you and my-account paths. */
export function showsMegaMenu(pathname: string): boolean {
  return !/^\/(thank-you|my-account)(\/|$)/.test(pathname);
}

/** Search engine and preview crawlers get the complete document (no streaming gaps). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|telegram/i.test(userAgent);
}

/** Whom a page is rendered for (`isCrawler`): part of the edge cache's key and of a replay's. */
export function pageAudience(userAgent: string | undefined): 'crawler' | 'browser' {
  return isCrawler(userAgent) ? 'crawler' : 'browser';
}
