import { ADMIN_SEARCH_PAGE_SIZE, INFO_MAX_PAGE_SIZE, INFO_PAGE_SIZE, type PageQuery } from '@coop/contract';
import { ApiFailure } from './api-failure';

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

/** The query strings carry digits only (the schema's patterns); here they become numbers within bounds. */
export function pageOf(query: PageQuery): Page {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.page_size ?? INFO_PAGE_SIZE);
  if (pageSize > INFO_MAX_PAGE_SIZE) {
    throw new ApiFailure(400, 'VALIDATION', `จำนวนรายการต่อหน้าต้องไม่เกิน ${INFO_MAX_PAGE_SIZE}`);
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A page of a console list: the one asked for (the first by default), of the console's page size unless told. */
export const consolePage = (page = 1, pageSize = ADMIN_SEARCH_PAGE_SIZE): Page => ({ page, pageSize, offset: (page - 1) * pageSize });

export const pageInfo = (page: Page, total: number) => ({
  page: page.page,
  page_size: page.pageSize,
  total,
  total_pages: Math.ceil(total / page.pageSize),
});
