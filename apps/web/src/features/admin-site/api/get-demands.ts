import { adminSiteEndpoints, type DemandStatus } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Demands newest first, optionally of one status. */
export const adminDemandsQuery = (page: number, status: DemandStatus | undefined) =>
  queryOptions({ ...endpointQuery(adminSiteEndpoints.adminDemandList, { body: { page, ...(status ? { status } : {}) } }), placeholderData: keepPreviousData });

/** One demand with the visitor's contact details. */
export const adminDemandQuery = (id: number) => endpointQuery(adminSiteEndpoints.adminDemand, { body: { id } });
