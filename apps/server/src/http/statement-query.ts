import { STATEMENT_PAGE_SIZE, type StatementQuery } from '@coop/contract';
import type { PageRequest } from '../db/statement-page';
import { ApiFailure } from './api-failure';

/** Checks what a schema cannot: that the range runs forward (the schema has checked each date is a real one). */
export function pageRequest(q: StatementQuery | undefined): PageRequest {
  const { page = 1, page_size = STATEMENT_PAGE_SIZE, from, to } = q ?? {};
  if (from && to && from > to) throw new ApiFailure(400, 'VALIDATION', 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  return { page, pageSize: page_size, from, to };
}
