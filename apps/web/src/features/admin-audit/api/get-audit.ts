import { ADMIN_AUDIT_PATHS, type AuditListResponse, type AuditQuery } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** The query string of a filter, without the empty parts. */
export function auditSearch(filter: AuditQuery): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries as [string, string][]).toString();
}

/** One page of the audit log under the filter. */
export function useAuditLog(filter: AuditQuery) {
  const search = auditSearch(filter);
  return useQuery({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) => apiCall<AuditListResponse>(`${ADMIN_AUDIT_PATHS.list}?${search}`, { signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}
