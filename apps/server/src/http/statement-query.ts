import { STATEMENT_PAGE_SIZE, type StatementQuery } from '@coop/contract';
import type { PageRequest } from '../db/statement-page';
import { ApiFailure } from './api-failure';

function realDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Checks what a schema cannot: that the dates exist and the range runs forward. */
export function pageRequest(q: StatementQuery | undefined): PageRequest {
  const { page = 1, page_size = STATEMENT_PAGE_SIZE, from, to } = q ?? {};
  for (const d of [from, to]) {
    if (d && !realDate(d)) throw new ApiFailure(400, 'VALIDATION', `วันที่ไม่ถูกต้อง: ${d}`);
  }
  if (from && to && from > to) throw new ApiFailure(400, 'VALIDATION', 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  return { page, pageSize: page_size, from, to };
}
