import type { AuditListResponse, AuditQuery } from '@coop/contract';
import { findAuditEntries } from '../../db/repositories/audit-log-repository';
import type { DomainContext } from '../../domain/context';
import { auditFilter } from './audit-filter';
import { auditWords } from './audit-sentence';

const PAGE_SIZE = 50;

/** The audit log, newest first, filtered by who, what, on what and when; each row also in Thai words. */
export async function auditPage({ db }: DomainContext, query: AuditQuery): Promise<AuditListResponse> {
  const page = Number(query.page ?? '1');
  const { rows, total } = await findAuditEntries(db, auditFilter(query), (page - 1) * PAGE_SIZE, PAGE_SIZE);
  return {
    rc_code: '1',
    data: rows.map((r) => ({ ...r, ...auditWords(r), id: String(r.id), at: r.at.toISOString() })),
    page,
    page_size: PAGE_SIZE,
    total,
    total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
