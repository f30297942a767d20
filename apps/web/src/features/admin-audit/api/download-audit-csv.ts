import { ADMIN_AUDIT_PATHS, type AuditQuery } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';
import { auditSearch } from './get-audit';

/** Every entry under the filter (all pages) as a CSV file. */
export function downloadAuditCsv(filter: AuditQuery): Promise<void> {
  const { page: _allPages, ...rest } = filter;
  return downloadMemberFile(`${ADMIN_AUDIT_PATHS.csv}?${auditSearch(rest)}`, 'audit.csv');
}
