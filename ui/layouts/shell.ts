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
  /** Sidebar to open on load because of the query string. */
  queryModes: QueryModes;
};
