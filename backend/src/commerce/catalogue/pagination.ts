// Magento's paging rules for list queries (products, categories), with its messages.
import { inputError } from '../errors';

export type PageInfo = { page_size: number; current_page: number; total_pages: number };

/** Throws graphql-input for a page size or page below 1, as Magento does. */
export function checkPaging(pageSize: number, currentPage: number): void {
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
}

/** page_info for a result of `total` rows; throws when the page is beyond the last one. */
export function pageInfo(total: number, pageSize: number, currentPage: number): PageInfo {
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return { page_size: pageSize, current_page: currentPage, total_pages: totalPages };
}
