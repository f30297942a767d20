import type { AuditQuery } from '@coop/contract';
import { parseIsoDate, thaiDayStart } from '@coop/thai-format';
import type { AuditFilter } from '../../db/repositories/audit-log-repository';
import { ApiFailure } from '../../http/api-failure';

const DAY_MS = 86_400_000;

/** The query's filter with Thai calendar days as moments; a day that is not in the calendar is a Thai 400. */
export function auditFilter(query: AuditQuery): AuditFilter {
  for (const day of [query.from, query.to]) {
    if (day !== undefined && !parseIsoDate(day)) throw new ApiFailure(400, 'VALIDATION', 'วันที่ที่เลือกไม่ถูกต้อง');
  }
  return {
    actor: query.actor || undefined,
    action: query.action || undefined,
    target: query.target || undefined,
    from: query.from ? thaiDayStart(query.from) : undefined,
    until: query.to ? new Date(thaiDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
}
