import { adminAuditEndpoints, type AuditQuery } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The filter without its empty parts, which would otherwise be asked for as empty values. */
export const filledIn = (filter: AuditQuery): AuditQuery =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as AuditQuery;

/** One page of the audit log under the filter. */
export const auditLogQuery = (filter: AuditQuery) =>
  queryOptions({ ...endpointQuery(adminAuditEndpoints.auditList, { query: filledIn(filter) }), placeholderData: keepPreviousData });
