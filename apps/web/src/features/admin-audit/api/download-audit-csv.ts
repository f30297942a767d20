import { adminAuditEndpoints, type AuditQuery, endpointUrl } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';
import { ADMIN_AUDIT_TEXT } from '../messages';
import { filledIn } from './get-audit';

/** Every entry under the filter (all pages) as a CSV file. */
export function downloadAuditCsv(filter: AuditQuery): Promise<void> {
  const { page: _allPages, ...rest } = filter;
  return downloadMemberFile(endpointUrl(adminAuditEndpoints.auditCsv, { query: filledIn(rest) }), ADMIN_AUDIT_TEXT.csvName);
}
