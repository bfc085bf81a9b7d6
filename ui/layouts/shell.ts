import type { QueryModes } from '../../domain/query-modes';
import type { MenuItem } from '../header/mega-menu';

/** Everything the layouts need; shared (non-personal) data only. */
export type ShellData = {
  storeName: string;
  logoAlt: string;
  menu: readonly MenuItem[];
  /** Hidden on thank-you and my-account paths (storefront.md §2). */
  showMegaMenu: boolean;
  year: number;
  /**
   * What the query string asks to open on load (storefront.md §2). Parsed, but nothing renders
   * it until the accounts issue brings the authentication sidebar (no placeholder panel).
   */
  queryModes: QueryModes;
  /** Where the ID-card sign-in starts: the storefront's /id-card-auth when CARD_ID_AUTH_URL is configured, else ''. */
  cardIdAuthUrl: string;
  /**
   * Configured third parties the browser may load after consent (client/tracking/third-party.ts):
   * public ids only, the same for every shopper (the HTML is edge-cached and shared).
   */
  thirdParty?: ThirdPartyIds;
  /** The search page's term, kept in the header search box. */
  searchTerm?: string;
};

/** The header search box's value: the term on `/search?term=…`, nothing elsewhere. */
export function headerSearchTerm(url: URL): string {
  if (url.pathname !== '/search') return '';
  return (url.searchParams.get('term') ?? '').trim().slice(0, 200);
}

export type ThirdPartyIds = { readonly gtmContainerId: string | null; readonly chatWidgetKey: string | null };
